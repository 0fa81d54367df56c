import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import { queryRows, startTestServer, type TestServer } from "./harness";
import { bearer, createVerifiedUser, uniqueEmail } from "./support/accounts";
import { operators } from "./support/operators";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

/**
 * Every console change writes its audit row in the change's own transaction. Here the database
 * itself refuses every audit row (a trigger, as a crash or a full disk would fail the insert), and
 * each change must then leave nothing behind; with the trigger gone, the same call makes the change
 * and its row together. Other files cover the bookings, coach access and no-shows the same way.
 */

let smtp: SmtpCapture;
let server: TestServer;
let admin: Awaited<ReturnType<ReturnType<typeof operators>["newAdmin"]>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, PAYMENT_RECONCILE_SECONDS: "0" });
  admin = await operators(server, smtp).newAdmin();
});
afterEach(async () => {
  await auditWorks();
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const db = () => server.server.app.database.db;

async function auditFails() {
  await db().execute(sql`
    create or replace function audit_refused_for_test() returns trigger language plpgsql as $$
    begin raise exception 'the audit trail refused the row (test)'; end $$`);
  await db().execute(sql`
    create trigger audit_refused_for_test before insert on audit_events
    for each row execute function audit_refused_for_test()`);
}
async function auditWorks() {
  await db().execute(sql`drop trigger if exists audit_refused_for_test on audit_events`);
}

const auditCount = async (action: string, entityId: string) =>
  (
    await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_events where action = ${action} and entity_id = ${entityId}`,
    )
  )[0]?.n;

const adminPost = (path: string, json: unknown) =>
  server.request(path, { method: "POST", headers: admin.headers, json });

async function contactMessage() {
  const sent = await server.request("/api/contact", {
    method: "POST",
    json: {
      name: "Asha Rao",
      email: uniqueEmail("sender"),
      subject: "A question",
      message: "Is it for beginners?",
    },
  });
  expect(sent.status).toBe(201);
  const [row] = await db().select().from(t.contactMessages).orderBy(sql`created_at desc`).limit(1);
  if (!row) throw new Error("the message was not stored");
  return row.id;
}

describe("an audit row that cannot be written undoes its change", () => {
  it("a contact message's status", async () => {
    const id = await contactMessage();
    await auditFails();
    const refused = await adminPost(`/api/admin/messages/${id}/status`, { status: "closed" });
    expect(refused.status).toBe(500);
    const [kept] = await db().select().from(t.contactMessages).where(eq(t.contactMessages.id, id));
    expect(kept?.status).toBe("new");
    await auditWorks();
    expect((await adminPost(`/api/admin/messages/${id}/status`, { status: "closed" })).status).toBe(200);
    expect(await auditCount("contact-message.status", id)).toBe(1);
  });

  it("an answer to a contact message: neither stored nor mailed", async () => {
    const id = await contactMessage();
    await auditFails();
    const refused = await adminPost(`/api/admin/messages/${id}/replies`, { body: "Yes, from the basics." });
    expect(refused.status).toBe(500);
    const replies = await db().select().from(t.contactReplies).where(eq(t.contactReplies.messageId, id));
    expect(replies).toEqual([]);
    await auditWorks();
    expect(
      (await adminPost(`/api/admin/messages/${id}/replies`, { body: "Yes, from the basics." })).status,
    ).toBe(201);
    expect(await db().select().from(t.contactReplies).where(eq(t.contactReplies.messageId, id))).toHaveLength(
      1,
    );
    expect(await auditCount("contact-message.reply", id)).toBe(1);
  });

  it("an operator's refund: the order stays paid and owned, and nothing is asked of the provider", async () => {
    const paid = demo.courses.find((course) => course.price > 0 && course.isApproved !== false);
    if (!paid) throw new Error("the demo catalogue has no paid course");
    const learner = await createVerifiedUser(server, smtp);
    await db().update(t.users).set({ phone: "9876543210" }).where(eq(t.users.id, learner.user._id));
    const created = await server.request("/api/payment/create-order-course", {
      method: "POST",
      headers: bearer(learner.token),
      json: { userId: learner.user._id, courseId: demoIds.course(paid.key) },
    });
    expect(created.status, created.text).toBe(200);
    const { orderId, paymentSessionId } = created.body.order;
    const completed = await server.request(`/api/payment/local/${paymentSessionId}/complete`, {
      method: "POST",
      json: { outcome: "success" },
    });
    expect(completed.status).toBe(200);

    await auditFails();
    const body = { reason: "Asked for by the learner", expectedRefunded: 0 };
    const refused = await adminPost(`/api/admin/orders/${orderId}/refunds`, body);
    expect(refused.status).toBe(500);
    const [order] = await db().select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order?.status).toBe("PAID");
    expect(await db().select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId))).toEqual([]);
    const [books] = await db().select().from(t.localPayments).where(eq(t.localPayments.orderId, orderId));
    expect(books?.refundedAmount ?? 0).toBe(0);

    await auditWorks();
    const refunded = await adminPost(`/api/admin/orders/${orderId}/refunds`, body);
    expect(refunded.status, refunded.text).toBe(200);
    expect(await auditCount("order.refund", orderId)).toBe(1);
  });
});
