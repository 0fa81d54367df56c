import { editorMessages } from "@clutch/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import * as t from "../../db/schema";
import { badRequest } from "../../lib/errors";
import type { Executor } from "./table";

/** A link table between an item and the items it names (a course's games, a package's games...). */
export interface LinkSpec<L extends PgTable> {
  table: L;
  owner: AnyPgColumn;
  target: AnyPgColumn;
  position: AnyPgColumn;
  /** The link row of `ownerId` naming `targetId` at `position`. */
  row(ownerId: string, targetId: string, position: number): PgInsertValue<L>;
  /** The named items' table: ids that are not in it, or deleted there, cannot be linked anew. */
  targets: PgTable & { id: AnyPgColumn; deletedAt: AnyPgColumn };
  /** The input's field naming them, and what is said when one is unknown. */
  field: string;
  unknown: string;
}

/** A link spec, typed by its table. */
export const linkOf = <L extends PgTable>(link: LinkSpec<L>) => link;

/** What links to games and to coaches have in common: the input's field, and the items named. */
export const gameLink = { targets: t.games, field: "games", unknown: editorMessages.unknownGame } as const;
export const coachLink = {
  targets: t.coaches,
  field: "coaches",
  unknown: editorMessages.unknownCoach,
} as const;

/** The ids an item links to, in their order. */
export async function linkedIds(db: Executor, link: LinkSpec<PgTable>, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: link.target })
    .from(link.table)
    .where(eq(link.owner, ownerId))
    .orderBy(asc(link.position));
  return rows.map((row) => row.id as string);
}

/**
 * Replaces an item's links with `ids`, in that order (a repeated id counts once). An id that names
 * nothing, or a deleted item the owner was not linked to already, is a 400 naming its place.
 */
export async function replaceLinks<L extends PgTable>(
  db: Executor,
  link: LinkSpec<L>,
  ownerId: string,
  ids: string[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  const current = new Set(await linkedIds(db, link, ownerId));
  const found =
    wanted.length === 0
      ? []
      : await db
          .select({ id: link.targets.id, deletedAt: link.targets.deletedAt })
          .from(link.targets)
          .where(inArray(link.targets.id, wanted));
  const linkable = new Set(
    found.filter((row) => row.deletedAt === null || current.has(row.id as string)).map((row) => row.id),
  );
  const unknownAt = ids.findIndex((id) => !linkable.has(id));
  if (unknownAt >= 0)
    throw badRequest(link.unknown, [{ path: `${link.field}.${unknownAt}`, message: link.unknown }]);

  await db.delete(link.table).where(eq(link.owner, ownerId));
  if (wanted.length > 0) {
    await db.insert(link.table).values(wanted.map((id, position) => link.row(ownerId, id, position)));
  }
}
