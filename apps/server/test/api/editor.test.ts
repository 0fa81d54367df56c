import { randomBytes } from "node:crypto";
import { APPROVABLE_KINDS, EDITOR_KINDS, type EditorKind, editorMessages } from "@clutch/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { dbKind, startTestServer, type TestResponse, type TestServer } from "./harness";
import { bearer, createVerifiedUser } from "./support/accounts";
import { operators } from "./support/operators";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

const m = editorMessages;

let smtp: SmtpCapture;
let server: TestServer;
let headers: Record<string, string>;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url });
  const operator = await operators(server, smtp).newAdmin();
  headers = operator.headers;
  adminToken = operator.token;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const GAME = demoIds.game("valorant");
const OTHER_GAME = demoIds.game("counter-strike-2");
const COACH = demoIds.coach("arjun-mehta");
const IMAGE = "/img/editor-test.webp";

const unique = (label: string) => `${label} ${randomBytes(4).toString("hex")}`;

const chapter = (name: string, extra: object = {}) => ({
  name,
  image: IMAGE,
  summary: `${name} in short`,
  description: `${name} in full`,
  videoLink: "https://video.example/clip.mp4",
  isApproved: true,
  ...extra,
});
const testimonial = (text: string) => ({ text, image: IMAGE, author: "A learner" });

/** A valid input of each kind, named `name`. */
const inputs: Record<EditorKind, (name: string) => Record<string, unknown>> = {
  games: (name) => ({
    name,
    platform: "PC",
    summary: "A game",
    popularity: 3,
    headerImage: IMAGE,
    gameLogo: IMAGE,
    hexagonThinImage: IMAGE,
    topGameFlag: true,
  }),
  coaches: (name) => ({
    name,
    bio: "Coaches things",
    rating: 4.5,
    popularity: 2,
    student: 10,
    achievements: "Won things",
    country: "India",
    areaOfoperation: "Mumbai",
    motableTeams: ["Team One", "Team Two"],
    platform: "PC",
    headerImage: IMAGE,
    hexagonHorImage: IMAGE,
    hexagonVerImage: IMAGE,
    timeZone: "Asia/Kolkata",
    games: [GAME],
    testimonials: [testimonial("Great coach")],
  }),
  courses: (name) => ({
    name,
    price: 499,
    overview: "A course",
    headerImage: IMAGE,
    hexagonImage: IMAGE,
    platform: "PC",
    popularity: 1,
    games: [GAME],
    coaches: [COACH],
    chapters: [chapter("One"), chapter("Two")],
  }),
  guides: (name) => ({
    name,
    summary: "A guide",
    ranking: 1,
    upvotes: 2,
    price: 0,
    headerImage: IMAGE,
    games: [GAME],
    coaches: [COACH],
    chapters: [chapter("Only")],
    testimonials: [testimonial("Useful")],
  }),
  packages: (name) => ({
    name,
    description: "A package",
    price: 999,
    features: ["Everything"],
    games: [GAME, OTHER_GAME],
    position: 5,
  }),
  "team-plans": (name) => ({
    name,
    description: "A plan",
    price: 4999,
    seats: 5,
    features: ["Five seats"],
    position: 5,
  }),
};

const ENTITY: Record<EditorKind, string> = {
  games: "game",
  coaches: "coach",
  courses: "course",
  guides: "guide",
  packages: "package",
  "team-plans": "team-plan",
};

const isApprovable = (kind: EditorKind) => (APPROVABLE_KINDS as readonly string[]).includes(kind);

/** An operator's call of the console. */
/** A save sends the version it loaded: a PUT without one is given the item's current version. */
async function admin(method: string, path: string, json?: unknown) {
  let body = json;
  if (method === "PUT" && body && typeof body === "object" && !("version" in body)) {
    const current = await server.request(`/api/admin/catalogue/${path}`, { headers });
    body = { ...body, version: current.status === 200 ? current.body.data.version : 1 };
  }
  return server.request(`/api/admin/catalogue/${path}`, { method, headers, json: body });
}

async function create(kind: EditorKind, input: Record<string, unknown>) {
  const res = await admin("POST", kind, input);
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

/** The audit rows of an item, newest first. */
async function auditOf(id: string) {
  const res = await server.request(`/api/admin/audit?entityId=${id}&limit=100`, { headers });
  expect(res.status).toBe(200);
  return res.body.data as Array<{ action: string; entityType: string; before: unknown; after: unknown }>;
}

/** Makes the call, and expects it to leave exactly one new audit row: `action`, with before and after. */
async function expectAudited(id: string, action: string, call: () => Promise<TestResponse>) {
  const before = await auditOf(id);
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const after = await auditOf(id);
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]).toMatchObject({ action, before: expect.any(Object), after: res.body.data });
  return res.body.data;
}

/** Makes the call, and expects it to change nothing: no audit row, the item as it was. */
async function expectUnchanged(kind: EditorKind, id: string, call: () => Promise<unknown>) {
  const [item, trail] = await Promise.all([admin("GET", `${kind}/${id}`), auditOf(id)]);
  await call();
  expect((await admin("GET", `${kind}/${id}`)).body).toEqual(item.body);
  expect(await auditOf(id)).toHaveLength(trail.length);
}

/** The names in the console's list of a kind, for a status and a search. */
async function listed(kind: EditorKind, status: string, q: string) {
  const res = await admin("GET", `${kind}?status=${status}&q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (res.body.data as Array<{ name: string }>).map((row) => row.name);
}

const PUBLIC_LIST: Record<EditorKind, string> = {
  games: "/api/game",
  coaches: "/api/coach",
  courses: "/api/course",
  guides: "/api/guide",
  packages: "/api/subscription-package",
  "team-plans": "/api/team-plans",
};

/** The names the public list of a kind shows (searched by name where the list searches). */
async function publicNames(kind: EditorKind, name: string, on: TestServer = server) {
  const searchable = !["packages", "team-plans"].includes(kind);
  const res = await on.request(`${PUBLIC_LIST[kind]}${searchable ? `?q=${encodeURIComponent(name)}` : ""}`);
  expect(res.status).toBe(200);
  return (res.body.data as Array<{ name: string }>).map((item) => item.name).filter((n) => n === name);
}

describe("approval in the edit form", () => {
  it("an edit that gives isApproved sets it; one that leaves it out keeps it", async () => {
    const name = unique("Approval game");
    const created = await create("games", { ...inputs.games(name), isApproved: true });
    expect(created.isApproved).toBe(true);
    const id = created._id as string;
    const kept = await admin("PUT", `games/${id}`, inputs.games(name));
    expect(kept.body.data.isApproved).toBe(true);
    const unapproved = await admin("PUT", `games/${id}`, { ...inputs.games(name), isApproved: false });
    expect(unapproved.body.data.isApproved).toBe(false);
    expect(await listed("games", "pending", name)).toEqual([name]);
  });
});

describe("the console's catalogue: every kind through its whole life", () => {
  it.each(EDITOR_KINDS)(
    "%s: create, edit, approve, disable, delete and restore, each audited once",
    async (kind) => {
      const entity = ENTITY[kind];
      const name = unique(`Editor ${entity}`);
      const created = await create(kind, inputs[kind](name));
      expect(created).toMatchObject({
        name,
        isApproved: isApprovable(kind) ? false : null,
        disabled: false,
        deletedAt: null,
      });
      const id = created._id as string;
      expect(await auditOf(id)).toMatchObject([
        { action: `${entity}.created`, entityType: entity, before: null, after: created },
      ]);
      expect((await admin("GET", `${kind}/${id}`)).body.data).toEqual(created);

      const renamed = `${name} renamed`;
      const updated = await expectAudited(id, `${entity}.updated`, () =>
        admin("PUT", `${kind}/${id}`, inputs[kind](renamed)),
      );
      expect(updated).toMatchObject({ name: renamed });
      expect((await auditOf(id))[0]).toMatchObject({ before: { name }, after: { name: renamed } });

      if (isApprovable(kind)) {
        expect(await listed(kind, "pending", renamed)).toEqual([renamed]);
        const approved = await expectAudited(id, `${entity}.approved`, () =>
          admin("POST", `${kind}/${id}/state`, { isApproved: true }),
        );
        expect(approved.isApproved).toBe(true);
        expect(await listed(kind, "pending", renamed)).toEqual([]);
      } else {
        await expectUnchanged(kind, id, async () => {
          const refused = await admin("POST", `${kind}/${id}/state`, { isApproved: true });
          expect(refused.status).toBe(400);
          expect(refused.body.message).toBe(m.notApprovable);
        });
      }
      expect(await listed(kind, "live", renamed)).toEqual([renamed]);

      const disabled = await expectAudited(id, `${entity}.disabled`, () =>
        admin("POST", `${kind}/${id}/state`, { disabled: true }),
      );
      expect(disabled.disabled).toBe(true);
      expect(await listed(kind, "live", renamed)).toEqual([]);
      expect(await listed(kind, "disabled", renamed)).toEqual([renamed]);
      await expectAudited(id, `${entity}.enabled`, () =>
        admin("POST", `${kind}/${id}/state`, { disabled: false }),
      );

      const deleted = await expectAudited(id, `${entity}.deleted`, () => admin("DELETE", `${kind}/${id}`));
      expect(deleted).toMatchObject({ disabled: true, deletedAt: expect.any(String) });
      expect(await listed(kind, "all", renamed)).toEqual([]);
      expect(await listed(kind, "deleted", renamed)).toEqual([renamed]);
      await expectUnchanged(kind, id, async () => {
        for (const res of [
          await admin("PUT", `${kind}/${id}`, inputs[kind](name)),
          await admin("POST", `${kind}/${id}/state`, { disabled: false }),
          await admin("DELETE", `${kind}/${id}`),
        ]) {
          expect(res.status).toBe(409);
          expect(res.body).toMatchObject({ code: "CONFLICT", message: m.deleted });
        }
      });

      const restored = await expectAudited(id, `${entity}.restored`, () =>
        admin("POST", `${kind}/${id}/restore`),
      );
      expect(restored).toMatchObject({ name: renamed, disabled: true, deletedAt: null });
      await expectUnchanged(kind, id, async () => {
        const again = await admin("POST", `${kind}/${id}/restore`);
        expect(again.status).toBe(409);
        expect(again.body.message).toBe(m.notDeleted);
      });
    },
  );

  it("lists newest first, searches names with % and _ taken literally, and pages", async () => {
    const tag = randomBytes(4).toString("hex");
    const first = await create("team-plans", inputs["team-plans"](`Plan 100%_${tag} A`));
    const second = await create("team-plans", inputs["team-plans"](`plan 100%_${tag} B`));
    await create("team-plans", inputs["team-plans"](`Plan 100xx${tag} C`));
    const res = await admin("GET", `team-plans?q=${encodeURIComponent(`100%_${tag.toUpperCase()}`)}&limit=1`);
    expect(res.body.meta).toEqual({ total: 2, page: 1, limit: 1 });
    expect(res.body.data.map((row: { _id: string }) => row._id)).toEqual([second._id]);
    expect(res.body.data[0]).toEqual({
      _id: second._id,
      name: second.name,
      isApproved: null,
      disabled: false,
      deletedAt: null,
      createdAt: second.createdAt,
      version: 1,
      platform: null,
      price: 4999,
    });
    const page2 = await admin("GET", `team-plans?q=${encodeURIComponent(`100%_${tag}`)}&limit=1&page=2`);
    expect(page2.body.data.map((row: { _id: string }) => row._id)).toEqual([first._id]);
    const beyond = await admin("GET", `team-plans?q=${encodeURIComponent(`100%_${tag}`)}&limit=1&page=5`);
    expect(beyond.body).toMatchObject({ data: [], meta: { total: 2, page: 5 } });
  });

  it("answers 404 for an unknown kind or item, and for an id that cannot be one", async () => {
    for (const [method, path] of [
      ["GET", "widgets"],
      ["GET", `courses/${randomBytes(8).toString("hex")}`],
      ["GET", `courses/${"x".repeat(65)}`],
      ["PUT", `games/${randomBytes(8).toString("hex")}`],
      ["POST", `guides/${randomBytes(8).toString("hex")}/state`],
      ["DELETE", `coaches/${randomBytes(8).toString("hex")}`],
      ["POST", `packages/${randomBytes(8).toString("hex")}/restore`],
    ] as const) {
      const body = method === "PUT" ? inputs.games("x") : method === "POST" ? { disabled: true } : undefined;
      const res = await admin(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ code: "NOT_FOUND", message: m.notFound });
    }
  });
});

describe("checking what an operator sends", () => {
  it("refuses an invalid input with field errors, creating or changing nothing", async () => {
    const name = unique("Invalid course");
    const bad = { ...inputs.courses(name), price: -1, headerImage: "ftp://example.com/x.png", overview: "" };
    const refused = await admin("POST", "courses", bad);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("VALIDATION_ERROR");
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: "price", message: m.wholeNumber },
        { path: "headerImage", message: m.image },
        { path: "overview", message: m.required },
      ]),
    );
    expect(await listed("courses", "all", name)).toEqual([]);

    const course = await create("courses", inputs.courses(name));
    await expectUnchanged("courses", course._id, async () => {
      const res = await admin("PUT", `courses/${course._id}`, { ...inputs.courses("renamed"), name: " " });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: "name", message: m.required }]);
      const state = await admin("POST", `courses/${course._id}/state`, {});
      expect(state.status).toBe(400);
      expect(state.body.code).toBe("VALIDATION_ERROR");
    });
  });

  it("refuses unknown or deleted games and coaches, and chapters of another item", async () => {
    const game = await create("games", inputs.games(unique("Doomed game")));
    const course = await create("courses", { ...inputs.courses(unique("Linked")), games: [GAME, game._id] });
    expect((await admin("DELETE", `games/${game._id}`)).status).toBe(200);
    const other = await create("courses", inputs.courses(unique("Other course")));

    await expectUnchanged("courses", course._id, async () => {
      const base = inputs.courses("Changed");
      for (const [body, path, message] of [
        [{ ...base, games: [GAME, "no-such-game"] }, "games.1", m.unknownGame],
        [{ ...base, coaches: ["no-such-coach"] }, "coaches.0", m.unknownCoach],
        [
          { ...base, chapters: [chapter("Stolen", { _id: other.chapters[0]._id })] },
          "chapters.0._id",
          m.unknownChapter,
        ],
      ] as const) {
        const res = await admin("PUT", `courses/${course._id}`, body);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([{ path, message }]);
      }
    });
    // Not newly: a deleted game cannot be linked to another item...
    const refused = await admin("PUT", `courses/${other._id}`, { ...inputs.courses("x"), games: [game._id] });
    expect(refused.body.errors).toEqual([{ path: "games.0", message: m.unknownGame }]);
    // ...while an item that was linked to it already keeps the link.
    const kept = await admin("PUT", `courses/${course._id}`, {
      ...inputs.courses("Kept"),
      games: [game._id, GAME],
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.games).toEqual([game._id, GAME]);
  });
});

describe("nested lists", () => {
  it("reorders, keeps, adds and removes chapters; replaces testimonials and links in order", async () => {
    const guide = await create("guides", {
      ...inputs.guides(unique("Chaptered")),
      chapters: ["A", "B", "C"].map((name) => chapter(name)),
    });
    const [a, b, c] = guide.chapters as Array<{ _id: string; name: string }>;
    const changed = await admin("PUT", `guides/${guide._id}`, {
      ...inputs.guides(guide.name),
      chapters: [
        { ...chapter("C again"), _id: c?._id },
        { ...chapter("A"), _id: a?._id },
        chapter("D", { isApproved: false }),
      ],
      testimonials: [testimonial("Second"), testimonial("First")],
      coaches: [],
      games: [OTHER_GAME, GAME],
    });
    expect(changed.status).toBe(200);
    const chapters = changed.body.data.chapters as Array<{ _id: string; name: string; isApproved: boolean }>;
    expect(chapters.map((x) => x.name)).toEqual(["C again", "A", "D"]);
    expect(chapters.slice(0, 2).map((x) => x._id)).toEqual([c?._id, a?._id]);
    expect(chapters.map((x) => x._id)).not.toContain(b?._id);
    expect(changed.body.data.testimonials.map((x: { text: string }) => x.text)).toEqual(["Second", "First"]);
    expect(changed.body.data).toMatchObject({ coaches: [], games: [OTHER_GAME, GAME] });

    await admin("POST", `guides/${guide._id}/state`, { isApproved: true });
    const publicGuide = await server.request(`/api/guide/${guide._id}`);
    expect(publicGuide.body.data.chapters.map((x: { name: string }) => x.name)).toEqual(["C again", "A"]);
  });
});

describe("what the public sees", () => {
  it("shows a change at once (the answer cache is cleared), and hides what is not live, nested lists too", async () => {
    const coachName = unique("Public coach");
    const coach = await create("coaches", inputs.coaches(coachName));
    const name = unique("Public course");
    const course = await create("courses", { ...inputs.courses(name), coaches: [COACH, coach._id] });

    expect(await publicNames("courses", name)).toEqual([]); // unapproved, and now cached
    expect((await server.request(`/api/course/${course._id}`)).status).toBe(404);
    await admin("POST", `courses/${course._id}/state`, { isApproved: true });
    expect(await publicNames("courses", name)).toEqual([name]);
    const coachesOf = async () =>
      (await server.request(`/api/course/${course._id}`)).body.data.coaches.map(
        (x: { _id: string }) => x._id,
      );
    expect(await coachesOf()).toContain(coach._id);

    await admin("PUT", `courses/${course._id}`, {
      ...inputs.courses(`${name} v2`),
      coaches: [COACH, coach._id],
    });
    expect(await publicNames("courses", `${name} v2`)).toEqual([`${name} v2`]);

    await admin("POST", `coaches/${coach._id}/state`, { disabled: true });
    expect(await coachesOf()).not.toContain(coach._id);
    expect(await publicNames("coaches", coachName)).toEqual([]);
    expect((await server.request(`/api/coach/${coach._id}`)).status).toBe(404);

    await admin("POST", `courses/${course._id}/state`, { disabled: true });
    expect(await publicNames("courses", `${name} v2`)).toEqual([]);
    await admin("POST", `courses/${course._id}/state`, { disabled: false });
    expect(await publicNames("courses", `${name} v2`)).toEqual([`${name} v2`]);
    await admin("DELETE", `courses/${course._id}`);
    expect(await publicNames("courses", `${name} v2`)).toEqual([]);
    expect((await server.request(`/api/course/${course._id}`)).status).toBe(404);
  });

  it.each(["games", "guides", "packages", "team-plans"] as const)(
    "%s: listed publicly only while live",
    async (kind) => {
      const name = unique(`Public ${kind}`);
      const item = await create(kind, inputs[kind](name));
      if (isApprovable(kind)) {
        expect(await publicNames(kind, name)).toEqual([]);
        await admin("POST", `${kind}/${item._id}/state`, { isApproved: true });
      }
      expect(await publicNames(kind, name)).toEqual([name]);
      await admin("POST", `${kind}/${item._id}/state`, { disabled: true });
      expect(await publicNames(kind, name)).toEqual([]);
      await admin("POST", `${kind}/${item._id}/state`, { disabled: false });
      await admin("DELETE", `${kind}/${item._id}`);
      expect(await publicNames(kind, name)).toEqual([]);
      await admin("POST", `${kind}/${item._id}/restore`);
      expect(await publicNames(kind, name)).toEqual([]); // restored disabled
    },
  );

  it("a disabled package is not among a game's packages", async () => {
    const name = unique("Game package");
    const item = await create("packages", inputs.packages(name));
    const ofGame = async () =>
      (
        (await server.request(`/api/subscription-package/game/${OTHER_GAME}`)).body.data as Array<{
          name: string;
        }>
      )
        .map((p) => p.name)
        .filter((n) => n === name);
    expect(await ofGame()).toEqual([name]);
    await admin("POST", `packages/${item._id}/state`, { disabled: true });
    expect(await ofGame()).toEqual([]);
  });
});

describe("owners keep what they bought", () => {
  it("an owner (and an operator) still reads the chapters of a hidden or deleted course; others get 404", async () => {
    const owner = await createVerifiedUser(server, smtp);
    const stranger = await createVerifiedUser(server, smtp);
    const course = await create("courses", inputs.courses(unique("Owned course")));
    await admin("POST", `courses/${course._id}/state`, { isApproved: true });
    // Ownership is a purchases row (the payment flow writes it once an order is paid).
    await server.server.app.database.db
      .insert(t.purchases)
      .values({ userId: owner.user._id, courseId: course._id, price: course.price });

    const chaptersFor = (token: string) =>
      server.request(`/api/course/${course._id}/user`, { headers: bearer(token) });
    const accessOf = (who: { token: string; user: { _id: string } }) =>
      server.request("/api/payment/check-access", {
        method: "POST",
        headers: bearer(who.token),
        json: { userId: who.user._id, courseId: course._id },
      });
    expect((await chaptersFor(stranger.token)).body.code).toBe("NOT_OWNED");

    for (const hide of [{ isApproved: false }, { isApproved: true, disabled: true }, "delete"] as const) {
      const res =
        hide === "delete"
          ? await admin("DELETE", `courses/${course._id}`)
          : await admin("POST", `courses/${course._id}/state`, hide);
      expect(res.status).toBe(200);
      const owned = await chaptersFor(owner.token);
      expect(owned.status, JSON.stringify(hide)).toBe(200);
      expect(owned.body.chapters.map((x: { name: string }) => x.name)).toEqual(["One", "Two"]);
      // An operator reads it from the console (with a console session); the token alone is a learner's.
      const asOperator = await server.request(`/api/course/${course._id}/user`, { headers });
      expect(asOperator.status).toBe(200);
      expect((await chaptersFor(adminToken)).status).toBe(404);
      expect((await chaptersFor(stranger.token)).status).toBe(404);
      expect((await accessOf(owner)).body.hasAccess).toBe(true);
      expect((await accessOf(stranger)).status).toBe(404);
      expect((await server.request(`/api/course/${course._id}`)).status).toBe(404);
    }
    const profile = await server.request("/api/auth/user-data", { headers: bearer(owner.token) });
    expect(profile.body.user.courses.map((x: { _id: string }) => x._id)).toContain(course._id);
  });
});

describe.skipIf(dbKind() !== "postgres")("several instances on one PostgreSQL", () => {
  it("another instance shows a change made through this one at once", async () => {
    const config = server.server.app.config.database;
    if (config.kind !== "postgres") throw new Error("expected PostgreSQL");
    const other = await startTestServer({ DATABASE_URL: config.url });
    try {
      const name = unique("Shared course");
      const course = await create("courses", inputs.courses(name));
      expect(await publicNames("courses", name, other)).toEqual([]); // cached there
      await admin("POST", `courses/${course._id}/state`, { isApproved: true });
      // Below the 30 s cache: only the change notice gets it there this soon.
      await expect
        .poll(() => publicNames("courses", name, other), { timeout: 20_000, interval: 50 })
        .toEqual([name]);
    } finally {
      await other.close();
    }
  });
});
