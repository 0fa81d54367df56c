import { randomBytes } from "node:crypto";
import { versionMessages } from "@clutch/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import type { TestResponse, TestServer } from "./harness";
import {
  coachAccountByDatabase,
  ROUND_THE_CLOCK,
  roundTheClockCoach,
  sessionTypeOf,
} from "./support/coaches";
import { operators } from "./support/operators";
import { closeServerWithMail, startServerWithMail } from "./support/server-with-mail";
import type { SmtpCapture } from "./support/smtp-capture";

let server: TestServer;
let smtp: SmtpCapture;
let headers: Record<string, string>;

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail());
  headers = (await operators(server, smtp).newAdmin()).headers;
});
afterAll(() => closeServerWithMail(server, smtp));

const stale409 = () => ({ code: "CONFLICT", message: versionMessages.changedElsewhere });
const IMAGE = "/img/versions-test.webp";
const unique = (label: string) => `${label} ${randomBytes(4).toString("hex")}`;

const game = (name: string) => ({
  name,
  platform: "PC",
  summary: "A game",
  popularity: 3,
  headerImage: IMAGE,
  gameLogo: IMAGE,
  hexagonThinImage: IMAGE,
});
const teamPlan = (name: string) => ({
  name,
  description: "For a team",
  price: 999,
  seats: 5,
  features: ["One"],
  position: 1,
});

const catalogue = (method: string, path: string, json?: unknown) =>
  server.request(`/api/admin/catalogue/${path}`, { method, headers, json });
async function created(kind: string, input: object) {
  const res = await catalogue("POST", kind, input);
  expect(res.status, res.text).toBe(201);
  return res.body.data as { _id: string; version: number };
}
const loaded = async (path: string) => (await catalogue("GET", path)).body.data;
const auditCount = async (id: string, action: string) =>
  (await server.request(`/api/admin/audit?entityId=${id}&action=${action}&limit=100`, { headers })).body.data
    .length as number;
const statuses = (answers: TestResponse[]) => answers.map((res) => res.status).sort();

describe("two operators on one catalogue item", () => {
  it("a new item is at version 1, and a save at the current version moves it on", async () => {
    for (const [kind, input] of [
      ["games", game(unique("Versioned game"))],
      ["team-plans", teamPlan(unique("Versioned plan"))],
    ] as const) {
      const item = await created(kind, input);
      expect(item.version).toBe(1);
      expect((await loaded(`${kind}/${item._id}`)).version).toBe(1);
      const saved = await catalogue("PUT", `${kind}/${item._id}`, {
        ...input,
        name: unique("Renamed"),
        version: 1,
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.data.version).toBe(2);
      expect((await loaded(`${kind}/${item._id}`)).version).toBe(2);
    }
  });

  it("a save over a newer version is 409 and changes nothing; a save without one is 400", async () => {
    const input = game(unique("Contested game"));
    const item = await created("games", input);
    const first = await catalogue("PUT", `games/${item._id}`, {
      ...input,
      summary: "First operator",
      version: 1,
    });
    expect(first.status).toBe(200);

    const stale = await catalogue("PUT", `games/${item._id}`, {
      ...input,
      summary: "Second operator",
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject(stale409());
    const after = await loaded(`games/${item._id}`);
    expect(after).toMatchObject({ summary: "First operator", version: 2 });
    expect(await auditCount(item._id, "game.updated")).toBe(1);

    const versionless = await catalogue("PUT", `games/${item._id}`, { ...input, summary: "No version" });
    expect(versionless.status).toBe(400);
    expect(versionless.body.errors).toEqual([{ path: "version", message: versionMessages.versionRequired }]);
    // A version no column can hold is refused as a bad one, not a failure (the fuzzer's 500).
    const huge = await catalogue("PUT", `games/${item._id}`, { ...input, version: 3_456_776_212_268_853 });
    expect(huge.status).toBe(400);
    expect((await loaded(`games/${item._id}`)).summary).toBe("First operator");
  });

  it("of two saves at once from the same version, one is saved and the other is 409", async () => {
    const input = game(unique("Raced game"));
    const item = await created("games", input);
    const answers = await Promise.all(
      ["Operator A", "Operator B"].map((summary) =>
        catalogue("PUT", `games/${item._id}`, { ...input, summary, version: 1 }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 409]);
    const winner = answers.find((res) => res.status === 200);
    const after = await loaded(`games/${item._id}`);
    expect(after).toMatchObject({ summary: winner?.body.data.summary, version: 2 });
    expect(await auditCount(item._id, "game.updated")).toBe(1);
  });

  it("a state change moves the version on too, so a form loaded before it is stale", async () => {
    const input = game(unique("Disabled game"));
    const item = await created("games", input);
    const disabled = await catalogue("POST", `games/${item._id}/state`, { disabled: true });
    expect(disabled.body.data.version).toBe(2);
    expect((await catalogue("PUT", `games/${item._id}`, { ...input, version: 1 })).status).toBe(409);
    expect((await catalogue("PUT", `games/${item._id}`, { ...input, version: 2 })).status).toBe(200);
  });

  it("the public answer shows what the versioned save stored (the stored answer is cleared)", async () => {
    const input = game(unique("Public game"));
    const item = await created("games", input);
    await catalogue("POST", `games/${item._id}/state`, { isApproved: true });
    const before = await server.request(`/api/game/${item._id}`);
    expect(before.status, before.text).toBe(200);
    const renamed = unique("Public game renamed");
    expect(
      (await catalogue("PUT", `games/${item._id}`, { ...input, name: renamed, version: 2 })).status,
    ).toBe(200);
    const after = await server.request(`/api/game/${item._id}`);
    expect(JSON.stringify(after.body)).toContain(renamed);
  });
});

describe("a coach's sessions and hours, edited from the console and the workspace", () => {
  const schedulePath = (coachId: string) => `/api/admin/coaches/${coachId}/schedule`;
  const consoleSchedule = async (coachId: string) =>
    (await server.request(schedulePath(coachId), { headers })).body.data;
  const saveSchedule = (coachId: string, json: object) =>
    server.request(schedulePath(coachId), { method: "PUT", headers, json });
  const offer = (coachId: string, price: number) => ({
    sessionTypes: [
      {
        _id: sessionTypeOf(coachId),
        level: "Advanced",
        title: "Hour",
        price,
        durationMinutes: 60,
        topicsCovered: [],
      },
    ],
    weeklyHours: ROUND_THE_CLOCK,
  });

  async function coachWithAccount() {
    const coachId = `test-coach-versions-${randomBytes(4).toString("hex")}`;
    await roundTheClockCoach(
      server,
      { id: coachId, name: "Versioned Coach", timeZone: "UTC" },
      { price: 800 },
    );
    const account = await coachAccountByDatabase(server, smtp, coachId);
    const workspace = (method: string, path: string, json?: unknown) =>
      server.request(`/api/coach-workspace${path}`, { method, headers: account.auth, json });
    return { coachId, workspace };
  }

  it("one version for the coach's schedule, shared by both editors; a stale save is 409 and changes nothing", async () => {
    const { coachId, workspace } = await coachWithAccount();
    const loadedByConsole = await consoleSchedule(coachId);
    expect(loadedByConsole.version).toBe(1);
    expect((await workspace("GET", "/hours")).body.data.version).toBe(1);

    // The coach saves their hours first.
    const monday = [{ weekday: 1, startTime: "09:00", endTime: "12:00" }];
    const coachSave = await workspace("PUT", "/hours", { weeklyHours: monday, version: 1 });
    expect(coachSave.status, coachSave.text).toBe(200);
    expect(coachSave.body.data.version).toBe(2);

    // The operator's form was loaded at version 1: refused, the coach's hours stand.
    const stale = await saveSchedule(coachId, { ...offer(coachId, 900), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject(stale409());
    const now = await consoleSchedule(coachId);
    expect(now).toMatchObject({ weeklyHours: monday, version: 2 });
    expect(now.sessionTypes[0].price).toBe(800);
    expect(await auditCount(coachId, "coach-schedule.updated")).toBe(0);

    // Reloaded, the operator saves; now the coach's open hours form is the stale one.
    const saved = await saveSchedule(coachId, { ...offer(coachId, 900), version: 2 });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.version).toBe(3);
    const coachStale = await workspace("PUT", "/hours", { weeklyHours: monday, version: 2 });
    expect(coachStale.status).toBe(409);
    expect(coachStale.body).toMatchObject(stale409());
    expect((await workspace("GET", "/hours")).body.data).toMatchObject({
      weeklyHours: ROUND_THE_CLOCK,
      version: 3,
    });
    expect((await workspace("PUT", "/hours", { weeklyHours: monday })).status).toBe(400);
    expect((await workspace("PUT", "/hours", { weeklyHours: monday, version: 2 ** 31 })).status).toBe(400);
  });

  it("of two saves at once from the same version, one is saved and the other is 409", async () => {
    const { coachId } = await coachWithAccount();
    const answers = await Promise.all([
      saveSchedule(coachId, { ...offer(coachId, 900), version: 1 }),
      saveSchedule(coachId, { ...offer(coachId, 1000), version: 1 }),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const winner = answers.find((res) => res.status === 200);
    const after = await consoleSchedule(coachId);
    expect(after.version).toBe(2);
    expect(after.sessionTypes[0].price).toBe(winner?.body.data.sessionTypes[0].price);
    expect(await auditCount(coachId, "coach-schedule.updated")).toBe(1);
  });

  it("the coach's own session type changes move the schedule on; their settings move the catalogue item on", async () => {
    const { coachId, workspace } = await coachWithAccount();
    const created = await workspace("POST", "/session-types", {
      level: "Beginner",
      title: "Half hour",
      price: 400,
      durationMinutes: 30,
      topicsCovered: [],
    });
    expect(created.status, created.text).toBe(201);
    // The console's form, loaded before, would have removed the new type: refused instead.
    expect((await saveSchedule(coachId, { ...offer(coachId, 900), version: 1 })).status).toBe(409);
    expect((await consoleSchedule(coachId)).sessionTypes).toHaveLength(2);

    // (A test coach lacks fields the console's form needs, so its version is read from its row.)
    const itemVersion = async () =>
      (await server.server.app.database.db.select().from(t.coaches).where(eq(t.coaches.id, coachId)))[0]
        ?.version;
    const before = await itemVersion();
    const settings = await workspace("PUT", "/settings", {
      timeZone: "Asia/Kolkata",
      meetingUrl: null,
      minNoticeHours: 2,
      bufferMinutes: 0,
      dailyCap: null,
    });
    expect(settings.status, settings.text).toBe(200);
    expect(await itemVersion()).toBe((before ?? 0) + 1);
  });
});
