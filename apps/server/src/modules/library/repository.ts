import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { visible } from "../../db/visibility";

export type ItemKind = "course" | "guide";

/** What a user owns and may read. Ownership is a row in `purchases`; free items are open to everyone signed in. */
export function createLibraryRepository(db: Database) {
  /** The item in any state, and whether the public sees it (approved, enabled, not deleted). */
  async function item(kind: ItemKind, id: string) {
    const table = kind === "course" ? t.courses : t.guides;
    const [row] = await db
      .select({ id: table.id, price: table.price, visible: sql<boolean>`${visible[kind]}` })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    return row;
  }

  async function owns(userId: string, kind: ItemKind, itemId: string): Promise<boolean> {
    const column = kind === "course" ? t.purchases.courseId : t.purchases.guideId;
    const [row] = await db
      .select({ id: t.purchases.id })
      .from(t.purchases)
      .where(and(eq(t.purchases.userId, userId), eq(column, itemId)))
      .limit(1);
    return row !== undefined;
  }

  async function approvedChapters(kind: ItemKind, itemId: string) {
    const column = kind === "course" ? t.chapters.courseId : t.chapters.guideId;
    return db
      .select()
      .from(t.chapters)
      .where(and(eq(column, itemId), visible.chapter))
      .orderBy(asc(t.chapters.position));
  }

  return { item, owns, approvedChapters };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
