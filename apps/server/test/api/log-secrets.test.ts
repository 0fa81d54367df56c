import { messages } from "@clutch/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import { startTestServer, type TestServer } from "./harness";
import { authApi, bearer, NEW_PASSWORD, PASSWORD, uniqueEmail } from "./support/accounts";
import { insertCoach, inviteCoach } from "./support/coaches";
import { operators } from "./support/operators";
import { outboxReader } from "./support/outbox";
import { closeServerWithMail, startServerWithMail } from "./support/server-with-mail";

/**
 * No log line, at any level, carries a secret: the flows that mail a code or a link, and the calls
 * that carry a token, a console session or a media signature, run against a server without SMTP_URL
 * (mail goes to the development outbox) at LOG_LEVEL=trace, and every line it logged is searched
 * for each secret. The codes are read from the outbox, as a local user reads them.
 */
let server: TestServer;
const lines: string[] = [];
/** What must never be logged, by what it is. */
const secrets: { what: string; value: string }[] = [];
const keep = (what: string, value: string | undefined) => {
  expect(value, what).toBeTruthy();
  secrets.push({ what, value: value ?? "" });
  return value ?? "";
};

const paidCourse = demo.courses.find((c) => c.price > 0 && (c.isApproved ?? true) && !(c.disabled ?? false));
const courseId = demoIds.course(paidCourse?.key ?? "");

beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: "trace" },
    { logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(async () => {
  await server?.close();
});

/** `value` standing alone in `text` (a 6-digit code inside a longer number is not that code). */
const standsIn = (text: string, value: string) => {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![A-Za-z0-9_-])${escaped}(?![A-Za-z0-9_-])`).test(text);
};

describe("secrets in the log", () => {
  it("logs no e-mailed code, invitation token, media signature, console session or bearer token", async () => {
    const outbox = outboxReader(server);
    const api = authApi(server);

    // Registration, its code sent again, verification.
    const email = uniqueEmail("secret");
    expect((await api.register(email)).status).toBe(200);
    keep("first verification code", outbox.lastCode(email));
    expect((await api.register(email)).status).toBe(200);
    const code = keep("resent verification code", outbox.lastCode(email));
    const verified = await api.verify(email, code);
    expect(verified.status).toBe(200);
    const token = keep("bearer token", verified.body.token);
    expect((await api.userData(token)).status).toBe(200);

    // Forgotten password: the reset code, then the reset.
    expect((await api.forgot(email)).status).toBe(200);
    const resetCode = keep("password reset code", outbox.lastCode(email));
    const reset = await api.reset({ email, otp: resetCode, password: NEW_PASSWORD, role: "user" });
    expect(reset.status).toBe(200);
    const signedIn = await api.login(email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    keep("bearer token after the reset", signedIn.body.token);

    // An operator past the second factor, using the console session.
    const admin = await operators(server, outbox).newAdmin();
    keep("operator's bearer token", admin.token);
    keep("console session", admin.session);
    keep("second-factor secret", admin.secret);
    for (const recovery of admin.recoveryCodes) keep("recovery code", recovery);
    expect((await server.request("/api/admin/audit", { headers: admin.headers })).status).toBe(200);

    // A coach invitation: its mailed token, opened as a page and through the API, then accepted.
    const coachId = `log-secrets-${Date.now()}`;
    await insertCoach(server, { id: coachId, name: "Quiet Coach" });
    const { token: invitation } = await inviteCoach(server, outbox, coachId, uniqueEmail("coach"));
    keep("invitation token", invitation);
    await server.request(`/coach-invitation/${invitation}`);
    expect((await server.request(`/api/coach-invitations/${invitation}`)).status).toBe(200);
    const accepted = await server.request(`/api/coach-invitations/${invitation}/accept`, {
      method: "POST",
      json: { password: PASSWORD },
    });
    expect(accepted.status, accepted.text).toBe(200);
    keep("coach's bearer token", accepted.body.token);
    expect(
      (await server.request("/api/coach-workspace/profile", { headers: bearer(accepted.body.token) })).status,
    ).toBe(200);

    // A paid chapter's signed video link, fetched.
    expect(paidCourse).toBeDefined();
    await server.server.app.database.db
      .insert(t.purchases)
      .values({ userId: verified.body.user._id, courseId, price: paidCourse?.price ?? 1 });
    const chapters = await server.request(`/api/course/${courseId}/user`, {
      headers: bearer(signedIn.body.token),
    });
    expect(chapters.status, chapters.text).toBe(200);
    const link = chapters.body.chapters[0].videoLink as string;
    keep("media signature", new URL(link, server.url).searchParams.get("sig") ?? undefined);
    expect((await server.request(link, { headers: { range: "bytes=0-9" } })).status).toBe(206);

    // A contact message: its words are mailed, not logged.
    const marker = `quiet-${Math.random().toString(36).slice(2, 12)}`;
    const contact = await server.request("/api/contact", {
      method: "POST",
      json: {
        name: "Asha Rao",
        email: uniqueEmail("sender"),
        subject: "A question",
        message: `Hello (${marker})`,
      },
    });
    expect(contact.status, contact.text).toBe(201);
    keep("contact message", marker);

    // A code sent in a body that is not JSON: the parser's message (which quotes it) is not logged.
    const broken = await server.request("/api/auth/verify-otp", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"email":"${email}","Userotp":"${resetCode}"`,
    });
    expect(broken.status).toBe(400);

    await expect.poll(() => lines.some((line) => line.includes("request completed"))).toBe(true);
    const log = lines.join("\n");
    // The trace level is really on, and each mail's line says where the mail is, not what it says.
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toMatch(/kept in the development outbox: .*outbox[/\\].*\.eml/);
    const found = secrets.filter(({ value }) => standsIn(log, value));
    expect(
      found.map(({ what }) => what),
      found.map(({ what, value }) => `${what}: ${lines.find((line) => standsIn(line, value))}`).join("\n"),
    ).toEqual([]);
  });

  it("lists the development outbox at /dev/outbox: recipient, subject and text, escaped", async () => {
    const email = uniqueEmail("page");
    expect((await authApi(server).register(email)).status).toBe(200);
    const code = outboxReader(server).lastCode(email);
    const page = await server.request("/dev/outbox");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.text).toContain(email);
    expect(page.text).toContain(`Your code: ${code}`);
    expect(page.text).toContain(`<h2>${messages.auth.otpMailSubjectVerify}</h2>`);
    // Text is escaped: the contact mail's "Name <address>" is shown, not taken for a tag.
    expect(page.text).toMatch(/From: Asha Rao &lt;sender-[0-9a-f]+@example\.com&gt;/);
  });

  it("has no /dev/outbox when mail goes over SMTP", async () => {
    const { server: withSmtp, smtp } = await startServerWithMail();
    try {
      const page = await withSmtp.request("/dev/outbox");
      expect([page.status, page.body?.code]).toEqual([404, "NOT_FOUND"]);
    } finally {
      await closeServerWithMail(withSmtp, smtp);
    }
  });
});
