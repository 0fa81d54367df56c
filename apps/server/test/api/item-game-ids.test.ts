import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CatalogueKind } from "@clutch/contract";
import { type SQL, sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "../../src/db/client";
import { seedCatalogue } from "../../src/db/seed";
import { createCatalogueRepository } from "../../src/modules/catalogue/repository";
import { createCatalogueService } from "../../src/modules/catalogue/service";
import { migrationsDir } from "../../src/paths";
import {
  dbKind,
  postgresAdminUrl,
  postgresUrl,
  queryRows,
  startTestServer,
  type TestServer,
} from "./harness";

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

/** The kinds linked to games, with their link table and the link's column naming the item. */
const LINKED = [
  { kind: "coach", items: "coaches", link: "coach_games", column: "coach_id" },
  { kind: "course", items: "courses", link: "course_games", column: "course_id" },
  { kind: "guide", items: "guides", link: "guide_games", column: "guide_id" },
] as const;

/** Items whose `game_ids` are not exactly their links' games, per item table. */
async function disagreeing() {
  const found: Record<string, string[]> = {};
  for (const { items, link, column } of LINKED) {
    const wrong = await rows<{ id: string }>(sql`
      select item.id from ${sql.identifier(items)} item
      where item.game_ids is distinct from
        array(select game_id from ${sql.identifier(link)} where ${sql.identifier(column)} = item.id order by game_id)`);
    found[items] = wrong.map((row) => row.id);
  }
  return found;
}

const noneDisagree = { coaches: [], courses: [], guides: [] };

/** A list of `kind` filtered by `game`, read uncached: the ids of its items, in order. */
async function listedFor(kind: CatalogueKind, game: string) {
  const service = createCatalogueService({ repository: createCatalogueRepository(db) });
  const answer = await service.listAnswer(kind, { sort: "popularity", page: 1, limit: 100, game });
  return (JSON.parse(answer) as { data: { _id: string }[] }).data.map((item) => item._id);
}

/** The visible items of `items` linked to `game` through `link`, in the list's order. */
async function linkedTo(items: string, link: string, column: string, game: string) {
  const popularity = items === "guides" ? "upvotes" : "popularity";
  const visible = items === "coaches" ? sql`not disabled` : sql`is_approved and not disabled`;
  const found = await rows<{ id: string }>(sql`
    select id from ${sql.identifier(items)} item
    where ${visible} and exists (select 1 from ${sql.identifier(link)} where ${sql.identifier(column)} = item.id and game_id = ${game})
    order by ${sql.identifier(popularity)} desc, id`);
  return found.map((row) => row.id);
}

async function expectListsFollowLinks() {
  const games = await rows<{ id: string }>(sql`select id from games order by id`);
  expect(games.length).toBeGreaterThan(1);
  for (const { id: game } of games)
    for (const { kind, items, link, column } of LINKED)
      expect(await listedFor(kind, game), `${kind} of ${game}`).toEqual(
        await linkedTo(items, link, column, game),
      );
}

describe("an item's games kept on its row", () => {
  it("are its links' games after the demo catalogue is seeded, and a game's lists are its linked items", async () => {
    const linkedCourses = await rows<{ n: number }>(
      sql`select count(*)::int as n from courses where game_ids <> '{}'`,
    );
    expect(linkedCourses[0]?.n).toBeGreaterThan(0);
    expect(await disagreeing()).toEqual(noneDisagree);
    await expectListsFollowLinks();
  });

  it("follow every change of the links: added, moved to another game, reordered, removed, a game deleted, all truncated", async () => {
    const [first, second] = await rows<{ id: string }>(sql`select id from games order by id limit 2`);
    const [course] = await rows<{ id: string }>(
      sql`select id from courses where is_approved and not disabled order by id limit 1`,
    );
    if (!first || !second || !course) throw new Error("the demo catalogue has games and courses");
    const changes = [
      sql`delete from course_games where course_id = ${course.id}`,
      sql`insert into course_games (course_id, game_id, position) values (${course.id}, ${first.id}, 0)`,
      sql`update course_games set game_id = ${second.id} where course_id = ${course.id} and game_id = ${first.id}`,
      sql`insert into course_games (course_id, game_id, position) values (${course.id}, ${first.id}, 1)`,
      sql`update course_games set position = 5 - position where course_id = ${course.id}`,
      sql`delete from course_games where course_id = ${course.id} and game_id = ${second.id}`,
      sql`insert into guide_games (guide_id, game_id, position)
          select id, ${second.id}, 9 from guides where id not in (select guide_id from guide_games where game_id = ${second.id})`,
      sql`delete from games where id = ${first.id}`,
      sql`truncate coach_games`,
    ];
    for (const change of changes) {
      await db.execute(change);
      expect(await disagreeing(), String(change.queryChunks[0])).toEqual(noneDisagree);
    }
    const [moved] = await rows<{ game_ids: string[] }>(
      sql`select game_ids from courses where id = ${course.id}`,
    );
    expect(moved?.game_ids).toEqual([]);
    const coachesWithGames = await rows<{ n: number }>(
      sql`select count(*)::int as n from coaches where game_ids <> '{}'`,
    );
    expect(coachesWithGames[0]?.n).toBe(0);
    await expectListsFollowLinks();
  });

  it("are right again after the demo catalogue is seeded over the changed one", async () => {
    await seedCatalogue(db);
    expect(await disagreeing()).toEqual(noneDisagree);
    await expectListsFollowLinks();
  });

  it("are filled from the links an existing database holds when its migration runs, clearing no stored answer", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "clutch-upgrade-"));
    const adding = "0018_item_games_on_the_row";
    // The migrations as they were before the one that adds the games to the rows (and every later
    // one: the migrator applies only those newer than the last it applied).
    const before = join(scratch, "migrations");
    cpSync(migrationsDir, before, { recursive: true });
    const journalFile = join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const from = journal.entries.findIndex((entry) => entry.tag === adding);
    for (const later of journal.entries.slice(from)) rmSync(join(before, `${later.tag}.sql`));
    journal.entries = journal.entries.slice(0, from);
    writeFileSync(journalFile, JSON.stringify(journal));

    const admin = postgres(postgresAdminUrl(), { max: 1, onnotice: () => {} });
    const name = `clutch_upgrade_${randomBytes(4).toString("hex")}`;
    let handle: DatabaseHandle | undefined;
    try {
      if (dbKind() === "postgres") await admin.unsafe(`create database "${name}"`);
      handle = await openDatabase(
        dbKind() === "postgres"
          ? { kind: "postgres", url: postgresUrl(name), poolSize: 2 }
          : { kind: "pglite", dir: join(scratch, "db") },
      );
      const { db } = handle;
      const migrateBefore = handle.kind === "pglite" ? migratePglite : migratePostgres;
      await migrateBefore(db as never, { migrationsFolder: before });
      await db.execute(sql`
        insert into games (id, name, platform, summary, header_image, game_logo, hexagon_thin_image, is_approved)
        values ('upgrade-g1', 'G1', 'PC', 's', '/h', '/l', '/t', true), ('upgrade-g2', 'G2', 'PC', 's', '/h', '/l', '/t', true)`);
      await db.execute(sql`
        insert into courses (id, name, price, overview, platform, header_image, hexagon_image, is_approved)
        values ('upgrade-c1', 'C1', 0, 'o', 'PC', '/h', '/x', true), ('upgrade-c2', 'C2', 0, 'o', 'PC', '/h', '/x', true)`);
      await db.execute(sql`
        insert into course_games (course_id, game_id, position)
        values ('upgrade-c1', 'upgrade-g2', 0), ('upgrade-c1', 'upgrade-g1', 1), ('upgrade-c2', 'upgrade-g1', 0)`);
      await db.execute(
        sql`update courses set wire = '{"stored":true}', wire_shape = 'stored before the upgrade'`,
      );

      await handle.migrate();
      const upgraded = await queryRows<{ id: string; game_ids: string[]; wire_shape: string | null }>(
        db,
        sql`select id, game_ids, wire_shape from courses order by id`,
      );
      expect(upgraded).toEqual([
        { id: "upgrade-c1", game_ids: ["upgrade-g1", "upgrade-g2"], wire_shape: "stored before the upgrade" },
        { id: "upgrade-c2", game_ids: ["upgrade-g1"], wire_shape: "stored before the upgrade" },
      ]);
      // And the trigger the migration made keeps them from then on.
      await db.execute(sql`delete from course_games where game_id = 'upgrade-g1'`);
      const after = await queryRows<{ game_ids: string[] }>(
        db,
        sql`select game_ids from courses order by id`,
      );
      expect(after.map((row) => row.game_ids)).toEqual([["upgrade-g2"], []]);
    } finally {
      await handle?.close();
      if (dbKind() === "postgres") await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
