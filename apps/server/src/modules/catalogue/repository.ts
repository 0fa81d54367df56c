import type { CatalogueKind, Platform, Sort } from "@clutch/contract";
import { and, asc, desc, eq, exists, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";

/** Only these rows ever reach a public answer (API.md §3). */
export const visible = {
  game: and(eq(t.games.isApproved, true), eq(t.games.disabled, false)) as SQL,
  coach: eq(t.coaches.disabled, false),
  course: and(eq(t.courses.isApproved, true), eq(t.courses.disabled, false)) as SQL,
  guide: and(eq(t.guides.isApproved, true), eq(t.guides.disabled, false)) as SQL,
  chapter: eq(t.chapters.isApproved, true),
};

export const refColumns = {
  game: {
    _id: t.games.id,
    name: t.games.name,
    gameLogo: t.games.gameLogo,
    hexagonThinImage: t.games.hexagonThinImage,
    platform: t.games.platform,
  },
  coach: {
    _id: t.coaches.id,
    name: t.coaches.name,
    rating: t.coaches.rating,
    popularity: t.coaches.popularity,
    hexagonHorImage: t.coaches.hexagonHorImage,
    hexagonVerImage: t.coaches.hexagonVerImage,
    headerImage: t.coaches.headerImage,
    country: t.coaches.country,
  },
  course: {
    _id: t.courses.id,
    name: t.courses.name,
    price: t.courses.price,
    hexagonImage: t.courses.hexagonImage,
    headerImage: t.courses.headerImage,
    platform: t.courses.platform,
    popularity: t.courses.popularity,
  },
};

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const linked = (table: PgTable, where: SQL) => exists(sql`(select 1 from ${table} where ${where})`);

/** "Related to a game / a coach", per kind; an item counts as related to itself. */
function relationFilters(kind: CatalogueKind, filter: ListFilter): SQL[] {
  const where: SQL[] = [];
  const { game, coach } = filter;
  if (kind === "game") {
    if (game) where.push(eq(t.games.id, game));
    if (coach)
      where.push(
        linked(t.coachGames, and(eq(t.coachGames.left, coach), eq(t.coachGames.right, t.games.id)) as SQL),
      );
  } else if (kind === "coach") {
    if (coach) where.push(eq(t.coaches.id, coach));
    if (game)
      where.push(
        linked(t.coachGames, and(eq(t.coachGames.left, t.coaches.id), eq(t.coachGames.right, game)) as SQL),
      );
  } else if (kind === "course") {
    if (game)
      where.push(
        linked(
          t.courseGames,
          and(eq(t.courseGames.left, t.courses.id), eq(t.courseGames.right, game)) as SQL,
        ),
      );
    if (coach)
      where.push(
        linked(
          t.courseCoaches,
          and(eq(t.courseCoaches.left, t.courses.id), eq(t.courseCoaches.right, coach)) as SQL,
        ),
      );
  } else {
    if (game)
      where.push(
        linked(t.guideGames, and(eq(t.guideGames.left, t.guides.id), eq(t.guideGames.right, game)) as SQL),
      );
    if (coach)
      where.push(
        linked(
          t.guideCoaches,
          and(eq(t.guideCoaches.left, t.guides.id), eq(t.guideCoaches.right, coach)) as SQL,
        ),
      );
  }
  return where;
}

function platformFilter(kind: CatalogueKind, platform: Platform): SQL {
  if (kind === "guide") {
    // Guides have no platform of their own: they match through the games they cover.
    return exists(
      sql`(select 1 from ${t.guideGames} join ${t.games} on ${t.games.id} = ${t.guideGames.right} where ${t.guideGames.left} = ${t.guides.id} and ${t.games.platform} = ${platform})`,
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
    if (filter.q) where.push(ilike(table.name, `%${escapeLike(filter.q)}%`));
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

  /** Visible items reached through a link table, grouped by the owner's id. */
  async function linkedRefs<C extends Record<string, AnyPgColumn>>(options: {
    link: { left: AnyPgColumn; right: AnyPgColumn; position: AnyPgColumn } & PgTable;
    ownerSide: "left" | "right";
    ownerIds: string[];
    target: PgTable & { id: AnyPgColumn; popularity: AnyPgColumn };
    targetVisible: SQL;
    columns: C;
  }) {
    const { link, ownerSide, ownerIds, target, targetVisible, columns } = options;
    const owner = link[ownerSide];
    const other = ownerSide === "left" ? link.right : link.left;
    const grouped = new Map<string, { [K in keyof C]: C[K]["_"]["data"] }[]>();
    if (ownerIds.length === 0) return grouped;
    const rows = await db
      .select({ ownerId: owner, ...columns })
      .from(link)
      .innerJoin(target, eq(target.id, other))
      .where(and(inArray(owner, ownerIds), targetVisible))
      .orderBy(desc(target.popularity), asc(target.id));
    for (const { ownerId, ...ref } of rows as unknown as ({ ownerId: string } & Record<string, unknown>)[]) {
      const list = grouped.get(ownerId) ?? [];
      list.push(ref as { [K in keyof C]: C[K]["_"]["data"] });
      grouped.set(ownerId, list);
    }
    return grouped;
  }

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

  return { listIds, rowsByIds, linkedRefs, chaptersOf, testimonialsOf };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
