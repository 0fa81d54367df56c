import { orderMessages } from "@clutch/contract";
import { type FakeCashfree, startFakeCashfree } from "@clutch/fake-cashfree";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import { startTestServer, type TestServer } from "./harness";
import { bearer, createVerifiedUser } from "./support/accounts";
import { operators } from "./support/operators";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

const PHONE = "9876543210";
const CLIENT_ID = "TEST_APP_ID";
const CLIENT_SECRET = "TEST_SECRET_KEY";

let smtp: SmtpCapture;
/** The built-in test checkout (its books: `local_payments`). */
let local: TestServer;
/** The fake Cashfree, whose refunds can stay PENDING and be settled later. */
let cashfree: TestServer;
let fake: FakeCashfree;
let admins: Record<"local" | "cashfree", { headers: Record<string, string>; email: string }>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  fake = await startFakeCashfree({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  // The reconciler is driven by the tests (reconcileOnce), not by its timer.
  [local, cashfree] = await Promise.all([
    startTestServer({ SMTP_URL: smtp.url, PAYMENT_RECONCILE_SECONDS: "0", SESSION_JOBS_SECONDS: "0" }),
    startTestServer({
      SMTP_URL: smtp.url,
      PAYMENT_PROVIDER: "cashfree",
      CASHFREE_APP_ID: CLIENT_ID,
      CASHFREE_SECRET_KEY: CLIENT_SECRET,
      CASHFREE_API_URL: fake.url,
      PAYMENT_RECONCILE_SECONDS: "0",
    }),
  ]);
  fake.webhookUrl = `${cashfree.url}/api/payment/webhook/cashfree`;
  const [onLocal, onCashfree] = await Promise.all([
    operators(local, smtp).newAdmin(),
    operators(cashfree, smtp).newAdmin(),
  ]);
  admins = { local: onLocal, cashfree: onCashfree };
}, 120_000);
afterEach(() => {
  // Every request to the fake, and its every answer, matched Cashfree's document.
  expect(fake.violations).toEqual([]);
  fake.refundStatus = "SUCCESS";
});
afterAll(async () => {
  await Promise.all([local?.close(), cashfree?.close()]);
  await fake?.close();
  await smtp?.close();
});

const isVisible = (item: { isApproved?: boolean; disabled?: boolean }) =>
  (item.isApproved ?? true) && !(item.disabled ?? false);
const paidCourses = demo.courses.filter((c) => isVisible(c) && c.price >= 3);
const course = (index = 0) => {
  const found = paidCourses[index % paidCourses.length];
  if (!found) throw new Error("the demo catalogue has no paid course");
  return { id: demoIds.course(found.key), price: found.price, name: found.name };
};
const paidGuide = demo.guides.find((g) => isVisible(g) && g.price > 0);

/** The calls of one server, made by its admin and by learners. */
function on(server: TestServer, which: "local" | "cashfree") {
  const db = () => server.server.app.database.db;
  const admin = () => admins[which];
  async function learner() {
    const account = await createVerifiedUser(server, smtp);
    const userId = account.user._id as string;
    await db().update(t.users).set({ phone: PHONE }).where(eq(t.users.id, userId));
    return { ...account, userId, auth: bearer(account.token) };
  }
  type Learner = Awaited<ReturnType<typeof learner>>;
  const openOrder = async (who: Learner, kind: "course" | "guide", itemId: string) => {
    const res = await server.request(`/api/payment/create-order-${kind}`, {
      method: "POST",
      headers: who.auth,
      json: { userId: who.userId, [`${kind}Id`]: itemId },
    });
    if (res.status !== 200) throw new Error(`create-order: ${res.status} ${res.text}`);
    return res.body.order as { orderId: string; paymentSessionId: string };
  };
  async function pay(order: { orderId: string; paymentSessionId: string }) {
    if (which === "local") {
      const res = await server.request(`/api/payment/local/${order.paymentSessionId}/complete`, {
        method: "POST",
        json: { outcome: "success" },
      });
      expect(res.status).toBe(200);
    } else {
      fake.pay(order.orderId, { outcome: "SUCCESS" });
      await fake.webhooksSettled();
    }
    return order.orderId;
  }
  return {
    db,
    learner,
    openOrder,
    paidCourse: async (who: Learner, index = 0) => pay(await openOrder(who, "course", course(index).id)),
    list: (query: Record<string, string>) =>
      server.request(`/api/admin/orders?${new URLSearchParams(query)}`, { headers: admin().headers }),
    get: (orderId: string) => server.request(`/api/admin/orders/${orderId}`, { headers: admin().headers }),
    refund: (orderId: string, body: object) =>
      server.request(`/api/admin/orders/${orderId}/refunds`, {
        method: "POST",
        headers: admin().headers,
        json: body,
      }),
    hasCourse: async (who: Learner, index = 0) =>
      (
        await server.request("/api/payment/check-access", {
          method: "POST",
          headers: who.auth,
          json: { userId: who.userId, courseId: course(index).id },
        })
      ).body.hasAccess as boolean,
    refundMails: (who: Learner) =>
      smtp.mailsTo(who.email).filter((mail) => /^Message-ID: <refund-/im.test(mail.raw)),
    reconcile: () => server.server.app.payments.reconcileOnce(),
    audit: async (orderId: string) =>
      (
        await server.request(`/api/admin/audit?action=order.refund&entityId=${orderId}`, {
          headers: admin().headers,
        })
      ).body.data as { before: unknown; after: unknown; actor: { email: string } }[],
  };
}
const L = () => on(local, "local");
const C = () => on(cashfree, "cashfree");

/** What the test checkout's books say was refunded of an order. */
const refundedAtLocal = async (orderId: string) =>
  (await L().db().select().from(t.localPayments).where(eq(t.localPayments.orderId, orderId)))[0]
    ?.refundedAmount;
/** Refunds the fake Cashfree was asked to make for an order. */
const refundPostsAtCashfree = (orderId: string) =>
  fake.requests.filter((r) => r.method === "POST" && r.path === `/orders/${orderId}/refunds`);

describe("searching orders", () => {
  it("finds orders by e-mail, id and item, filters by status, kind and India-time days, and pages", async () => {
    const api = L();
    const who = await api.learner();
    const paid = await api.paidCourse(who, 0);
    const open = await api.openOrder(who, "course", course(1).id);
    const guide = await api.openOrder(who, "guide", demoIds.guide(paidGuide?.key ?? ""));
    // 2024-03-10 18:45 UTC is 2024-03-11 00:15 in India: the 11th there.
    await api
      .db()
      .update(t.orders)
      .set({ createdAt: new Date("2024-03-10T18:45:00Z") })
      .where(eq(t.orders.id, guide.orderId));

    const byEmail = await api.list({ q: who.email.toUpperCase(), limit: "2" });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.meta).toEqual({ total: 3, page: 1, limit: 2 });
    // Newest first: the back-dated guide order is last, on page 2.
    expect(byEmail.body.data.map((row: { _id: string }) => row._id)).toEqual([open.orderId, paid]);
    const page2 = await api.list({ q: who.email, limit: "2", page: "2" });
    expect(page2.body.data.map((row: { _id: string }) => row._id)).toEqual([guide.orderId]);
    expect(page2.body.data[0]).toMatchObject({
      kind: "guide",
      status: "ACTIVE",
      buyer: { _id: who.userId, email: who.email },
      item: { name: paidGuide?.name },
      refunded: 0,
      provider: "local",
    });

    const ids = async (query: Record<string, string>) =>
      ((await api.list({ limit: "100", ...query })).body.data as { _id: string }[]).map((row) => row._id);
    expect(await ids({ q: paid })).toEqual([paid]);
    expect(await ids({ q: who.email, status: "PAID" })).toEqual([paid]);
    expect(await ids({ q: who.email, kind: "guide" })).toEqual([guide.orderId]);
    expect(await ids({ q: who.email, kind: "session" })).toEqual([]);
    expect(await ids({ q: who.email, from: "2024-03-11", to: "2024-03-11" })).toEqual([guide.orderId]);
    expect(await ids({ q: who.email, to: "2024-03-10" })).toEqual([]);
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect(await ids({ q: who.email, from: today })).toEqual([open.orderId, paid]);
    const byItem = await api.list({ q: course(1).name.slice(2, 12).toLowerCase(), limit: "100" });
    expect(byItem.body.data.map((row: { _id: string }) => row._id)).toContain(open.orderId);
    for (const row of byItem.body.data) expect(row.item.name).toBe(course(1).name);

    const bad = await api.list({ from: "2024-03-12", to: "2024-03-11" });
    expect([bad.status, bad.body.message]).toEqual([400, orderMessages.dateRange]);
    expect((await api.list({ from: "11/03/2024" })).status).toBe(400);
    expect((await api.list({ status: "LOST" })).status).toBe(400);
  });

  it("exports the search as CSV", async () => {
    const api = L();
    const who = await api.learner();
    const paid = await api.paidCourse(who, 2);
    const res = await local.request(`/api/admin/orders/export?q=${encodeURIComponent(who.email)}`, {
      headers: admins.local.headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Order ID,Created (UTC),Paid (UTC),Status,Kind,Item,Buyer e-mail,Buyer name,Amount (INR),Refunded (INR),Provider",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${paid},`);
    expect(lines[1]).toContain(`,PAID,course,`);
    expect(lines[1]).toContain(`,${who.email},`);
    expect(lines[1]).toMatch(new RegExp(`,${course(2).price},0,local$`));
    // Every export is in the audit trail: who, what search, how many rows.
    const audit = await local.request("/api/admin/audit?action=orders.exported", {
      headers: admins.local.headers,
    });
    expect(audit.body.data[0]).toMatchObject({
      action: "orders.exported",
      entityType: "orders",
      after: { search: { q: who.email }, count: 1 },
    });
  });

  it("answers 404 for an order that does not exist", async () => {
    const res = await L().get("CA0000");
    expect([res.status, res.body.message]).toEqual([404, orderMessages.notFound]);
    const refund = await L().refund("CA0000", { reason: "no such order", expectedRefunded: 0 });
    expect(refund.status).toBe(404);
  });
});

describe("refunds with the test checkout", () => {
  it("refunds in part (access kept), then the rest (access gone): each once, e-mailed, audited, on the timeline", async () => {
    const api = L();
    const who = await api.learner();
    const orderId = await api.paidCourse(who, 0);
    const price = course(0).price;
    const part = Math.floor(price / 3);

    const first = await api.refund(orderId, {
      amount: part,
      reason: "Goodwill for a late video",
      expectedRefunded: 0,
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(orderMessages.refunded);
    expect(first.body.refund).toMatchObject({
      amount: part,
      full: false,
      status: "SUCCESS",
      reason: "Goodwill for a late video",
      requestedBy: { email: admins.local.email },
    });
    expect(first.body.data).toMatchObject({ status: "PAID", refunded: part, refundable: price - part });
    expect(await api.hasCourse(who, 0)).toBe(true);
    expect(await refundedAtLocal(orderId)).toBe(part);
    expect(api.refundMails(who)).toHaveLength(1);
    expect(api.refundMails(who)[0]?.decoded).toContain(`INR ${part}`);
    expect(api.refundMails(who)[0]?.decoded).not.toContain("Goodwill");

    // The same press again: the order changed since, so nothing more is refunded.
    const again = await api.refund(orderId, {
      amount: part,
      reason: "Goodwill for a late video",
      expectedRefunded: 0,
    });
    expect([again.status, again.body.message]).toEqual([409, orderMessages.changed]);
    const tooMuch = await api.refund(orderId, { amount: price, reason: "Too much", expectedRefunded: part });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([400, orderMessages.tooMuch(price - part)]);
    const noReason = await api.refund(orderId, { reason: " ", expectedRefunded: part });
    expect([noReason.status, noReason.body.message]).toEqual([400, orderMessages.reason]);
    expect(await refundedAtLocal(orderId)).toBe(part);

    const rest = await api.refund(orderId, { reason: "Course withdrawn", expectedRefunded: part });
    expect(rest.status).toBe(200);
    expect(rest.body.refund).toMatchObject({ amount: price - part, full: true, status: "SUCCESS" });
    expect(rest.body.data).toMatchObject({ status: "REFUNDED", refunded: price, refundable: 0 });
    expect(await api.hasCourse(who, 0)).toBe(false);
    expect(await refundedAtLocal(orderId)).toBe(price);
    expect(api.refundMails(who)).toHaveLength(2);
    expect(api.refundMails(who)[1]?.decoded).toContain("Your access to it has ended");
    const after = await api.refund(orderId, { reason: "Once more", expectedRefunded: price });
    expect([after.status, after.body.message]).toEqual([400, orderMessages.notRefundable]);

    const order = (await api.get(orderId)).body.data;
    expect(order.refunds.map((r: { amount: number }) => r.amount)).toEqual([part, price - part]);
    const timeline = order.timeline as { type: string; at: string; event?: string }[];
    expect(timeline.map((entry) => entry.at)).toEqual(timeline.map((entry) => entry.at).sort());
    expect(timeline.map((entry) => entry.event ?? entry.type)).toEqual([
      "created",
      "provider-order",
      "paid",
      "partial-refund-requested",
      "refund",
      "partial-refunded",
      "refund-mailed",
      "refund-requested",
      "refund",
      "refunded",
      "refund-mailed",
    ]);
    const audit = await api.audit(orderId);
    expect(audit).toHaveLength(2);
    // Newest first.
    expect(audit[1]).toMatchObject({
      actor: { email: admins.local.email },
      before: { refunded: 0, status: "PAID" },
      after: { refunded: part, refund: { amount: part, full: false } },
    });
    expect(audit[0]).toMatchObject({
      before: { refunded: part, status: "PAID" },
      after: { refunded: price, refund: { amount: price - part, full: true } },
    });
  });

  it("two refunds pressed at once refund once, in part and in full", async () => {
    const api = L();
    const who = await api.learner();
    const orderId = await api.paidCourse(who, 1);
    const price = course(1).price;
    const both = (body: object) => Promise.all([api.refund(orderId, body), api.refund(orderId, body)]);

    const partial = await both({ amount: 2, reason: "Double click", expectedRefunded: 0 });
    expect(partial.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await refundedAtLocal(orderId)).toBe(2);
    expect(await api.hasCourse(who, 1)).toBe(true);

    const full = await both({ reason: "Two admins", expectedRefunded: 2 });
    expect(full.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await refundedAtLocal(orderId)).toBe(price);
    expect(await api.hasCourse(who, 1)).toBe(false);
    const rows = await api.db().select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId));
    expect(rows.map((row) => [row.amount, row.full]).sort()).toEqual([
      [2, false],
      [price - 2, true],
    ]);
    expect(api.refundMails(who)).toHaveLength(2);
    expect(await api.audit(orderId)).toHaveLength(2);
  });

  it("a partial refund of everything left is a full one: ownership goes", async () => {
    const api = L();
    const who = await api.learner();
    const orderId = await api.paidCourse(who, 3);
    const res = await api.refund(orderId, {
      amount: course(3).price,
      reason: "All of it",
      expectedRefunded: 0,
    });
    expect(res.body.refund).toMatchObject({ full: true, amount: course(3).price });
    expect(res.body.data.status).toBe("REFUNDED");
    expect(await api.hasCourse(who, 3)).toBe(false);
  });

  it("a live session's order refunded in full cancels the booking", async () => {
    const api = L();
    const who = await api.learner();
    const coachId = demoIds.coach("arjun-mehta");
    const sessionTypeId = demoIds.sessionType("arjun-mehta", 1);
    const slots = (await local.request(`/api/coach/${coachId}/availability?sessionType=${sessionTypeId}`))
      .body.data as { start: string }[];
    const slot = slots.at(-1);
    if (!slot) throw new Error("the demo coach has no free slot");
    const booked = await local.request("/api/live-sessions", {
      method: "POST",
      headers: who.auth,
      json: { coachId, sessionTypeId, start: slot.start },
    });
    expect(booked.status).toBe(200);
    const { orderId, paymentSessionId } = booked.body.order;
    await local.request(`/api/payment/local/${paymentSessionId}/complete`, {
      method: "POST",
      json: { outcome: "success" },
    });
    const found = await api.list({ q: who.email, kind: "session" });
    expect(found.body.data).toMatchObject([{ _id: orderId, kind: "session", status: "PAID" }]);

    const res = await api.refund(orderId, { reason: "Coach unavailable", expectedRefunded: 0 });
    expect(res.status).toBe(200);
    const [booking] = await api
      .db()
      .select()
      .from(t.liveSessionBookings)
      .where(eq(t.liveSessionBookings.id, booked.body.booking._id));
    expect([booking?.state, booking?.cancelledBy]).toEqual(["CANCELLED", "operator"]);
  });
});

describe("refunds with Cashfree", () => {
  it("two refunds pressed at once make one refund at Cashfree", async () => {
    const api = C();
    const who = await api.learner();
    const orderId = await api.paidCourse(who, 4);
    const results = await Promise.all([
      api.refund(orderId, { amount: 1, reason: "Pressed twice", expectedRefunded: 0 }),
      api.refund(orderId, { amount: 1, reason: "Pressed twice", expectedRefunded: 0 }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(refundPostsAtCashfree(orderId)).toHaveLength(1);
    expect(fake.stats().refunds).toBeGreaterThan(0);
    expect(await api.hasCourse(who, 4)).toBe(true);
  });

  it("follows a pending partial refund to paid, and a pending full one (of what is left) to paid", async () => {
    const api = C();
    const who = await api.learner();
    const orderId = await api.paidCourse(who, 5);
    const price = course(5).price;
    fake.refundStatus = "PENDING";
    const partial = await api.refund(orderId, {
      amount: 1,
      reason: "Partial, slow bank",
      expectedRefunded: 0,
    });
    expect(partial.body.refund).toMatchObject({ status: "PENDING", providerStatus: "PENDING" });
    expect(partial.body.message).toBe(orderMessages.refundPending);
    // Not paid out yet: the learner is told once it is.
    expect(api.refundMails(who)).toHaveLength(0);
    await api.reconcile();
    await api.reconcile();
    const refundId = partial.body.refund._id as string;
    fake.settleRefund(orderId, refundId, "SUCCESS");
    await api.reconcile();
    let order = (await api.get(orderId)).body.data;
    expect(order.refunds[0]).toMatchObject({ status: "SUCCESS", providerStatus: "SUCCESS" });
    expect(order.refunded).toBe(1);
    const events = (order.timeline as { event?: string }[]).map((entry) => entry.event);
    expect(events.filter((event) => event === "partial-refund-awaited")).toHaveLength(1);
    expect(events).toContain("partial-refunded");
    expect(await api.hasCourse(who, 5)).toBe(true);
    expect(api.refundMails(who)).toHaveLength(1);

    const full = await api.refund(orderId, { reason: "The rest", expectedRefunded: 1 });
    expect(full.body.refund).toMatchObject({ status: "PENDING", full: true, amount: price - 1 });
    expect(refundPostsAtCashfree(orderId).at(-1)?.body).toMatchObject({ refund_amount: price - 1 });
    expect(await api.hasCourse(who, 5)).toBe(false);
    await api.db().update(t.orders).set({ checkAfter: sql`now()` }).where(eq(t.orders.id, orderId));
    fake.settleRefund(orderId, full.body.refund._id, "SUCCESS");
    await api.reconcile();
    order = (await api.get(orderId)).body.data;
    expect(order).toMatchObject({ status: "REFUNDED", refunded: price });
    expect(order.refunds[1]).toMatchObject({ status: "SUCCESS" });
    expect(api.refundMails(who)).toHaveLength(2);
    expect(refundPostsAtCashfree(orderId)).toHaveLength(2);
  });

  it("a partial refund Cashfree cancels can be refunded again; a cancelled full one is held for review", async () => {
    const api = C();
    const who = await api.learner();
    const orderId = await api.paidCourse(who, 6);
    fake.refundStatus = "PENDING";
    const partial = await api.refund(orderId, {
      amount: 2,
      reason: "Will be cancelled",
      expectedRefunded: 0,
    });
    fake.settleRefund(orderId, partial.body.refund._id, "CANCELLED");
    await api.reconcile();
    let order = (await api.get(orderId)).body.data;
    expect(order).toMatchObject({ status: "PAID", refunded: 0, refundable: course(6).price });
    expect(order.refunds[0]).toMatchObject({ status: "CANCELLED" });
    expect((order.timeline as { event?: string }[]).map((e) => e.event)).toContain(
      "partial-refund-cancelled",
    );
    expect(await api.hasCourse(who, 6)).toBe(true);

    const full = await api.refund(orderId, { reason: "Full, cancelled too", expectedRefunded: 0 });
    expect(full.body.refund).toMatchObject({ full: true, amount: course(6).price, status: "PENDING" });
    await api.db().update(t.orders).set({ checkAfter: sql`now()` }).where(eq(t.orders.id, orderId));
    fake.settleRefund(orderId, full.body.refund._id, "CANCELLED");
    await api.reconcile();
    order = (await api.get(orderId)).body.data;
    expect(order.status).toBe("REFUND_CANCELLED");
    expect(order.refunds[1]).toMatchObject({ status: "CANCELLED" });
    expect(order.refunded).toBe(0);
    // Nothing was paid back: no refund e-mail.
    expect(api.refundMails(who)).toHaveLength(0);
  });
});
