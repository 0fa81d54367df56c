import { type CatalogueKind, SORTS_BY_KIND } from "@clutch/contract";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client";
import * as schema from "../../src/db/schema";
import { courses } from "../../src/db/schema";
import {
  type CatalogueRepository,
  createCatalogueRepository,
  type ListFilter,
  MAX_PREPARED_PAGE_READS,
} from "../../src/modules/catalogue/repository";
import { dbKind, queryRows, startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const KINDS: CatalogueKind[] = ["game", "coach", "course", "guide"];
/**
 * What every page read's text holds, whichever way it reads the page: the stored answer taken
 * along (an items statement builds a missing one after it, `end, (`).
 */
const PAGE_READ = '"wire"::text end from';

/** The ids of a page the repository reads, and its total. */
async function listIds(repository: CatalogueRepository, kind: CatalogueKind, filter: ListFilter) {
  const { items, total } = await repository.listItems(kind, filter);
  return { ids: items.map((item) => (JSON.parse(item) as { _id: string })._id), total };
}

/** `test` with a repository of its own on one PostgreSQL connection of its own, closed after. */
async function onOwnConnection(
  test: (client: postgres.Sql, repository: CatalogueRepository) => Promise<void>,
): Promise<void> {
  const { database } = server.server.app.config;
  if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
  const client = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    await test(client, createCatalogueRepository(drizzle(client, { schema }) as unknown as Database));
  } finally {
    await client.end();
  }
}

describe("catalogue paging", () => {
  it("give every page, past the middle too, exactly the slice of the whole list, with its total", async () => {
    // A repository of its own: no response cache, and its totals start unknown.
    const repository = createCatalogueRepository(server.server.app.database.db);
    for (const kind of KINDS) {
      for (const sort of SORTS_BY_KIND[kind]) {
        const whole = await listIds(repository, kind, { sort, page: 1, limit: 100 });
        expect(whole.ids.length, `${kind} ${sort}`).toBeGreaterThan(3);
        const limit = 2;
        const pages = Math.ceil(whole.total / limit);
        // From the last page back, so later pages are read once the total is known (reversed).
        for (let page = pages + 1; page >= 1; page -= 1) {
          const answer = await listIds(repository, kind, { sort, page, limit });
          expect(answer, `${kind} ${sort} page ${page}`).toEqual({
            ids: whole.ids.slice((page - 1) * limit, page * limit),
            total: whole.total,
          });
        }
      }
    }
  });

  it("give every page read from the first on, each from where the page before began, then from where it began", async () => {
    const repository = createCatalogueRepository(server.server.app.database.db);
    for (const kind of KINDS) {
      for (const sort of SORTS_BY_KIND[kind]) {
        const whole = await listIds(repository, kind, { sort, page: 1, limit: 100 });
        const limit = 2;
        const pages = Math.ceil(whole.total / limit);
        for (let page = 1; page <= pages + 1; page += 1) {
          const expected = { ids: whole.ids.slice((page - 1) * limit, page * limit), total: whole.total };
          // Read again, the page is sought from its own bookmark.
          for (const read of ["first", "again"]) {
            const answer = await listIds(repository, kind, { sort, page, limit });
            expect(answer, `${kind} ${sort} page ${page}, ${read}`).toEqual(expected);
          }
        }
      }
    }
  });

  it.each([
    ["few", "read whole and sorted", undefined, false],
    ["many", "planned at every call", 1, false],
    ["many", "a large share of the list, found walking the sort's order", 1, true],
  ])(
    "give a search's pages, once its %s matches are counted (%s), as slices of its whole list",
    async (_few, _read, fewMatches, wholeListCounted) => {
      const repository = createCatalogueRepository(server.server.app.database.db, { fewMatches });
      for (const kind of KINDS) {
        for (const sort of SORTS_BY_KIND[kind]) {
          if (wholeListCounted) await listIds(repository, kind, { sort, page: 1, limit: 100 });
          // Counted here, so the pages below are read as the count says.
          const whole = await listIds(repository, kind, { q: "e", sort, page: 1, limit: 100 });
          expect(whole.ids.length, `${kind} ${sort}`).toBeGreaterThan(2);
          // In any case, however it is read: the upper-case word, counted, then a page of it.
          expect(await listIds(repository, kind, { q: "E", sort, page: 1, limit: 100 })).toEqual(whole);
          const upper = await listIds(repository, kind, { q: "E", sort, page: 2, limit: 2 });
          expect(upper.ids, `${kind} ${sort} "E"`).toEqual(whole.ids.slice(2, 4));
          const limit = 2;
          const pages = Math.ceil(whole.total / limit);
          for (const page of [...Array.from({ length: pages }, (_, i) => i + 1), pages, 2, 1]) {
            const answer = await listIds(repository, kind, { q: "e", sort, page, limit });
            expect(answer, `${kind} ${sort} page ${page}`).toEqual({
              ids: whole.ids.slice((page - 1) * limit, page * limit),
              total: whole.total,
            });
          }
        }
      }
    },
  );

  it.each([
    ["few", "read whole and sorted", undefined],
    ["many", "found walking the sort's order", 1],
  ])(
    "give a game's, a coach's and a platform's pages, once their %s matches are counted (%s), as slices of the whole list",
    async (_few, _read, fewMatches) => {
      const db = server.server.app.database.db;
      const repository = createCatalogueRepository(db, { fewMatches });
      const mostLinked = async (link: string, column: string) => {
        const [row] = await queryRows<{ id: string }>(
          db,
          sql`select ${sql.identifier(column)} as id from ${sql.identifier(link)} group by 1 order by count(*) desc, 1 limit 1`,
        );
        return row?.id ?? "";
      };
      const filters: Partial<ListFilter>[] = [
        { game: await mostLinked("course_games", "game_id") },
        { coach: await mostLinked("course_coaches", "coach_id") },
        { platform: "PC" },
      ];
      for (const kind of KINDS) {
        for (const sort of SORTS_BY_KIND[kind]) {
          for (const narrowing of filters) {
            const named = `${kind} ${sort} ${JSON.stringify(narrowing)}`;
            const whole = await listIds(repository, kind, { ...narrowing, sort, page: 1, limit: 100 });
            if (kind === "course") expect(whole.ids.length, named).toBeGreaterThan(2);
            const limit = 2;
            const pages = Math.ceil(whole.total / limit);
            for (const page of [...Array.from({ length: pages }, (_, i) => i + 1), pages, 2, 1]) {
              const answer = await listIds(repository, kind, { ...narrowing, sort, page, limit });
              expect(answer, `${named} page ${page}`).toEqual({
                ids: whole.ids.slice((page - 1) * limit, page * limit),
                total: whole.total,
              });
            }
          }
        }
      }
    },
  );

  it("seek a page from where it began until the catalogue changes, then read it afresh", async () => {
    const db = server.server.app.database.db;
    const repository = createCatalogueRepository(db);
    const page = (n: number) => listIds(repository, "course", { sort: "name", page: n, limit: 2 });
    const before = await page(2);
    const first = (await page(1)).ids[0] as string;
    // A row before the page is hidden, the notice not yet come: the page starts where it began.
    await db.update(courses).set({ disabled: true }).where(eq(courses.id, first));
    expect((await page(2)).ids).toEqual(before.ids);
    // Its own first row hidden too: the seek has no row to start from, and the page is read by offset.
    await db
      .update(courses)
      .set({ disabled: true })
      .where(eq(courses.id, before.ids[0] as string));
    const fresh = createCatalogueRepository(db);
    const expected = await listIds(fresh, "course", { sort: "name", page: 2, limit: 2 });
    expect((await page(2)).ids).toEqual(expected.ids);

    await db.update(courses).set({ disabled: false }).where(eq(courses.id, first));
    repository.forgetTotals();
    const reread = await listIds(createCatalogueRepository(db), "course", {
      sort: "name",
      page: 2,
      limit: 2,
    });
    expect(await page(2)).toEqual(reread);
    await db
      .update(courses)
      .set({ disabled: false })
      .where(eq(courses.id, before.ids[0] as string));
  });

  it("count the total of a filtered list again after a catalogue change notice", async () => {
    const first = await server.request("/api/course?limit=2&page=2&platform=PC");
    expect(first.status).toBe(200);
    const { total } = first.body.meta;
    expect(total).toBeGreaterThan(2);
    const hidden = first.body.data[0]._id as string;
    const db = server.server.app.database.db;
    await db.update(courses).set({ disabled: true }).where(eq(courses.id, hidden));
    await server.server.app.changes.publish("catalogue");
    // Another page of the same filter: its total was remembered before the change.
    const after = await server.request("/api/course?limit=2&page=1&platform=PC");
    expect(after.body.meta.total).toBe(total - 1);
  });

  it.skipIf(dbKind() !== "postgres")(
    "have the page reads of lists, small searches included, planned once per connection, not at every call",
    () =>
      onOwnConnection(async (client, repository) => {
        const { ids } = await listIds(repository, "game", { sort: "popularity", page: 1, limit: 1 });
        const lists: Partial<ListFilter>[] = [
          {},
          { limit: 100 },
          { game: ids[0] },
          { flag: "popularFlag" },
          { sort: "name" },
          { page: 2 },
          // A search known to be small (after its first call): the word is hidden from the planner.
          { q: "a" },
        ];
        const CALLS = 8;
        for (const list of lists) {
          for (let i = 0; i < CALLS; i += 1)
            await repository.listItems("course", { sort: "popularity", page: 1, limit: 2, ...list });
        }
        const prepared = await client<{ statement: string; generic: number; custom: number }[]>`
          select statement, generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements where strpos(statement, ${PAGE_READ}) > 0`;
        const runMany = prepared.filter((row) => row.generic + row.custom >= CALLS - 1);
        expect(runMany.length).toBeGreaterThanOrEqual(lists.length);
        // PostgreSQL plans a prepared statement's first five runs with their values; after that a
        // statement whose plan does not hang on its parameters keeps one plan.
        for (const row of runMany) expect(row.custom, row.statement).toBeLessThanOrEqual(5);
      }),
  );

  it.skipIf(dbKind() !== "postgres")(
    "keep one items statement per kind and a bounded number of page reads prepared on a connection",
    () =>
      onOwnConnection(async (client, repository) => {
        // Every filter, sort and read direction a client can combine: each page read is a statement
        // text of its own, more of them than the connection may keep.
        for (const kind of KINDS) {
          for (const sort of SORTS_BY_KIND[kind]) {
            for (const filter of [
              {},
              { q: "a" },
              { platform: "PC" as const },
              { q: "e", platform: "PC" as const },
            ]) {
              for (const page of [1, 2, 3, 40])
                await repository.listItems(kind, { sort, page, limit: 2, ...filter });
            }
          }
          // Lists take stored answers along; a detail (or an answer not stored yet) reads items by id.
          for (let i = 0; i < 3; i += 1) await repository.itemsByIds(kind, [`missing-${i}`]);
        }
        const prepared = await client<{ statement: string }[]>`select statement from pg_prepared_statements`;
        const pageReads = prepared.filter((row) => row.statement.includes(PAGE_READ));
        const items = prepared.filter(
          (row) => row.statement.includes("json_build_object") && !pageReads.includes(row),
        );
        expect(items.length).toBeGreaterThan(0);
        expect(items.length).toBeLessThanOrEqual(KINDS.length);
        expect(pageReads.length).toBe(MAX_PREPARED_PAGE_READS);
        // A page read past the limit is still answered, planned at its call.
        const unprepared = await repository.listItems("course", {
          sort: "name",
          q: "a",
          platform: "PC",
          page: 2,
          limit: 1,
        });
        expect(unprepared.items).toHaveLength(1);
      }),
  );
});
