import {
  type CatalogueKind,
  type OfferedRelation,
  type Platform,
  RELATED_KINDS,
  type RelatedKind,
  type Sort,
} from "@clutch/contract";
import { and, asc, desc, eq, exists, gt, ilike, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { type RawStatement, rawStatement } from "../../db/raw-statement";
import * as t from "../../db/schema";
import { containsPattern } from "../../db/search";
import { visible } from "../../db/visibility";
import { type PageBookmark, PageBookmarks } from "./page-bookmarks";
import { answerBuild, type ItemJson, itemOf, storedAnswerOf, catalogueTables as tables } from "./wire-items";

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

/**
 * The values of a list's filters, as placeholders: a list's statements are built once for each
 * combination of filters set (its shape), and given the values at each call (`valuesOf`).
 */
const placeholders = {
  /** A search's ILIKE pattern; `word` is its word as typed. */
  q: sql.placeholder("q"),
  word: sql.placeholder("word"),
  platform: sql.placeholder("platform"),
  game: sql.placeholder("game"),
  coach: sql.placeholder("coach"),
  /** The row a page read seeks to (a bookmark). */
  seek: sql.placeholder("seek"),
  /** The items to read, in order. */
  ids: sql.placeholder("ids"),
  offset: sql.placeholder("offset"),
};

const valuesOf = (filter: ListFilter) => ({
  q: filter.q === undefined ? undefined : containsPattern(filter.q),
  word: filter.q,
  platform: filter.platform,
  game: filter.game,
  coach: filter.coach,
});

const linked = (table: PgTable, where: SQL) => exists(sql`(select 1 from ${table} where ${where})`);

type LinkTest = (relatedId: Placeholder) => SQL;

/**
 * "Linked to that game": an item keeps its games' ids on its row (`game_ids`, kept from its links by
 * a trigger), where a walk of the default order's index reads them (docs/decisions/057). The game is
 * hidden from the planner (a subquery's value), so every game's page read has one plan, which
 * PostgreSQL keeps; seeing a game's own statistics, it planned every call afresh. A game with few
 * items is read whole once counted (FEW_MATCHES).
 */
const linksGame =
  (table: (typeof tables)["coach" | "course" | "guide"]): LinkTest =>
  (game) =>
    sql`${table.gameIds} @> array[(select ${game}::text)]`;

/** "Linked to that game / coach", for each related-item filter a list offers (RELATION_FILTERS). */
const linkTests: { [K in CatalogueKind]: Record<OfferedRelation<K>, LinkTest> } = {
  game: {
    coach: (coach) =>
      linked(t.coachGames, and(eq(t.coachGames.coachId, coach), eq(t.coachGames.gameId, t.games.id)) as SQL),
  },
  coach: { game: linksGame(t.coaches) },
  course: {
    game: linksGame(t.courses),
    coach: (coach) =>
      linked(
        t.courseCoaches,
        and(eq(t.courseCoaches.courseId, t.courses.id), eq(t.courseCoaches.coachId, coach)) as SQL,
      ),
  },
  guide: {
    game: linksGame(t.guides),
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
    if (!filter[related]) return [];
    const relatedId = placeholders[related];
    const linkTest = offered[related];
    return [linkTest ? linkTest(relatedId) : eq(tables[kind].id, relatedId)];
  });
}

function platformFilter(kind: CatalogueKind, platform: Placeholder): SQL {
  if (kind === "guide") {
    // Guides have no platform of their own: they match through the games they cover.
    return exists(
      sql`(select 1 from ${t.guideGames} join ${t.games} on ${t.games.id} = ${t.guideGames.gameId} where ${t.guideGames.guideId} = ${t.guides.id} and ${t.games.platform} = ${platform})`,
    );
  }
  return eq(tables[kind].platform, platform);
}

interface OrderKey {
  key: SQL | AnyPgColumn;
  descending: boolean;
}

/** A list's order, always total: the sort's key, then the id. */
function orderKeys(kind: CatalogueKind, sort: Sort): [sortKey: OrderKey, byId: OrderKey] {
  const table = tables[kind];
  const byId = { key: table.id, descending: false };
  switch (sort) {
    case "name":
      return [{ key: sql`lower(${table.name})`, descending: false }, byId];
    case "price":
      return [{ key: kind === "course" ? t.courses.price : t.guides.price, descending: false }, byId];
    case "newest":
      return [{ key: table.createdAt, descending: true }, byId];
    default:
      return [{ key: kind === "guide" ? t.guides.upvotes : tables[kind].popularity, descending: true }, byId];
  }
}

/**
 * The ORDER BY of `keys`, or of their exact reverse (every key flipped). The indexes keep descending
 * keys NULLS LAST, and PostgreSQL reads an index only for an order naming the same NULLS place
 * (plain DESC means NULLS FIRST); the keys are NOT NULL, so naming it changes no order.
 */
function orderBy(keys: OrderKey[], reversed: boolean): SQL[] {
  return keys.map(({ key, descending }) => {
    if (descending) return reversed ? sql`${key} asc nulls first` : sql`${key} desc nulls last`;
    return reversed ? desc(key) : asc(key);
  });
}

/**
 * The rows of the page at `offset`, read from whichever start is nearer: the front (or the nearest
 * bookmark before the page, `skip` rows before it) or the end of the order. A page near the end is the
 * same rows as a page near the start of the reversed order, and an index walks every row it skips,
 * so the last pages cost what the first ones do.
 */
function pageWindow(offset: number, limit: number, total: number | undefined, skip: number) {
  const end = Math.min(total ?? Number.POSITIVE_INFINITY, offset + limit);
  if (total === undefined || total - end >= skip) return { reversed: false, offset: skip, limit };
  return { reversed: true, offset: total - end, limit: end - offset };
}

/**
 * "At or after the row `id`" in the order of `keys` (the sort's key, then the id, ascending), the
 * row being one of the list's (`where`): its key is read by a subquery (none if the row has left the
 * list, and then no row is), and the range on the sort's key lets an index start there.
 */
function atOrAfter(
  table: PgTable & { id: AnyPgColumn },
  where: SQL,
  [{ key, descending }]: ReturnType<typeof orderKeys>,
  id: Placeholder,
): SQL {
  const own = sql`(select ${key} from ${table} where ${table.id} = ${id} and ${where})`;
  return descending
    ? sql`${key} <= ${own} and (${key} < ${own} or ${table.id} >= ${id})`
    : sql`${key} >= ${own} and (${key} > ${own} or ${table.id} >= ${id})`;
}

/**
 * A narrowed list with at most this many matches (counted) reads them all by its filter's own index
 * (a search's trigram index, a game's GIN index, a coach's links) and sorts them. PostgreSQL plans
 * a page read once for every value of its filter, so it cannot tell a rare word or a game with three
 * courses from a common one; it may walk the sort's index testing every row to find a handful (18 ms
 * for a word with 5 matches among 10,000 courses; 38 ms for a game with none among 100,000).
 */
const FEW_MATCHES = 200;

/**
 * A search matching at least this share of the list it narrows (counted) is found by walking the
 * sort's order: a first page of 12 then tests about 600 names at most. One between small and common is
 * left to the planner.
 */
const COMMON_SEARCH_SHARE = 0.02;

/** "Among the rows matching `where`", found by `where`'s own plan before the page's order is read. */
const amongMatches = (table: PgTable & { id: AnyPgColumn }, where: SQL): SQL =>
  sql`${table.id} = any(array(select ${table.id} from ${table} where ${where}))`;

/**
 * How a search is read. `planned`: its word is left to PostgreSQL, which plans the statement for
 * it at every call (a word neither small nor common, or one whose count was not kept: the planner
 * picks the trigram index for a rare word, the sort's order for a common one). Once the matches are
 * counted, the plan is chosen here and the word is hidden from the planner (a subquery's value),
 * so the plan is the same for every word and PostgreSQL keeps it instead of planning every call
 * (planning cost more than running: 0.25 ms against 0.03 ms for a rare word at 100,000 courses):
 * `small`, at most FEW_MATCHES matches, read whole through the trigram index and sorted;
 * `common`, a large share of the list, found by walking the sort's order and testing each name. A
 * hidden LIKE counts as 0.5 % of the rows, and at 10,000 courses the planner would then read every
 * row and sort the matches, so the common test is written as a position in the lower-cased name
 * (what ILIKE compares), which the planner counts as a third of the rows: walking the sort's order
 * is then its plan. A search between the two stays `planned`.
 */
type SearchRead = "planned" | "small" | "common";

function searchTest(name: AnyPgColumn, read: SearchRead): SQL {
  if (read === "planned") return ilike(name, placeholders.q);
  if (read === "small") return ilike(name, sql`(select ${placeholders.q}::text)`);
  return sql`strpos(lower(${name}), (select lower(${placeholders.word}::text))) > 0`;
}

/** The filters that narrow a list (its order and page do not). */
const NARROWING_FILTERS = ["q", "platform", "game", "coach", "flag"] as const;

const isNarrowed = (filter: ListFilter) =>
  NARROWING_FILTERS.some((name) => filter[name] !== undefined && filter[name] !== "");

/** The key of the totals cache: everything that narrows a list. */
const totalKey = (kind: CatalogueKind, filter: ListFilter) =>
  JSON.stringify([kind, ...NARROWING_FILTERS.map((name) => filter[name])]);

/**
 * How many page-read statements each connection keeps prepared, at most. Their text varies with
 * which filters are set, the sort and the read direction (the values are parameters): a few
 * thousand combinations, each a plan kept in a PostgreSQL process. The first this many shapes a
 * server reads are prepared, the usual lists among them; any later one is planned at each call
 * (docs/decisions/037-a-small-pool-and-prepared-page-reads.md).
 */
export const MAX_PREPARED_PAGE_READS = 64;
/**
 * A page read's limit, and its offset up to this, are written into its text: PostgreSQL plans a
 * prepared statement once and keeps the plan only when its costs do not hang on a parameter, and a
 * LIMIT given as one is costed as a tenth of every matching row, so each call was planned afresh.
 * Limits are few (a page's size, a last page's rest); an offset this small comes from a page just
 * after a bookmark. A larger one is a parameter, so every offset is not a statement of its own, and
 * hidden from the planner (a subquery's value): given plainly, PostgreSQL costed a plan for the
 * offset it was given against one for a tenth of the rows, and at 100,000 courses planned a page
 * read 20 pages past its bookmark afresh at every call (docs/decisions/059).
 */
const MAX_LITERAL_OFFSET = 100;
/** The filters whose value is a parameter of a page read's statement (a flag names its column). */
const VALUE_FILTERS = ["q", "platform", "game", "coach"] as const;

/** Answers built and stored per transaction: short enough not to hold a PGlite server's one connection. */
const ANSWERS_PER_BATCH = 100;

/** A row of a page read: an item's id, and its answer when one is stored under the current shape. */
interface PageRow<K extends CatalogueKind> {
  id: string;
  answer: ItemJson<K> | null;
}

/** Page reads' shapes are a few thousand combinations at most; past this, the built ones are forgotten. */
const MAX_BUILT_STATEMENTS = 4096;

const MAX_TOTALS = 5000;
const MAX_BOOKMARKS = 20_000;

/**
 * An answer's JSON text without the spaces the database's JSON puts around every ":" and ",": stored
 * (sent as it is) or built in a read, an item's answer is the same bytes, so a list's answer does not
 * change size when the builder stores the answers it was built from.
 */
function compactJson<T extends string>(json: T): T {
  return JSON.stringify(JSON.parse(json)) as T;
}

/**
 * `fewMatches`: the most matches of a narrowed list read whole (FEW_MATCHES; a test sets another to
 * read short lists as long ones).
 */
export function createCatalogueRepository(db: Database, { fewMatches = FEW_MATCHES } = {}) {
  /**
   * How many visible items match each filter: counting them walks every match, which at 100,000
   * items costs more than the page itself, and the total does not change with the sort or the page.
   * Exact for as long as the catalogue is unchanged: `forgetTotals` runs on every change notice,
   * with the response cache's `clear`, and a count begun before a notice is never kept.
   */
  const totals = new Map<string, number>();
  let generation = 0;
  const rememberTotal = (key: string, total: number, countedIn: number) => {
    if (countedIn !== generation) return total;
    if (totals.size >= MAX_TOTALS) totals.clear();
    totals.set(key, total);
    return total;
  };

  /**
   * Where pages of each list (its filter and sort) begin: offset → the id of the row there, learnt
   * from every page read from the front. A later page starts from the nearest one before it (a
   * keyset seek) instead of walking every row from the first, so going on page by page costs what
   * the first page does. Forgotten with the totals, on every catalogue change notice.
   */
  const bookmarks = new PageBookmarks(MAX_BOOKMARKS);
  const rememberBookmark = (listKey: string, offset: number, id: string, readIn: number) => {
    if (readIn === generation) bookmarks.remember(listKey, offset, id);
  };

  /** The page reads' shapes sent prepared (see MAX_PREPARED_PAGE_READS). */
  const preparedShapes = new Set<string>();
  const preparesShape = (shape: string) => {
    if (preparedShapes.size < MAX_PREPARED_PAGE_READS) preparedShapes.add(shape);
    return preparedShapes.has(shape);
  };

  /**
   * Statements built so far, by shape: a list's page reads are built once for each shape, and the
   * values (placeholders) given at each call. Building a statement costs more Node time than
   * PostgreSQL takes to answer it.
   */
  const built = new Map<string, RawStatement>();
  const statement = (shape: string, build: () => RawStatement) => {
    const known = built.get(shape);
    if (known) return known;
    if (built.size >= MAX_BUILT_STATEMENTS) built.clear();
    const made = build();
    built.set(shape, made);
    return made;
  };

  /**
   * The rows of kind `kind` that `filter` lets through; a search read as `search` says (see
   * `searchTest`).
   */
  function matching(kind: CatalogueKind, filter: ListFilter, search: SearchRead = "planned"): SQL {
    const table = tables[kind];
    const where: SQL[] = [visible[kind]];
    if (filter.q) where.push(searchTest(table.name, search));
    if (filter.platform) where.push(platformFilter(kind, placeholders.platform));
    // The flag's column itself, not compared with a parameter: it matches the flag's partial index.
    if (filter.flag) where.push(sql`${table[filter.flag as keyof typeof table] as AnyPgColumn}`);
    where.push(...relationFilters(kind, filter));
    return and(...where) as SQL;
  }

  /**
   * A page whose rows are the first `limit` rows of `where` in `order`, read as the sort's index
   * walks them. The walk is a subquery, so a sort (the planner's choice for a table of a few rows)
   * carries the stored answers' pointers, not their text: a game's answer holds its courses.
   */
  function directPage(kind: CatalogueKind, where: SQL, order: SQL[], limit: SQL) {
    const table = tables[kind] as typeof t.courses;
    const walked = db
      .select({ id: table.id, wireShape: table.wireShape, wire: table.wire })
      .from(table)
      .where(where)
      .orderBy(...order)
      // drizzle writes an SQL limit into the text, where a number would be a parameter.
      .limit(limit as unknown as number)
      .as("page");
    return db.select({ id: walked.id, answer: storedAnswerOf(kind, walked) }).from(walked);
  }

  /**
   * A page whose ids are found by the indexes alone, walking past the rows a filter or an offset
   * leaves out without reading them; only its own rows are then read whole. `window` is the limit
   * and offset. When every row walked is on the page and no bookmark is sought, `directPage` reads
   * it: a lookup of each id cost as much again (docs/decisions/058).
   */
  function idsFirstPage(kind: CatalogueKind, where: SQL, order: SQL[], window: SQL) {
    const table = tables[kind];
    const ids = db
      .select({ id: table.id })
      .from(table)
      .where(where)
      .orderBy(...order);
    return db
      .select({ id: table.id, answer: storedAnswerOf(kind) })
      .from(table)
      .innerJoin(
        sql`unnest(array(${ids} limit ${window})) with ordinality as page(id, position)`,
        sql`page.id = ${table.id}`,
      )
      .orderBy(sql`page.position`);
  }

  async function countMatching(kind: CatalogueKind, filter: ListFilter): Promise<number> {
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tables[kind])
      .where(matching(kind, filter))
      .execute(valuesOf(filter));
    return count?.n ?? 0;
  }

  /** How a list's search is read, once its matches are counted (see `searchTest`). */
  function searchRead(kind: CatalogueKind, filter: ListFilter, matches: number | undefined): SearchRead {
    if (!filter.q || matches === undefined) return "planned";
    if (matches <= fewMatches) return "small";
    const narrowed = totals.get(totalKey(kind, { ...filter, q: undefined }));
    return narrowed !== undefined && matches >= narrowed * COMMON_SEARCH_SHARE ? "common" : "planned";
  }

  /**
   * One page of visible items, in order (each its id, and its answer when one is stored under the
   * current shape), and how many match in all.
   */
  async function readPage<K extends CatalogueKind>(
    kind: K,
    filter: ListFilter,
  ): Promise<{ rows: PageRow<K>[]; total: number }> {
    const table = tables[kind as CatalogueKind];
    const key = totalKey(kind, filter);
    const countedIn = generation;
    // A narrowed list is counted before its first page is read, so that page is read as its count
    // says: a game with five courses among 100,000 read whole, not by a walk of every row (51 ms).
    const narrowed = isNarrowed(filter);
    const known =
      totals.get(key) ??
      (narrowed ? rememberTotal(key, await countMatching(kind, filter), countedIn) : undefined);
    const offset = (filter.page - 1) * filter.limit;
    if (known !== undefined && offset >= known) return { rows: [], total: known };
    const search = searchRead(kind, filter, known);
    const readWhole = narrowed && known !== undefined && known <= fewMatches;
    const listKey = `${key}${filter.sort}`;
    /** What a page read's text depends on, besides its window: which filters are set, not their values. */
    const shapeKey = [
      kind,
      filter.sort,
      filter.flag,
      search,
      readWhole,
      ...VALUE_FILTERS.map((f) => Boolean(filter[f])),
    ];
    const values = valuesOf(filter);
    /** The page, from `bookmark` or else from whichever end of the order is nearer. */
    const readFrom = async (bookmark: PageBookmark | undefined) => {
      const window = pageWindow(offset, filter.limit, known, offset - (bookmark?.offset ?? 0));
      const seeks = bookmark !== undefined && !window.reversed;
      // A small offset is written into the text like the limit; a larger one is a hidden parameter.
      const literalOffset = window.offset <= MAX_LITERAL_OFFSET ? window.offset : undefined;
      // A seek keeps its ids first: read directly, it was planned afresh at every call for its
      // bookmark's id among 100,000 courses, and kept its plan among 1,000.
      const direct = !narrowed && !seeks && window.offset === 0;
      const shape = JSON.stringify([
        ...shapeKey,
        window.reversed,
        window.limit,
        literalOffset,
        seeks,
        direct,
      ]);
      const read = statement(shape, () => {
        const matches = matching(kind, filter, search);
        const where = readWhole ? amongMatches(table, matches) : matches;
        const keys = orderKeys(kind, filter.sort);
        const seek = seeks ? atOrAfter(table, matches, keys, placeholders.seek) : undefined;
        const inPageOrder = seek ? (and(where, seek) as SQL) : where;
        const ordered = orderBy(keys, window.reversed);
        const limit = sql.raw(String(window.limit));
        const offsetClause =
          literalOffset === undefined
            ? sql` offset (select ${placeholders.offset}::bigint)`
            : sql.raw(literalOffset > 0 ? ` offset ${literalOffset}` : "");
        const page = direct
          ? directPage(kind, inPageOrder, ordered, limit)
          : idsFirstPage(kind, inPageOrder, ordered, sql`${limit}${offsetClause}`);
        // A shape past the prepared ones is planned at each call.
        return rawStatement(db, page, { prepare: preparesShape(shape) });
      });
      const rows = (await read.execute({ ...values, seek: bookmark?.id, offset: window.offset })).map(
        ([id, answer]) => ({ id, answer }) as PageRow<K>,
      );
      return { rows: window.reversed ? rows.reverse() : rows, sought: seeks };
    };
    const page = await readFrom(bookmarks.nearest(listKey, offset));
    // Fewer rows than the list holds there: the bookmarked row left the list before the change
    // notice came. The page is read again without it.
    const expected = known === undefined ? filter.limit : Math.min(filter.limit, known - offset);
    const { rows } = page.sought && page.rows.length < expected ? await readFrom(undefined) : page;
    if (rows[0] !== undefined) rememberBookmark(listKey, offset, rows[0].id, countedIn);
    if (known !== undefined) return { rows, total: known };
    // A page that is not full (and not past the end) ends the list: it tells the total by itself.
    const endsList = rows.length < filter.limit && (rows.length > 0 || offset === 0);
    const total = endsList ? offset + rows.length : await countMatching(kind, filter);
    return { rows, total: rememberTotal(key, total, countedIn) };
  }

  /**
   * Visible items of kind `kind` with their wire objects' JSON text, in the order of `ids`. The
   * statement's text is the same on every call of a kind (the ids are one array parameter), so it is
   * sent prepared: each connection parses it once and PostgreSQL keeps its plan.
   */
  async function answersByIds<K extends CatalogueKind>(
    kind: K,
    ids: string[],
  ): Promise<{ id: string; item: ItemJson<K> }[]> {
    if (ids.length === 0) return [];
    const read = statement(kind, () => {
      const table = tables[kind];
      const items = db
        .select({ id: table.id, ...itemOf(kind) })
        .from(table as PgTable)
        .innerJoin(
          sql`unnest(${placeholders.ids}::text[]) with ordinality as page(id, position)`,
          sql`page.id = ${table.id}`,
        )
        .where(visible[kind])
        .orderBy(sql`page.position`);
      return rawStatement(db, items, { prepare: true });
    });
    const rows = (await read.execute({ ids })) as [string, ItemJson<K>][];
    return rows.map(([id, item]) => ({ id, item: compactJson(item) }));
  }

  /** Visible items of kind `kind` as their wire objects' JSON text, in the order of `ids`. */
  async function itemsByIds<K extends CatalogueKind>(kind: K, ids: string[]): Promise<ItemJson<K>[]> {
    return (await answersByIds(kind, ids)).map((row) => row.item);
  }

  /**
   * Builds and stores the answers of the next visible items of kind `kind`, in id order after
   * `afterId`, whose stored answer is missing or of another shape; answers their ids, in order (none
   * when none was left). It runs in REPEATABLE READ: when an item changed after the
   * answers were read (its triggers clear its answer), storing fails with a serialization error
   * rather than keep an answer of what the change replaced.
   */
  async function storeAnswers(kind: CatalogueKind, afterId?: string): Promise<string[]> {
    const table = tables[kind] as typeof t.courses;
    const { built, shape } = answerBuild(kind);
    return db.transaction(
      async (tx) => {
        // Losing a stored answer in a crash costs only its building again.
        await tx.execute(sql`set local synchronous_commit = off`);
        // An update that leaves wire_shape as it was is taken for a change by the triggers.
        const due = and(visible[kind], sql`${table.wireShape} is distinct from ${shape}`);
        const rows = await tx
          .select({ id: table.id, answer: sql<string>`(${built})::text` })
          .from(table)
          .where(and(due, afterId === undefined ? undefined : gt(table.id, afterId)))
          .orderBy(table.id)
          .limit(ANSWERS_PER_BATCH);
        if (rows.length > 0) {
          const answers = rows.map((row) => compactJson(row.answer));
          await tx.execute(sql`
            update ${table} set wire = answer.text::json, wire_shape = ${shape}
            from unnest(${sql.param(rows.map((row) => row.id))}::text[], ${sql.param(answers)}::text[])
              as answer(id, text)
            where ${table.id} = answer.id and ${due}`);
        }
        return rows.map((row) => row.id);
      },
      { isolationLevel: "repeatable read" },
    );
  }

  /** One page of visible items as their wire objects' JSON text, in order, and how many match in all. */
  async function listItems<K extends CatalogueKind>(
    kind: K,
    filter: ListFilter,
  ): Promise<{ items: ItemJson<K>[]; total: number }> {
    const { rows, total } = await readPage(kind, filter);
    // Answers not stored yet (cleared by a change the builder has not caught up with) are built.
    const unstored = rows.filter((row) => row.answer === null).map((row) => row.id);
    // Only visible items are answered: one hidden since the page was read is left out.
    const built = new Map((await answersByIds(kind, unstored)).map((row) => [row.id, row.item]));
    const items = rows.flatMap((row) => {
      const item = row.answer ?? built.get(row.id);
      return item === undefined ? [] : [item];
    });
    return { items, total };
  }

  return {
    listItems,
    /** The catalogue changed: totals are counted again. */
    forgetTotals: () => {
      generation += 1;
      totals.clear();
      bookmarks.clear();
    },
    itemsByIds,
    storeAnswers,
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
