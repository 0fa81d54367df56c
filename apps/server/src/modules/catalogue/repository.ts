import {
  type CatalogueKind,
  type OfferedRelation,
  type Platform,
  RELATED_KINDS,
  type RelatedKind,
  type Sort,
} from "@clutch/contract";
import { and, asc, desc, eq, exists, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { containsText } from "../../db/search";
import { refColumns, visible } from "../../db/visibility";

const tables = { game: t.games, coach: t.coaches, course: t.courses, guide: t.guides } as const;

export interface ListFilter {
  q?: string;
  platform?: Platform;
  game?: string;
  coach?: string;
  flag?: string;
  sort: Sort;
  page: number;
  limit: number;
}

const linked = (table: PgTable, where: SQL) => exists(sql`(select 1 from ${table} where ${where})`);

type LinkTest = (relatedId: string) => SQL;

/** "Linked to that game / coach", for each related-item filter a list offers (RELATION_FILTERS). */
const linkTests: { [K in CatalogueKind]: Record<OfferedRelation<K>, LinkTest> } = {
  game: {
    coach: (coach) =>
      linked(t.coachGames, and(eq(t.coachGames.coachId, coach), eq(t.coachGames.gameId, t.games.id)) as SQL),
  },
  coach: {
    game: (game) =>
      linked(t.coachGames, and(eq(t.coachGames.coachId, t.coaches.id), eq(t.coachGames.gameId, game)) as SQL),
  },
  course: {
    game: (game) =>
      linked(
        t.courseGames,
        and(eq(t.courseGames.courseId, t.courses.id), eq(t.courseGames.gameId, game)) as SQL,
      ),
    coach: (coach) =>
      linked(
        t.courseCoaches,
        and(eq(t.courseCoaches.courseId, t.courses.id), eq(t.courseCoaches.coachId, coach)) as SQL,
      ),
  },
  guide: {
    game: (game) =>
      linked(t.guideGames, and(eq(t.guideGames.guideId, t.guides.id), eq(t.guideGames.gameId, game)) as SQL),
    coach: (coach) =>
      linked(
        t.guideCoaches,
        and(eq(t.guideCoaches.guideId, t.guides.id), eq(t.guideCoaches.coachId, coach)) as SQL,
      ),
  },
};

/**
 * "Related to a game / a coach". A filter the list does not offer is one of its own kind: an item
 * counts as related to itself, so it names that item.
 */
function relationFilters(kind: CatalogueKind, filter: ListFilter): SQL[] {
  const offered: Partial<Record<RelatedKind, LinkTest>> = linkTests[kind];
  return RELATED_KINDS.flatMap((related) => {
    const relatedId = filter[related];
    if (!relatedId) return [];
    const linkTest = offered[related];
    return [linkTest ? linkTest(relatedId) : eq(tables[kind].id, relatedId)];
  });
}

function platformFilter(kind: CatalogueKind, platform: Platform): SQL {
  if (kind === "guide") {
    // Guides have no platform of their own: they match through the games they cover.
    return exists(
      sql`(select 1 from ${t.guideGames} join ${t.games} on ${t.games.id} = ${t.guideGames.gameId} where ${t.guideGames.guideId} = ${t.guides.id} and ${t.games.platform} = ${platform})`,
    );
  }
  return eq(tables[kind].platform, platform);
}

function ordering(kind: CatalogueKind, sort: Sort) {
  const table = tables[kind];
  switch (sort) {
    case "name":
      return [asc(sql`lower(${table.name})`), asc(table.id)];
    case "price":
      return kind === "course" ? [asc(t.courses.price), asc(table.id)] : [asc(t.guides.price), asc(table.id)];
    case "newest":
      return [desc(table.createdAt), asc(table.id)];
    default:
      return kind === "guide"
        ? [desc(t.guides.upvotes), asc(table.id)]
        : [desc(tables[kind].popularity), asc(table.id)];
  }
}

export function createCatalogueRepository(db: Database) {
  /** The ids of one page of visible items, in order, and how many match in all. */
  async function listIds(kind: CatalogueKind, filter: ListFilter): Promise<{ ids: string[]; total: number }> {
    const table = tables[kind];
    const where: SQL[] = [visible[kind]];
    if (filter.q) where.push(containsText(table.name, filter.q));
    if (filter.platform) where.push(platformFilter(kind, filter.platform));
    if (filter.flag) where.push(eq(table[filter.flag as keyof typeof table] as AnyPgColumn, true));
    where.push(...relationFilters(kind, filter));

    const rows = await db
      .select({ id: table.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(table)
      .where(and(...where))
      .orderBy(...ordering(kind, filter.sort))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    if (rows.length > 0 || filter.page === 1)
      return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(and(...where));
    return { ids: [], total: count?.n ?? 0 };
  }

  /** Visible rows of each kind by id (in no particular order). */
  const rowsByIds = {
    game: (ids: string[]) =>
      db
        .select()
        .from(t.games)
        .where(and(inArray(t.games.id, ids), visible.game)),
    coach: (ids: string[]) =>
      db
        .select()
        .from(t.coaches)
        .where(and(inArray(t.coaches.id, ids), visible.coach)),
    course: (ids: string[]) =>
      db
        .select()
        .from(t.courses)
        .where(and(inArray(t.courses.id, ids), visible.course)),
    guide: (ids: string[]) =>
      db
        .select()
        .from(t.guides)
        .where(and(inArray(t.guides.id, ids), visible.guide)),
  };

  /**
   * Visible items reached through a link table, grouped by the owner's id: `owner` is the link's
   * column holding the owners, `target` the one holding the items.
   */
  async function linkedRefs<C extends Record<string, AnyPgColumn>>(options: {
    link: PgTable;
    owner: AnyPgColumn;
    target: AnyPgColumn;
    ownerIds: string[];
    items: PgTable & { id: AnyPgColumn; popularity: AnyPgColumn };
    itemsVisible: SQL;
    columns: C;
  }) {
    const { link, owner, target, ownerIds, items, itemsVisible, columns } = options;
    const grouped = new Map<string, { [K in keyof C]: C[K]["_"]["data"] }[]>();
    if (ownerIds.length === 0) return grouped;
    const rows = await db
      .select({ ownerId: owner, ...columns })
      .from(link)
      .innerJoin(items, eq(items.id, target))
      .where(and(inArray(owner, ownerIds), itemsVisible))
      .orderBy(desc(items.popularity), asc(items.id));
    for (const { ownerId, ...ref } of rows as unknown as ({ ownerId: string } & Record<string, unknown>)[]) {
      const list = grouped.get(ownerId) ?? [];
      list.push(ref as { [K in keyof C]: C[K]["_"]["data"] });
      grouped.set(ownerId, list);
    }
    return grouped;
  }

  const coachRefs = { items: t.coaches, itemsVisible: visible.coach, columns: refColumns.coach };
  const courseRefs = { items: t.courses, itemsVisible: visible.course, columns: refColumns.course };
  const gameRefs = { items: t.games, itemsVisible: visible.game, columns: refColumns.game };
  const { coachGames, courseGames, courseCoaches, guideCoaches, guideGames } = t;

  /** The related items of each kind, as short refs grouped by the owner's id. */
  const refs = {
    gameCoaches: (ownerIds: string[]) =>
      linkedRefs({
        link: coachGames,
        owner: coachGames.gameId,
        target: coachGames.coachId,
        ownerIds,
        ...coachRefs,
      }),
    gameCourses: (ownerIds: string[]) =>
      linkedRefs({
        link: courseGames,
        owner: courseGames.gameId,
        target: courseGames.courseId,
        ownerIds,
        ...courseRefs,
      }),
    courseCoaches: (ownerIds: string[]) =>
      linkedRefs({
        link: courseCoaches,
        owner: courseCoaches.courseId,
        target: courseCoaches.coachId,
        ownerIds,
        ...coachRefs,
      }),
    courseGames: (ownerIds: string[]) =>
      linkedRefs({
        link: courseGames,
        owner: courseGames.courseId,
        target: courseGames.gameId,
        ownerIds,
        ...gameRefs,
      }),
    coachCourses: (ownerIds: string[]) =>
      linkedRefs({
        link: courseCoaches,
        owner: courseCoaches.coachId,
        target: courseCoaches.courseId,
        ownerIds,
        ...courseRefs,
      }),
    coachGames: (ownerIds: string[]) =>
      linkedRefs({
        link: coachGames,
        owner: coachGames.coachId,
        target: coachGames.gameId,
        ownerIds,
        ...gameRefs,
      }),
    guideCoaches: (ownerIds: string[]) =>
      linkedRefs({
        link: guideCoaches,
        owner: guideCoaches.guideId,
        target: guideCoaches.coachId,
        ownerIds,
        ...coachRefs,
      }),
    guideGames: (ownerIds: string[]) =>
      linkedRefs({
        link: guideGames,
        owner: guideGames.guideId,
        target: guideGames.gameId,
        ownerIds,
        ...gameRefs,
      }),
  };

  async function chaptersOf(owner: "course" | "guide", ownerIds: string[]) {
    const column = owner === "course" ? t.chapters.courseId : t.chapters.guideId;
    if (ownerIds.length === 0) return [];
    return db
      .select()
      .from(t.chapters)
      .where(and(inArray(column, ownerIds), visible.chapter))
      .orderBy(asc(t.chapters.position));
  }

  async function testimonialsOf(owner: "coach" | "guide", ownerIds: string[]) {
    const column = owner === "coach" ? t.testimonials.coachId : t.testimonials.guideId;
    if (ownerIds.length === 0) return [];
    return db
      .select()
      .from(t.testimonials)
      .where(inArray(column, ownerIds))
      .orderBy(asc(t.testimonials.position));
  }

  /** The session types coaches offer (not retired ones), in their order. */
  async function sessionTypesOf(coachIds: string[]) {
    if (coachIds.length === 0) return [];
    return db
      .select()
      .from(t.sessionTypes)
      .where(and(inArray(t.sessionTypes.coachId, coachIds), isNull(t.sessionTypes.retiredAt)))
      .orderBy(asc(t.sessionTypes.position));
  }

  return { listIds, rowsByIds, refs, chaptersOf, testimonialsOf, sessionTypesOf };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
