import { messages } from "@clutch/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { createContactRepository } from "../../src/modules/contact/repository";
import { createContactService } from "../../src/modules/contact/service";
import { startTestServer, type TestServer } from "./harness";
import { uniqueEmail } from "./support/accounts";
import { operators } from "./support/operators";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

const SUPPORT = "support@clutch.example";

let server: TestServer;
let smtp: SmtpCapture;
let admin: Awaited<ReturnType<ReturnType<typeof operators>["newAdmin"]>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({
    SEED: "none",
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL: SUPPORT,
    CONTACT_MAIL_RETRY_SECONDS: "0",
    TRUST_PROXY: "127.0.0.1,::1",
    RATE_LIMIT_CONTACT: "3/10m",
    RATE_LIMIT_CONTACT_DAILY: "5/24h",
  });
  admin = await operators(server, smtp).newAdmin();
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const db = () => server.server.app.database.db;

/** Each test sends from client addresses of its own, so their budgets do not mix. */
let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

const send = (body: Record<string, unknown>, client = newClient()) =>
  server.request("/api/contact", { method: "POST", json: body, headers: { "x-forwarded-for": client } });

/** A form as a person fills it in, with a marker of its own to find it by. */
const form = (overrides: Record<string, unknown> = {}) => {
  const marker = Math.random().toString(36).slice(2, 10);
  return {
    name: "Asha Rao",
    email: uniqueEmail("sender"),
    subject: `Question ${marker}`,
    message: `Hello, is the Valorant course for beginners? (${marker})`,
    ...overrides,
  };
};

const adminGet = (path: string) => server.request(path, { headers: admin.headers });
const adminPost = (path: string, json: unknown) =>
  server.request(path, { method: "POST", headers: admin.headers, json });

async function findMessage(q: string) {
  const list = await adminGet(`/api/admin/messages?q=${encodeURIComponent(q)}`);
  expect(list.status).toBe(200);
  return list.body.data as { _id: string; status: string; subject: string; replies: number }[];
}

const storedCount = async () =>
  (await db().select({ n: sql<number>`count(*)` }).from(t.contactMessages))[0]?.n;

describe("the contact form", () => {
  it("stores the message and mails it to SUPPORT_EMAIL, Reply-To the sender", async () => {
    const sent = form({ name: "  Asha Rao ", email: "  Asha.Rao@Example.COM " });
    const res = await send(sent);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: messages.contact.sent });

    const mail = smtp.mailsTo(SUPPORT).find((m) => m.decoded.includes(sent.message));
    expect(mail).toBeDefined();
    expect(mail?.raw).toMatch(/^Reply-To: asha\.rao@example\.com$/im);
    expect(mail?.raw).toContain(`Subject: Contact: ${sent.subject}`);
    expect(mail?.decoded).toContain("Asha Rao <asha.rao@example.com>");

    const [row] = await findMessage(sent.subject);
    expect(row).toMatchObject({ status: "new", subject: sent.subject, replies: 0 });
    const detail = await adminGet(`/api/admin/messages/${row?._id}`);
    expect(detail.body.data).toMatchObject({
      name: "Asha Rao",
      email: "asha.rao@example.com",
      message: sent.message,
      status: "new",
      replies: [],
    });
    expect(detail.body.data.mailedAt).not.toBeNull();
  });

  it("refuses a form with wrong fields (400, every field named) and stores or mails nothing", async () => {
    const before = await storedCount();
    const mailsBefore = smtp.mails.length;
    const bad = await send({ name: "  ", email: "nope", subject: "x".repeat(151), message: "" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      code: "VALIDATION_ERROR",
      message: messages.contact.nameRequired,
    });
    expect(bad.body.errors).toEqual([
      { path: "name", message: messages.contact.nameRequired },
      { path: "email", message: messages.validation.emailInvalid },
      { path: "subject", message: messages.contact.subjectTooLong },
      { path: "message", message: messages.contact.messageRequired },
    ]);
    const long = await send(form({ message: "y".repeat(5001) }));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(messages.contact.messageTooLong);
    expect(await storedCount()).toBe(before);
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it("refuses a filled honeypot field: 400, nothing stored or mailed", async () => {
    const before = await storedCount();
    const mailsBefore = smtp.mails.length;
    const spam = form({ website: "https://cheap-boosting.example" });
    const res = await send(spam);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "website", message: messages.contact.honeypot }]);
    expect(await storedCount()).toBe(before);
    expect(smtp.mails.length).toBe(mailsBefore);
    // An empty honeypot is what people send.
    expect((await send(form({ website: "" }))).status).toBe(201);
  });

  it("limits each client: a few messages in 10 minutes, and a daily cap (429 with its own sentence)", async () => {
    const client = newClient();
    for (let i = 0; i < 3; i++) expect((await send(form(), client)).status).toBe(201);
    const refused = await send(form(), client);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED", message: messages.contact.tooMany });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
    // Another client is not affected.
    expect((await send(form())).status).toBe(201);

    // Ten minutes pass: the short window starts again, but the day allows only 5.
    await db().execute(
      sql`update rate_counters set window_started_at = now() - interval '11 minutes' where key = ${`contact:${client}`}`,
    );
    for (let i = 0; i < 2; i++) expect((await send(form(), client)).status).toBe(201);
    const daily = await send(form(), client);
    expect(daily.status).toBe(429);
    expect(Number(daily.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
  });

  it("keeps the message when the mail fails (201), and the retry mails it later", async () => {
    const sent = form();
    smtp.failWith("550 mailbox unavailable");
    try {
      expect((await send(sent)).status).toBe(201);
    } finally {
      smtp.failWith(undefined);
    }
    const [row] = await findMessage(sent.subject);
    expect(row).toBeDefined();
    const id = row?._id ?? "";
    expect((await adminGet(`/api/admin/messages/${id}`)).body.data.mailedAt).toBeNull();
    const mailed = () => smtp.mailsTo(SUPPORT).filter((m) => m.decoded.includes(sent.message));
    expect(mailed()).toHaveLength(0);

    const retry = () =>
      createContactService({
        repository: createContactRepository(db()),
        mailer: server.server.app.mailer,
        audit: server.server.app.audit,
        log: server.server.app.log,
        supportEmail: SUPPORT,
        publicUrl: server.server.app.config.publicUrl,
      }).retryUnmailed();
    // A message just sent may still be on its way from its own request: not retried yet.
    await retry();
    expect(mailed()).toHaveLength(0);
    await db()
      .update(t.contactMessages)
      .set({ createdAt: sql`now() - interval '3 minutes'` })
      .where(eq(t.contactMessages.id, id));
    await retry();
    expect(mailed()).toHaveLength(1);
    expect((await adminGet(`/api/admin/messages/${id}`)).body.data.mailedAt).not.toBeNull();
    await retry();
    expect(mailed()).toHaveLength(1);
  });
});

describe("the console's inbox", () => {
  it("lists messages newest first, by status, searched and paged, with each status's count", async () => {
    const tag = `inbox-${Math.random().toString(36).slice(2, 8)}`;
    for (let i = 1; i <= 3; i++) expect((await send(form({ subject: `${tag} ${i}` }))).status).toBe(201);
    const page1 = await adminGet(`/api/admin/messages?q=${tag}&limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.meta).toEqual({ total: 3, page: 1, limit: 2 });
    expect(page1.body.data.map((r: { subject: string }) => r.subject)).toEqual([`${tag} 3`, `${tag} 2`]);
    const page2 = await adminGet(`/api/admin/messages?q=${tag}&limit=2&page=2`);
    expect(page2.body.data.map((r: { subject: string }) => r.subject)).toEqual([`${tag} 1`]);
    expect(page1.body.counts.new).toBeGreaterThanOrEqual(3);

    const [first] = await findMessage(`${tag} 1`);
    await adminPost(`/api/admin/messages/${first?._id}/status`, { status: "closed" });
    expect((await adminGet(`/api/admin/messages?q=${tag}&status=closed`)).body.data).toHaveLength(1);
    expect((await adminGet(`/api/admin/messages?q=${tag}&status=new`)).body.meta.total).toBe(2);
    expect((await adminGet("/api/admin/messages?status=unread")).status).toBe(400);
    expect((await adminGet("/api/admin/messages/no-such-message")).status).toBe(404);
  });

  it("answers by e-mail to the sender (Reply-To SUPPORT_EMAIL, quoting the message), keeps the answer, audits it", async () => {
    const sent = form();
    await send(sent);
    const [row] = await findMessage(sent.subject);
    const id = row?._id ?? "";
    const answer = "Yes! It starts from the basics.\nSee you there.";
    const res = await adminPost(`/api/admin/messages/${id}/replies`, { body: `  ${answer}  ` });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe("answered");
    expect(res.body.data.replies).toHaveLength(1);
    expect(res.body.data.replies[0]).toMatchObject({
      body: answer,
      author: { _id: admin.user._id, email: admin.email },
    });
    expect(res.body.data.replies[0].sentAt).not.toBeNull();

    const [mail, ...more] = smtp.mailsTo(sent.email);
    expect(more).toHaveLength(0);
    expect(mail?.raw).toMatch(new RegExp(`^Reply-To: ${SUPPORT.replace(".", "\\.")}$`, "im"));
    expect(mail?.raw).toContain(`Subject: Re: ${sent.subject}`);
    expect(mail?.decoded).toContain("Yes! It starts from the basics.");
    expect(mail?.decoded).toContain(`> ${sent.message}`);

    const audit = await adminGet(`/api/admin/audit?entityId=${id}`);
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        action: "contact-message.reply",
        entityType: "contact-message",
        actor: expect.objectContaining({ _id: admin.user._id }),
        before: { status: "new" },
        after: { replyId: res.body.data.replies[0]._id },
      }),
    ]);
    const empty = await adminPost(`/api/admin/messages/${id}/replies`, { body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messages.contact.replyRequired);
  });

  it("keeps an answer that could not be mailed (502, unsent) and leaves the message's status", async () => {
    const sent = form();
    await send(sent);
    const [row] = await findMessage(sent.subject);
    smtp.failWith("451 try again later");
    let res: Awaited<ReturnType<typeof adminPost>>;
    try {
      res = await adminPost(`/api/admin/messages/${row?._id}/replies`, { body: "We will look into it." });
    } finally {
      smtp.failWith(undefined);
    }
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: "MAIL_DELIVERY_FAILED", message: messages.contact.replyNotSent });
    const detail = (await adminGet(`/api/admin/messages/${row?._id}`)).body.data;
    expect(detail.status).toBe("new");
    expect(detail.replies).toEqual([
      expect.objectContaining({ body: "We will look into it.", sentAt: null }),
    ]);
  });

  it("closes and reopens a message, audited", async () => {
    const sent = form();
    await send(sent);
    const [row] = await findMessage(sent.subject);
    const id = row?._id ?? "";
    const closed = await adminPost(`/api/admin/messages/${id}/status`, { status: "closed" });
    expect(closed.status).toBe(200);
    expect(closed.body.data.status).toBe("closed");
    const reopened = await adminPost(`/api/admin/messages/${id}/status`, { status: "new" });
    expect(reopened.body.data.status).toBe("new");
    expect((await adminPost(`/api/admin/messages/${id}/status`, { status: "done" })).status).toBe(400);
    expect((await adminPost("/api/admin/messages/nope/status", { status: "closed" })).status).toBe(404);

    const audit = await adminGet(`/api/admin/audit?entityId=${id}&action=contact-message.status`);
    expect(audit.body.data.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [{ status: "closed" }, { status: "new" }],
      [{ status: "new" }, { status: "closed" }],
    ]);
  });
});
