import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { dbKind, startTestServer, type TestResponse, type TestServer } from "./harness";
import { REDIS_URL, redisForTests } from "./support/redis";

const hasRedis = await redisForTests();

const COURSE_ID = demoIds.course("valorant-aim-fundamentals");

/** The course's name in the (possibly cached) public course list. */
async function listedName(server: TestServer): Promise<string | undefined> {
  const res = await server.request("/api/course");
  expect(res.status).toBe(200);
  return (res.body.data as Array<{ _id: string; name: string }>).find((c) => c._id === COURSE_ID)?.name;
}

/** Changes the name in the database itself, behind the caches' back. */
async function renameInDatabase(server: TestServer, name: string): Promise<void> {
  await server.server.app.database.db.update(courses).set({ name }).where(eq(courses.id, COURSE_ID));
}

/** Polls until the list shows `name`; far below the 30 s TTL, so only an invalidation passes. */
async function expectListedSoon(server: TestServer, name: string): Promise<void> {
  const until = Date.now() + 2_000;
  let seen = await listedName(server);
  while (seen !== name && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await listedName(server);
  }
  expect(seen).toBe(name);
}

describe("catalogue cache invalidation", () => {
  let a: TestServer;
  let b: TestServer | undefined;
  beforeAll(async () => {
    a = await startTestServer();
    // On PostgreSQL a second instance on the same database; PGlite has one process per data folder.
    if (dbKind() === "postgres") {
      const config = a.server.app.config.database;
      if (config.kind !== "postgres") throw new Error("expected PostgreSQL");
      b = await startTestServer({ DATABASE_URL: config.url });
    }
  });
  afterAll(async () => {
    await b?.close(); // first: `a` drops the shared database
    await a?.close();
  });

  it("publish clears this instance's cache at once", async () => {
    const before = await listedName(a);
    expect(before).toBeDefined();
    const renamed = `Renamed ${randomBytes(4).toString("hex")}`;
    await renameInDatabase(a, renamed);
    expect(await listedName(a)).toBe(before); // still cached
    await a.server.app.changes.publish("catalogue");
    expect(await listedName(a)).toBe(renamed);
  });

  it("sends a repeated answer before the framework, with the same headers and body, until a change", async () => {
    const path = `/api/course/${COURSE_ID}`;
    const first = await a.request(path);
    const sentBefore = a.server.app.hotAnswers.sent;
    const second = await a.request(path);
    expect(a.server.app.hotAnswers.sent).toBe(sentBefore + 1);
    expect(second.text).toBe(first.text);
    const headersOf = (res: TestResponse) => [...res.headers].filter(([name]) => name !== "date");
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");

    const renamed = `Renamed ${randomBytes(4).toString("hex")}`;
    await renameInDatabase(a, renamed);
    await a.server.app.changes.publish("catalogue");
    const after = await a.request(path);
    expect(after.body.data.name).toBe(renamed);
    expect(a.server.app.hotAnswers.sent).toBe(sentBefore + 1);
  });

  it.skipIf(dbKind() !== "postgres")("reaches another instance over LISTEN/NOTIFY", async () => {
    const other = b as TestServer;
    expect(a.server.app.changes.description).toMatch(/LISTEN\/NOTIFY/);
    const before = await listedName(other);
    expect(await listedName(a)).toBe(before);
    const renamed = `Renamed ${randomBytes(4).toString("hex")}`;
    await renameInDatabase(a, renamed);
    expect(await listedName(other)).toBe(before); // still cached
    await a.server.app.changes.publish("catalogue");
    await expectListedSoon(other, renamed);
  });
});

describe.skipIf(!hasRedis)(`catalogue cache invalidation through Redis (${REDIS_URL})`, () => {
  it("reaches another instance, whatever database it is on", async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `clutch-test-${randomBytes(6).toString("hex")}:` };
    // Two databases: only Redis can carry the notice from one instance to the other.
    const [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
    try {
      expect(a.server.app.changes.description).toMatch(/Redis/);
      const before = await listedName(b);
      expect(before).toBeDefined();
      const renamed = `Renamed ${randomBytes(4).toString("hex")}`;
      await renameInDatabase(b, renamed);
      expect(await listedName(b)).toBe(before); // still cached
      await a.server.app.changes.publish("catalogue");
      await expectListedSoon(b, renamed);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
