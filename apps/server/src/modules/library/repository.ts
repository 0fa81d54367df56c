import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { visible } from "../../db/visibility";

export type ItemKind = "course" | "guide";

/** What a user owns and may read. Ownership is a row in `purchases`; free items are open to everyone signed in. */
export function createLibraryRepository(db: Database) {
  async function visibleItem(kind: ItemKind, id: string) {
    const table = kind === "course" ? t.courses : t.guides;
    const [item] = await db
      .select({ id: table.id, price: table.price })
      .from(table)
      .where(and(eq(table.id, id), visible[kind]))
      .limit(1);
    return item;
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

  return { visibleItem, owns, approvedChapters };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
