import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import { startTestServer, type TestServer } from "./harness";
import { bearer, createVerifiedUser } from "./support/accounts";
import { operators, session } from "./support/operators";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

let server: TestServer;
let smtp: SmtpCapture;
let token: string;
let userId: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url });
  const account = await createVerifiedUser(server, smtp);
  token = account.token;
  userId = account.user._id;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const isVisible = (item: { isApproved?: boolean; disabled?: boolean }) =>
  (item.isApproved ?? true) && !(item.disabled ?? false);
const freeCourse = demo.courses.find((c) => isVisible(c) && c.price === 0);
const paidCourse = demo.courses.find(
  (c) => isVisible(c) && c.price > 0 && c.chapters.some((x) => x.isApproved === false),
);
const paidGuide = demo.guides.find((g) => isVisible(g) && g.price > 0);
const hiddenCourse = demo.courses.find((c) => !isVisible(c));

describe("owned content", () => {
  it("needs a signed-in user", async () => {
    const res = await server.request(`/api/course/${demoIds.course(freeCourse?.key ?? "")}/user`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("UNAUTHORIZED");
  });

  it("gives full approved chapters of a free course to anyone signed in", async () => {
    if (!freeCourse) throw new Error("demo data has no free course");
    const res = await server.request(`/api/course/${demoIds.course(freeCourse.key)}/user`, {
      headers: bearer(token),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.chapters).toHaveLength(freeCourse.chapters.filter((c) => c.isApproved !== false).length);
    expect(res.body.chapters[0]).toEqual(
      expect.objectContaining({
        videoLink: expect.stringMatching(/^\/api\/media\/private\/demo-chapter\.mp4\?exp=\d+&sig=[\w-]{43}$/),
        description: expect.any(String),
      }),
    );
  });

  it("refuses a paid course or guide the user does not own, and opens it once owned", async () => {
    if (!paidCourse || !paidGuide) throw new Error("demo data lacks paid items");
    const courseUrl = `/api/course/${demoIds.course(paidCourse.key)}/user`;
    const refused = await server.request(courseUrl, { headers: bearer(token) });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      message: "Purchase this course to access its chapters",
      code: "NOT_OWNED",
    });
    const guideUrl = `/api/guide/${demoIds.guide(paidGuide.key)}/user`;
    expect((await server.request(guideUrl, { headers: bearer(token) })).body.code).toBe("NOT_OWNED");

    // Ownership is a purchases row (written by the payment flow once an order is paid).
    await server.server.app.database.db.insert(t.purchases).values([
      { userId, courseId: demoIds.course(paidCourse.key), price: paidCourse.price },
      { userId, guideId: demoIds.guide(paidGuide.key), price: paidGuide.price },
    ]);
    const owned = await server.request(courseUrl, { headers: bearer(token) });
    expect(owned.status).toBe(200);
    const approved = paidCourse.chapters.filter((c) => c.isApproved !== false);
    expect(owned.body.chapters.map((c: { name: string }) => c.name)).toEqual(approved.map((c) => c.name));
    expect(owned.body.chapters.every((c: { isApproved: boolean }) => c.isApproved)).toBe(true);
    expect((await server.request(guideUrl, { headers: bearer(token) })).status).toBe(200);
  });

  it("answers 404 for unknown, garbage and hidden items", async () => {
    for (const path of [
      "/api/course/nope/user",
      `/api/course/${"x".repeat(300)}/user`,
      `/api/course/${demoIds.course(hiddenCourse?.key ?? "")}/user`,
      "/api/guide/nope/user",
    ]) {
      const res = await server.request(path, { headers: bearer(token) });
      expect(res.status, path).toBe(404);
    }
  });
});

describe("an operator's reading", () => {
  it("opens paid chapters and signed video links to an admin only with a console session", async () => {
    if (!paidCourse || !paidGuide || !hiddenCourse) throw new Error("demo data lacks paid or hidden items");
    const admin = await operators(server, smtp).newAdmin();
    const courseUrl = `/api/course/${demoIds.course(paidCourse.key)}/user`;
    const guideUrl = `/api/guide/${demoIds.guide(paidGuide.key)}/user`;
    const hiddenUrl = `/api/course/${demoIds.course(hiddenCourse.key)}/user`;

    // The bearer token alone (a stolen one, say): a learner who owns none of them.
    for (const [url, status] of [
      [courseUrl, 403],
      [guideUrl, 403],
      [hiddenUrl, 404],
    ] as const) {
      for (const consoleSession of [undefined, "a.b.c"]) {
        const res = await server.request(url, { headers: session(admin.token, consoleSession) });
        expect(res.status, url).toBe(status);
        expect(res.text).not.toMatch(/sig=/);
      }
    }

    // With the console session, as an operator: every chapter, and signed links to its videos.
    const read = await server.request(courseUrl, { headers: admin.headers });
    expect(read.status).toBe(200);
    expect(read.body.chapters.length).toBeGreaterThan(0);
    expect(read.text).toMatch(/\/api\/media\/private\/[^"]+\?exp=\d+&sig=/);
    expect((await server.request(guideUrl, { headers: admin.headers })).status).toBe(200);
    expect((await server.request(hiddenUrl, { headers: admin.headers })).status).toBe(200);

    // Signed out of the console, the same session reads nothing it does not own.
    const signedOut = await server.request("/api/admin/sign-out", {
      method: "POST",
      headers: admin.headers,
      json: {},
    });
    expect(signedOut.status).toBe(200);
    expect((await server.request(courseUrl, { headers: admin.headers })).status).toBe(403);
  });
});
