/**
 * The catalogue's public items as the database builds them: each item's wire object (its contract
 * schema's fields, nested parts included) as one JSON value, so a page of items is read in one
 * statement (docs/decisions/031-catalogue-items-built-by-the-database.md). The database also keeps
 * each item's built answer (docs/decisions/041-stored-catalogue-answers.md).
 */
import { createHash } from "node:crypto";
import {
  type CatalogueKind,
  type Coach,
  CoachSchema,
  type Course,
  CourseSchema,
  type Game,
  GameSchema,
  type Guide,
  GuideSchema,
  MAX_COACH_TESTIMONIALS,
} from "@clutch/contract";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, PgDialect, type PgTable } from "drizzle-orm/pg-core";
import * as t from "../../db/schema";
import { refColumns, sessionTypeColumns, visible } from "../../db/visibility";

/** `json_build_object` of `columns` (a wire field's name → its column); `stripNulls` leaves out null fields. */
function jsonObject(columns: Record<string, AnyPgColumn | SQL>, stripNulls = false): SQL {
  const fields = Object.entries(columns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`);
  const object = sql`json_build_object(${sql.join(fields, sql`, `)})`;
  return stripNulls ? sql`json_strip_nulls(${object})` : object;
}

/**
 * A JSON array of `object` over the rows of `from` that meet `where`, in `order` (`[]` when none),
 * the first `limit` of them when given.
 */
function jsonArray(object: SQL, from: SQL, where: SQL, order: SQL, limit?: number): SQL {
  const array =
    limit === undefined
      ? sql`json_agg(${object} order by ${order})`
      : sql`to_json((array_agg(${object} order by ${order}))[1:${sql.raw(String(limit))}])`;
  return sql`coalesce((select ${array} from ${from} where ${where}), '[]'::json)`;
}

const refSources = {
  game: { items: t.games, itemsVisible: visible.game, columns: refColumns.game },
  coach: { items: t.coaches, itemsVisible: visible.coach, columns: refColumns.coach },
  course: { items: t.courses, itemsVisible: visible.course, columns: refColumns.course },
};
type RefKind = keyof typeof refSources;

/**
 * The short forms of the visible items of kind `kind` linked to the outer query's item `ownerId`
 * through `link` (`owner` is the link's column holding owners, `target` the one holding the items),
 * most popular first.
 */
function linkedRefs(
  kind: RefKind,
  link: PgTable,
  owner: AnyPgColumn,
  target: AnyPgColumn,
  ownerId: AnyPgColumn,
) {
  const { items, itemsVisible, columns } = refSources[kind];
  return jsonArray(
    jsonObject(columns),
    sql`${link} join ${items} on ${items.id} = ${target}`,
    and(eq(owner, ownerId), itemsVisible) as SQL,
    sql`${items.popularity} desc, ${items.id}`,
  );
}

const chapterOutlines = (owner: AnyPgColumn, ownerId: AnyPgColumn) =>
  jsonArray(
    jsonObject({
      _id: t.chapters.id,
      name: t.chapters.name,
      image: t.chapters.image,
      summary: t.chapters.summary,
    }),
    sql`${t.chapters}`,
    and(eq(owner, ownerId), visible.chapter) as SQL,
    sql`${t.chapters.position}`,
  );

const testimonialsOf = (owner: AnyPgColumn, ownerId: AnyPgColumn, limit?: number) =>
  jsonArray(
    jsonObject(
      { text: t.testimonials.text, image: t.testimonials.image, author: t.testimonials.author },
      true,
    ),
    sql`${t.testimonials}`,
    eq(owner, ownerId),
    sql`${t.testimonials.position}`,
    limit,
  );

const { coachGames, courseGames, courseCoaches, guideCoaches, guideGames } = t;

/** Each kind's table. */
export const catalogueTables = {
  game: t.games,
  coach: t.coaches,
  course: t.courses,
  guide: t.guides,
} as const;
/** Each kind's public item schema (the contract's). */
export const wireSchemas = { game: GameSchema, coach: CoachSchema, course: CourseSchema, guide: GuideSchema };

const dialect = new PgDialect();

/**
 * A public item of kind `kind` as its wire object (every field of its contract schema), built by the
 * database in the statement that finds it: the row's own columns, `columns` where a field's column
 * is named otherwise, and the nested parts as correlated subqueries through their indexes. Rendered
 * to text once, at start-up (its only values are the visibility flags), as the statement is the
 * same on every call.
 */
function wireItem(kind: CatalogueKind, columns: Record<string, AnyPgColumn | SQL>): string {
  const table = catalogueTables[kind] as unknown as Record<string, AnyPgColumn>;
  const fields = Object.fromEntries(
    Object.keys(wireSchemas[kind].shape).map((field) => {
      const column = columns[field] ?? table[field];
      if (!column) throw new Error(`The ${kind} field ${field} has no column.`);
      return [field, column];
    }),
  );
  return dialect.sqlToQuery(jsonObject(fields).inlineParams()).sql;
}

const builtText = {
  game: wireItem("game", {
    _id: t.games.id,
    coaches: linkedRefs("coach", coachGames, coachGames.gameId, coachGames.coachId, t.games.id),
    courses: linkedRefs("course", courseGames, courseGames.gameId, courseGames.courseId, t.games.id),
  }),
  coach: wireItem("coach", {
    _id: t.coaches.id,
    areaOfoperation: t.coaches.areaOfOperation,
    motableTeams: t.coaches.notableTeams,
    testimonials: testimonialsOf(t.testimonials.coachId, t.coaches.id, MAX_COACH_TESTIMONIALS),
    courses: linkedRefs("course", courseCoaches, courseCoaches.coachId, courseCoaches.courseId, t.coaches.id),
    games: linkedRefs("game", coachGames, coachGames.coachId, coachGames.gameId, t.coaches.id),
    sessionTypes: jsonArray(
      jsonObject(sessionTypeColumns),
      sql`${t.sessionTypes}`,
      and(eq(t.sessionTypes.coachId, t.coaches.id), isNull(t.sessionTypes.retiredAt)) as SQL,
      sql`${t.sessionTypes.position}`,
    ),
  }),
  course: wireItem("course", {
    _id: t.courses.id,
    chapters: chapterOutlines(t.chapters.courseId, t.courses.id),
    coaches: linkedRefs("coach", courseCoaches, courseCoaches.courseId, courseCoaches.coachId, t.courses.id),
    games: linkedRefs("game", courseGames, courseGames.courseId, courseGames.gameId, t.courses.id),
  }),
  guide: wireItem("guide", {
    _id: t.guides.id,
    chapters: chapterOutlines(t.chapters.guideId, t.guides.id),
    testimonials: testimonialsOf(t.testimonials.guideId, t.guides.id),
    coaches: linkedRefs("coach", guideCoaches, guideCoaches.guideId, guideCoaches.coachId, t.guides.id),
    games: linkedRefs("game", guideGames, guideGames.guideId, guideGames.gameId, t.guides.id),
  }),
};

/**
 * How an item's answer is built, and the shape of that build: a hash of the statement, so an answer
 * stored by a server whose answers had other fields (an older or newer release) is never used.
 */
const builds = Object.fromEntries(
  Object.entries(builtText).map(([kind, text]) => [
    kind,
    { built: sql.raw(text), shape: createHash("sha256").update(text).digest("hex").slice(0, 16) },
  ]),
) as Record<CatalogueKind, { built: SQL; shape: string }>;

/** The answer of an item of kind `kind` built afresh, and the shape to store it under. */
export const answerBuild = (kind: CatalogueKind) => builds[kind];

interface Items {
  game: Game;
  coach: Coach;
  course: Course;
  guide: Guide;
}
/** A public item on the wire. */
type Item<K extends CatalogueKind> = Items[K];
/**
 * A public item's wire object as JSON text, as the database keeps and builds it: answers are sent
 * as these bytes, never parsed on the way (docs/decisions/042-answers-sent-as-stored.md).
 */
export type ItemJson<K extends CatalogueKind> = string & { readonly item?: Item<K> };

/**
 * The item's stored answer when it was stored under the current shape, else null: what a page read
 * takes along with the ids, leaving the building of a missing answer to `itemOf`. The shape is a
 * parameter: the driver sends a statement without any unprepared, to be planned at every call.
 */
export const storedAnswerOf = <K extends CatalogueKind>(
  kind: K,
  { wireShape, wire }: StoredAnswerColumns = catalogueTables[kind],
) => sql<ItemJson<K> | null>`case when ${wireShape} = ${builds[kind].shape} then ${wire}::text end`;

/** Where an item's stored answer is read from: its table's columns, or a subquery's. */
interface StoredAnswerColumns {
  wireShape: AnyPgColumn;
  wire: AnyPgColumn;
}

/**
 * The select of a public item of kind `kind`, as its wire object's JSON text in the column `item`:
 * its stored answer, else one built afresh.
 */
export const itemOf = <K extends CatalogueKind>(kind: K) => ({
  item: sql<ItemJson<K>>`coalesce(${storedAnswerOf(kind)}, (${builds[kind].built})::text)`,
});
