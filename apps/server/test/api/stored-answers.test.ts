import {
  CATALOGUE_KINDS,
  type CatalogueKind,
  detailResponseSchema,
  LIST_LIMIT_MAX,
  listResponseSchema,
} from "@clutch/contract";
import { type SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client";
import * as schema from "../../src/db/schema";
import { visible } from "../../src/db/visibility";
import { createCatalogueRepository } from "../../src/modules/catalogue/repository";
import { createCatalogueService } from "../../src/modules/catalogue/service";
import { storeMissingAnswers } from "../../src/modules/catalogue/stored-answers";
import { answerBuild, catalogueTables, wireSchemas } from "../../src/modules/catalogue/wire-items";
import { dbKind, queryRows, startTestServer, type TestServer } from "./harness";

let server: TestServer;
let db: Database;
beforeAll(async () => {
  server = await startTestServer();
  db = server.server.app.database.db;
});
afterAll(async () => {
  await server?.close();
});

const rows = <Row>(query: SQL) => queryRows<Row>(db, query);

/** Per kind: visible items, answers stored under the current shape, and stored answers that differ from one built now. */
async function census() {
  const counts: Record<string, { visible: number; stored: number; differing: string[] }> = {};
  for (const kind of CATALOGUE_KINDS) {
    const table = catalogueTables[kind];
    const { built, shape } = answerBuild(kind);
    const visibleWhere = visible[kind];
    const [count] = await rows<{ visible: number; stored: number }>(
      sql`select count(*) filter (where ${visibleWhere})::int as visible,
                 count(*) filter (where ${visibleWhere} and ${table.wireShape} = ${shape})::int as stored
          from ${table}`,
    );
    const differing = await rows<{ id: string }>(
      sql`select ${table.id} as id from ${table}
          where ${table.wireShape} = ${shape} and ${table.wire}::jsonb is distinct from (${built})::jsonb`,
    );
    counts[kind] = {
      visible: count?.visible ?? 0,
      stored: count?.stored ?? 0,
      differing: differing.map((r) => r.id),
    };
  }
  return counts as Record<CatalogueKind, { visible: number; stored: number; differing: string[] }>;
}

const storeAll = () => storeMissingAnswers(createCatalogueRepository(db));

/** Every visible item's answer stored, and each equal to one built now. */
async function expectAllStored() {
  await storeAll();
  for (const [kind, count] of Object.entries(await census())) {
    expect(count.visible, kind).toBeGreaterThan(0);
    expect(count, kind).toEqual({ visible: count.visible, stored: count.visible, differing: [] });
  }
}

/** No stored answer differs from one built now; answers how many of each kind `change` cleared. */
async function expectNoStaleAnswerAfter(change: ReturnType<typeof sql>) {
  await expectAllStored();
  await db.execute(change);
  const after = await census();
  for (const [kind, count] of Object.entries(after)) expect(count.differing, kind).toEqual([]);
  const cleared = Object.fromEntries(
    Object.entries(after).map(([kind, count]) => [kind, count.visible - count.stored]),
  );
  await expectAllStored();
  return cleared;
}

/** Each link table's two ends: the kind of item and the column naming its items. */
const LINK_ENDS = {
  course_games: ["course", "course_id", "game", "game_id"],
  course_coaches: ["course", "course_id", "coach", "coach_id"],
  coach_games: ["coach", "coach_id", "game", "game_id"],
  guide_games: ["guide", "guide_id", "game", "game_id"],
} as const;

/** A row of the link table `link` between two visible items, as `select`ed (`columns`). */
function visibleLink(link: keyof typeof LINK_ENDS, columns: string) {
  const [a, aColumn, b, bColumn] = LINK_ENDS[link];
  const [aTable, bTable] = [catalogueTables[a], catalogueTables[b]];
  return sql`(select ${sql.raw(columns)} from ${sql.raw(link)} l
    join ${aTable} on ${aTable.id} = ${sql.raw(`l.${aColumn}`)}
    join ${bTable} on ${bTable.id} = ${sql.raw(`l.${bColumn}`)}
    where ${visible[a]} and ${visible[b]} limit 1)`;
}
/** The id in `column` of a link between two visible items: an item another one's answer shows. */
const linked = (link: keyof typeof LINK_ENDS, column: string) => visibleLink(link, `l.${column}`);

describe("stored catalogue answers", () => {
  it("are built for every visible item and equal the answer built afresh", async () => {
    await expectAllStored();
  });

  it("are cleared by every change to what an answer shows, and by nothing else", async () => {
    const changes: [string, ReturnType<typeof sql>, Partial<Record<CatalogueKind, "some" | 0>>][] = [
      [
        "a game renamed",
        sql`update games set name = name || ' II' where id = ${linked("course_games", "game_id")}`,
        { game: "some", course: "some" },
      ],
      [
        "a coach renamed",
        sql`update coaches set name = name || ' Jr' where id = ${linked("course_coaches", "coach_id")}`,
        { coach: "some", course: "some" },
      ],
      [
        "a course repriced",
        sql`update courses set price = price + 1 where id = ${linked("course_coaches", "course_id")}`,
        { course: "some", coach: "some" },
      ],
      [
        "a course hidden",
        sql`update courses set disabled = true where id = ${linked("course_games", "course_id")}`,
        { game: "some" },
      ],
      [
        "a guide renamed",
        sql`update guides set name = name || ' 2' where id = (select id from guides where is_approved and not disabled limit 1)`,
        { guide: "some", game: 0, coach: 0, course: 0 },
      ],
      [
        "a link added",
        sql`insert into course_coaches (course_id, coach_id)
            select c.id, k.id from courses c cross join coaches k
            where c.is_approved and not c.disabled and not k.disabled
              and not exists (select 1 from course_coaches l where l.course_id = c.id and l.coach_id = k.id)
            limit 1`,
        { course: "some", coach: "some" },
      ],
      [
        "a link removed",
        sql`delete from coach_games where (coach_id, game_id) = ${visibleLink("coach_games", "l.coach_id, l.game_id")}`,
        { coach: "some", game: "some" },
      ],
      [
        "links reordered",
        sql`update guide_games set position = position + 1 where guide_id = ${linked("guide_games", "guide_id")}`,
        { guide: "some" },
      ],
      [
        "a chapter renamed",
        sql`update chapters set name = name || '!' where id = (select h.id from chapters h join courses c on c.id = h.course_id where c.is_approved and not c.disabled limit 1)`,
        { course: "some", game: 0, coach: 0 },
      ],
      [
        "a guide's chapter removed",
        sql`delete from chapters where id = (select h.id from chapters h join guides g on g.id = h.guide_id where g.is_approved and not g.disabled limit 1)`,
        { guide: "some" },
      ],
      [
        "a testimonial changed",
        sql`update testimonials set text = text || '.' where id = (select s.id from testimonials s join coaches k on k.id = s.coach_id where not k.disabled limit 1)`,
        { coach: "some" },
      ],
      [
        "a session type retired",
        sql`update session_types set retired_at = now() where id = (select s.id from session_types s join coaches k on k.id = s.coach_id where s.retired_at is null and not k.disabled limit 1)`,
        { coach: "some" },
      ],
    ];
    for (const [name, change, expected] of changes) {
      const cleared = await expectNoStaleAnswerAfter(change);
      for (const [kind, amount] of Object.entries(expected)) {
        if (amount === 0) expect(cleared[kind], `${name}: ${kind}`).toBe(0);
        else expect(cleared[kind], `${name}: ${kind}`).toBeGreaterThan(0);
      }
    }
  });

  it("are cleared on both sides when an item is deleted with its links, and when links are truncated", async () => {
    await db.execute(sql`insert into coaches (id, name, bio, rating, country, platform, header_image, hexagon_hor_image, hexagon_ver_image)
      values ('stored-answers-coach', 'Short-lived Coach', 'Here for a moment.', 4.5, 'India', 'PC', '/h.webp', '/x.webp', '/y.webp')`);
    await db.execute(sql`insert into course_coaches (course_id, coach_id)
      select id, 'stored-answers-coach' from courses where is_approved and not disabled limit 2`);
    await db.execute(sql`insert into coach_games (coach_id, game_id)
      select 'stored-answers-coach', id from games where is_approved and not disabled limit 1`);
    const deleted = await expectNoStaleAnswerAfter(
      sql`delete from coaches where id = 'stored-answers-coach'`,
    );
    expect(deleted.course).toBe(2);
    expect(deleted.game).toBe(1);
    const truncated = await expectNoStaleAnswerAfter(sql`truncate guide_coaches`);
    expect(truncated.guide).toBeGreaterThan(0);
    expect(truncated.coach).toBeGreaterThan(0);
  });

  it("are what a read answers, unless they were stored under another shape", async () => {
    await expectAllStored();
    const repository = createCatalogueRepository(db);
    const [course] = await rows<{ id: string }>(
      sql`select id from courses where is_approved and not disabled limit 1`,
    );
    const id = course?.id ?? "";
    const read = async () => {
      const [item] = await repository.itemsByIds("course", [id]);
      return item === undefined ? undefined : (JSON.parse(item) as Record<string, unknown>);
    };
    const built = await read();
    // An update that sets wire_shape is taken for a build being stored: nothing is cleared.
    await db.execute(sql`update courses set wire_shape = 'an older release' where id = ${id}`);
    expect(await read()).toEqual(built);
    const marked = { ...built, name: "Stored, not built" };
    const { shape } = answerBuild("course");
    await db.execute(
      sql`update courses set wire = ${JSON.stringify(marked)}::json, wire_shape = ${shape} where id = ${id}`,
    );
    expect((await read())?.name).toBe("Stored, not built");
    // Any other update of the item clears what was stored.
    await db.execute(sql`update courses set wire = ${JSON.stringify(marked)}::json where id = ${id}`);
    expect(await read()).toEqual(built);
    await expectAllStored();
  });

  it("are sent as their contract schemas read them, stored or built afresh", async () => {
    const service = createCatalogueService({ repository: createCatalogueRepository(db) });
    /** Each kind's whole list and every item's detail, each equal to its schema's own reading of it. */
    const listTexts = new Map<CatalogueKind, string>();
    const expectAnswersAsContracted = async (stored: boolean) => {
      for (const kind of CATALOGUE_KINDS) {
        const text = await service.listAnswer(kind, { sort: "popularity", page: 1, limit: LIST_LIMIT_MAX });
        // Without the spaces the database's JSON puts around every ":", stored or built: the same bytes.
        expect(text.includes('" : '), kind).toBe(false);
        if (stored) listTexts.set(kind, text);
        else expect(text, kind).toBe(listTexts.get(kind));
        const list = JSON.parse(text) as { data: { _id: string }[] };
        expect(list.data.length, kind).toBeGreaterThan(0);
        expect(listResponseSchema(wireSchemas[kind]).parse(list), kind).toEqual(list);
        for (const { _id } of list.data) {
          const detail = JSON.parse(await service.detailAnswer(kind, _id)) as unknown;
          expect(detailResponseSchema(wireSchemas[kind]).parse(detail), `${kind} ${_id}`).toEqual(detail);
        }
      }
    };
    await expectAllStored();
    await expectAnswersAsContracted(true);
    // A page with some answers stored and some not: the same items in the same order.
    const query = { sort: "popularity", page: 1, limit: LIST_LIMIT_MAX } as const;
    const whole = await service.listAnswer("course", query);
    await db.execute(
      sql`update courses set wire_shape = 'another release' where wire_shape is not null and id in
          (select id from courses order by id limit (select count(*) / 2 from courses))`,
    );
    expect(await service.listAnswer("course", query)).toBe(whole);
    // Under another shape, no stored answer is used: every answer is built in the read.
    for (const table of Object.values(catalogueTables)) {
      await db.execute(sql`update ${table} set wire_shape = 'another release' where wire_shape is not null`);
    }
    await expectAnswersAsContracted(false);
    await expectAllStored();
  });

  it("are built again by the server once it is ready, and after a catalogue change notice", async () => {
    await expectAllStored();
    const cleared = async () => {
      const counts = await census();
      return Object.values(counts).reduce((sum, count) => sum + count.visible - count.stored, 0);
    };
    // Changed behind the server's back: nothing tells it, and the answers stay cleared.
    await db.execute(
      sql`update games set summary = summary || ' ' where id = ${linked("course_games", "game_id")}`,
    );
    expect(await cleared()).toBeGreaterThan(1);
    await server.server.app.changes.publish("catalogue");
    await expect.poll(cleared, { timeout: 10_000 }).toBe(0);

    await db.execute(
      sql`update coaches set bio = bio || ' ' where id = ${linked("course_coaches", "coach_id")}`,
    );
    expect(await cleared()).toBeGreaterThan(1);
    await server.restart();
    db = server.server.app.database.db;
    await expect.poll(cleared, { timeout: 10_000 }).toBe(0);
    for (const count of Object.values(await census())) expect(count.differing).toEqual([]);
  });

  it.skipIf(dbKind() !== "postgres")(
    "are not stored when built from what a transaction still open then changes",
    async () => {
      const { database } = server.server.app.config;
      if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
      await expectAllStored();
      const [link] = await rows<{ course: string; coach: string }>(
        sql`select l.course_id as course, l.coach_id as coach from course_coaches l
            join courses c on c.id = l.course_id join coaches k on k.id = l.coach_id
            where c.is_approved and not c.disabled and not k.disabled limit 1`,
      );
      if (!link) throw new Error("the demo has no course with a coach");
      // Only the course's answer is due (stored under another shape), so the next build reads the
      // coach's name for it, and waits for nothing else.
      await db.execute(sql`update courses set wire_shape = 'an older release' where id = ${link.course}`);
      const editor = postgres(database.url, { max: 1, onnotice: () => {} });
      const builder = postgres(database.url, { max: 1, onnotice: () => {} });
      const lockWaiters = async () =>
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity
                where wait_event_type = 'Lock' and datname = current_database()`,
          )
        )[0]?.n;
      try {
        let commit = () => {};
        const committed = new Promise<void>((resolve) => {
          commit = resolve;
        });
        let renamed = () => {};
        const renaming = new Promise<void>((resolve) => {
          renamed = resolve;
        });
        // Renaming the coach clears the course's answer too, and holds the course's row until it commits.
        const edit = editor.begin(async (tx) => {
          await tx`update coaches set name = 'Second Name' where id = ${link.coach}`;
          renamed();
          await committed;
        });
        await renaming;
        const build = storeMissingAnswers(
          createCatalogueRepository(drizzle(builder, { schema }) as unknown as Database),
        );
        // The build has read the old name and waits to store the course's answer.
        await expect.poll(lockWaiters, { timeout: 5000 }).toBe(1);
        commit();
        await edit;
        await build;
        const [stored] = await rows<{ coaches: { _id: string; name: string }[] }>(
          sql`select wire->'coaches' as coaches from courses where id = ${link.course}`,
        );
        expect(stored?.coaches.find((coach) => coach._id === link.coach)?.name).toBe("Second Name");
        expect((await census()).course.differing).toEqual([]);
      } finally {
        await editor.end();
        await builder.end();
      }
    },
  );
});
