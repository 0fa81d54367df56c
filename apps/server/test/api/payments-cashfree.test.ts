import { type FakeCashfree, startFakeCashfree } from "@clutch/fake-cashfree";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import { createCashfreeProvider, idempotencyKey } from "../../src/modules/payments/providers/cashfree/client";
import { createPaymentsRepository, refundIdOf } from "../../src/modules/payments/repository";
import { createPaymentsService } from "../../src/modules/payments/service";
import { startTestServer, type TestServer } from "./harness";
import { bearer, createVerifiedUser } from "./support/accounts";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

const CLIENT_ID = "TEST_APP_ID";
const CLIENT_SECRET = "TEST_SECRET_KEY";
const PHONE = "9876543210";

let fake: FakeCashfree;
let server: TestServer;
let smtp: SmtpCapture;
/** Added to the fake's clock: Cashfree's own view of time, for expiry. */
let fakeClockOffsetMs = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  fake = await startFakeCashfree({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    webhookRetryDelaysMs: [100, 200, 400],
    now: () => Date.now() + fakeClockOffsetMs,
  });
  server = await startTestServer({
    SMTP_URL: smtp.url,
    PAYMENT_PROVIDER: "cashfree",
    CASHFREE_APP_ID: CLIENT_ID,
    CASHFREE_SECRET_KEY: CLIENT_SECRET,
    CASHFREE_API_URL: fake.url,
    PAYMENT_RECONCILE_SECONDS: "0",
  });
  fake.webhookUrl = webhookUrl();
}, 120_000);
afterEach(() => {
  // Every request our client sent, and every answer and webhook of the fake, matched Cashfree's document.
  expect(fake.violations).toEqual([]);
  fake.setApiFault({});
  fake.webhookUrl = webhookUrl();
  fake.refundStatus = "SUCCESS";
  fakeClockOffsetMs = 0;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
  await smtp?.close();
});

const webhookUrl = () => `${server.url}/api/payment/webhook/cashfree`;
const app = () => server.server.app;
const db = () => app().database.db;
const isVisible = (item: { isApproved?: boolean; disabled?: boolean }) =>
  (item.isApproved ?? true) && !(item.disabled ?? false);
const paidCourses = demo.courses.filter((c) => isVisible(c) && c.price > 0);
const course = (index = 0) => {
  const found = paidCourses[index % paidCourses.length];
  if (!found) throw new Error("the demo catalogue has no paid course");
  return { id: demoIds.course(found.key), price: found.price };
};

async function buyer(phone: string | null = PHONE) {
  const account = await createVerifiedUser(server, smtp);
  const who = { ...account, userId: account.user._id as string, auth: bearer(account.token) };
  if (phone) await db().update(t.users).set({ phone }).where(eq(t.users.id, who.userId));
  return who;
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

const createOrder = (who: Buyer, courseId = course().id, extra: object = {}) =>
  server.request("/api/payment/create-order-course", {
    method: "POST",
    headers: who.auth,
    json: { amount: 1, email: who.email, userId: who.userId, courseId, ...extra },
  });
async function openOrder(who: Buyer, courseId = course().id) {
  const res = await createOrder(who, courseId);
  if (res.status !== 200) throw new Error(`create-order: ${res.status} ${res.text}`);
  return res.body.order as { orderId: string; paymentSessionId: string; amount: number };
}
const status = async (orderId: string) =>
  (await server.request(`/api/payment/payment-status/${orderId}`)).body;
const postWebhook = (rawBody: string, headers: Record<string, string>) =>
  server.request("/api/payment/webhook/cashfree", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: rawBody,
  });
const purchasesOf = (orderId: string) =>
  db().select().from(t.purchases).where(eq(t.purchases.orderId, orderId));
const orderRow = async (orderId: string) =>
  (await db().select().from(t.orders).where(eq(t.orders.id, orderId)))[0];
const eventsOf = async (orderId: string) =>
  (
    await db()
      .select()
      .from(t.orderEvents)
      .where(eq(t.orderEvents.orderId, orderId))
      .orderBy(t.orderEvents.createdAt)
  ).map((e) => e.event);
const receiptsTo = (email: string) => smtp.mailsTo(email).filter((mail) => /receipt/i.test(mail.raw));
/** Makes the reconciler's next pass look at the order now. */
const dueNow = (orderId: string) =>
  db().update(t.orders).set({ checkAfter: sql`now()` }).where(eq(t.orders.id, orderId));
const refundCalls = (orderId: string, method: "GET" | "POST") =>
  fake.requests.filter((r) => r.method === method && r.path.startsWith(`/orders/${orderId}/refunds`)).length;

/**
 * The payment flow on the test server's database and the fake Cashfree, with a logger that keeps
 * what is logged (the server's own logs nothing in tests).
 */
function observedPayments() {
  const logged: { level: string; fields: Record<string, unknown>; message?: string }[] = [];
  const keep = (level: string) => (fields: Record<string, unknown> | string, message?: string) => {
    logged.push(
      typeof fields === "string" ? { level, fields: {}, message: fields } : { level, fields, message },
    );
  };
  const log = {
    level: "info",
    ...Object.fromEntries(
      ["fatal", "error", "warn", "info", "debug", "trace", "silent"].map((level) => [level, keep(level)]),
    ),
    child: () => log,
  } as unknown as FastifyBaseLogger;
  const payments = createPaymentsService({
    repo: createPaymentsRepository(db()),
    provider: createCashfreeProvider({
      appId: CLIENT_ID,
      secretKey: CLIENT_SECRET,
      env: "sandbox",
      apiUrl: fake.url,
    }),
    mailer: app().mailer,
    log,
    publicUrl: app().config.publicUrl,
  });
  return { payments, logged };
}

describe("creating a Cashfree order", () => {
  it("asks for a phone number when the profile has none, and makes nothing", async () => {
    const who = await buyer(null);
    const before = fake.requests.length;
    const res = await createOrder(who);
    expect([res.status, res.body.code, res.body.message]).toEqual([
      400,
      "PHONE_REQUIRED",
      "Please add a 10-digit phone number to continue",
    ]);
    expect(fake.requests.length).toBe(before);
    // Given at checkout, it is used and kept.
    const withPhone = await createOrder(who, course().id, { phone: "91234 56789" });
    expect(withPhone.status).toBe(200);
    expect(fake.order(withPhone.body.order.orderId)?.customer_details?.customer_phone).toBe("9123456789");
  });

  it("sends the server's price, the user's details, the return URL, a 30-minute expiry and an idempotency key", async () => {
    const who = await buyer();
    const order = await openOrder(who);
    expect(order).toMatchObject({ amount: course().price, cashfreeMode: "sandbox", provider: "cashfree" });
    const sent = fake.requests.filter((r) => r.method === "POST" && r.path === "/orders").at(-1);
    expect(sent?.idempotencyKey).toBe(idempotencyKey("order", order.orderId));
    const remote = fake.order(order.orderId);
    expect(remote).toMatchObject({
      order_amount: course().price,
      order_currency: "INR",
      order_status: "ACTIVE",
      payment_session_id: order.paymentSessionId,
      customer_details: { customer_phone: PHONE, customer_email: who.email },
      order_meta: { return_url: `${app().config.publicUrl}/payment-success/${order.orderId}` },
    });
  });

  it("answers 502 when Cashfree is down, refuses or is slow, and leaves no order that can be paid", async () => {
    const who = await buyer();
    for (const fault of [{ down: true }, { failRate: 1 }]) {
      fake.setApiFault(fault);
      const res = await createOrder(who, course(1).id);
      expect([res.status, res.body.code], JSON.stringify(fault)).toEqual([502, "PAYMENT_PROVIDER_ERROR"]);
    }
    fake.setApiFault({});
    const rows = await db().select().from(t.orders).where(eq(t.orders.userId, who.userId));
    expect(rows.map((r) => [r.status, r.paymentSessionId])).toEqual([
      ["FAILED", null],
      ["FAILED", null],
    ]);
    // Once Cashfree answers again, the purchase goes through.
    expect((await createOrder(who, course(1).id)).status).toBe(200);
  });

  it("a timed-out create is retried with the same idempotency key: Cashfree makes one order", async () => {
    const who = await buyer();
    fake.setApiFault({ delayMs: 10_500 });
    const res = await createOrder(who, course(2).id);
    expect(res.status).toBe(502);
    fake.setApiFault({});
    const [row] = await db().select().from(t.orders).where(eq(t.orders.userId, who.userId));
    const posts = fake.requests.filter(
      (r) => r.method === "POST" && r.idempotencyKey === idempotencyKey("order", row?.id ?? ""),
    );
    expect(posts).toHaveLength(2);
    expect(fake.order(row?.id ?? "")?.order_status).toBe("ACTIVE");
    expect(row?.status).toBe("FAILED");
  }, 60_000);

  it("a create Cashfree answers after the order was given up answers 502 and hands out no session", async () => {
    const who = await buyer();
    fake.setApiFault({ delayMs: 3_000 });
    const answer = createOrder(who, course(6).id);
    const ordersOf = () => db().select().from(t.orders).where(eq(t.orders.userId, who.userId));
    await expect
      .poll(async () => (await ordersOf()).map((r) => r.status), { interval: 50 })
      .toEqual(["CREATING"]);
    const [creating] = await ordersOf();
    // Meanwhile the reconciler gives it up as abandoned (its step for an order left CREATING).
    await createPaymentsRepository(db()).observe(
      creating?.id ?? "",
      { kind: "create-failed", note: "abandoned while being created" },
      "reconciler",
    );
    const res = await answer;
    expect([res.status, res.body.code]).toEqual([502, "PAYMENT_PROVIDER_ERROR"]);
    fake.setApiFault({});
    // Cashfree made its order, but no session of it is stored or handed out: nothing can pay it.
    expect(fake.order(creating?.id ?? "")?.order_status).toBe("ACTIVE");
    const [row] = await ordersOf();
    expect([row?.status, row?.paymentSessionId]).toEqual(["FAILED", null]);
    expect(await eventsOf(creating?.id ?? "")).toEqual([
      "created",
      "create-failed",
      "provider-order-too-late",
    ]);
    // The buyer's next try makes a new, payable order.
    const retry = await createOrder(who, course(6).id);
    expect(retry.status).toBe(200);
    expect(retry.body.order.orderId).not.toBe(creating?.id);
  }, 30_000);
});

describe("confirming a payment", () => {
  it("grants the item from the webhook alone", async () => {
    const who = await buyer();
    const order = await openOrder(who);
    fake.pay(order.orderId, { outcome: "SUCCESS" });
    await fake.webhooksSettled();
    expect(await purchasesOf(order.orderId)).toHaveLength(1);
    expect((await orderRow(order.orderId))?.status).toBe("PAID");
    await expect.poll(() => receiptsTo(who.email).length).toBe(1);
  });

  it("grants the item by asking Cashfree when no webhook comes (the result page's status call)", async () => {
    const who = await buyer();
    const order = await openOrder(who);
    fake.webhookUrl = undefined;
    fake.pay(order.orderId, { outcome: "SUCCESS" });
    expect(await purchasesOf(order.orderId)).toHaveLength(0);
    expect(await status(order.orderId)).toMatchObject({ success: true, status: "PAID" });
    expect(await purchasesOf(order.orderId)).toHaveLength(1);
  });

  it("the same webhook 5 times at once, plus the status call: one purchase, one receipt", async () => {
    const who = await buyer();
    const order = await openOrder(who);
    fake.webhookUrl = undefined;
    const payment = fake.pay(order.orderId, { outcome: "SUCCESS" });
    const body = fake.webhookBody(order.orderId, String(payment.cf_payment_id));
    const headers = fake.signWebhook(body);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => postWebhook(body, headers)),
      server.request(`/api/payment/payment-status/${order.orderId}`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await purchasesOf(order.orderId)).toHaveLength(1);
    expect((await eventsOf(order.orderId)).filter((e) => e === "paid")).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiptsTo(who.email)).toHaveLength(1);
  });

  it("refuses a bad signature, an unsigned call and a stale timestamp with 401, changing nothing", async () => {
    const who = await buyer();
    const order = await openOrder(who);
    fake.webhookUrl = undefined;
    const payment = fake.pay(order.orderId, { outcome: "SUCCESS" });
    const body = fake.webhookBody(order.orderId, String(payment.cf_payment_id));
    const signed = fake.signWebhook(body);
    const forged = { ...signed, "x-webhook-signature": Buffer.alloc(32, 7).toString("base64") };
    const stale = fake.signWebhook(body, Date.now() - 6 * 60_000);
    // Another order id, one character off (order ids are random: never "changed" into themselves).
    const otherLast = order.orderId.endsWith("0") ? "1" : "0";
    const tampered = body.replace(order.orderId, `${order.orderId.slice(0, -1)}${otherLast}`);
    expect(tampered).not.toBe(body);
    for (const [label, res] of [
      ["forged", await postWebhook(body, forged)],
      ["unsigned", await postWebhook(body, {})],
      ["stale", await postWebhook(body, stale)],
      ["body changed after signing", await postWebhook(tampered, signed)],
    ] as const) {
      expect([res.status, res.body.code], label).toEqual([401, "BAD_SIGNATURE"]);
    }
    expect(await purchasesOf(order.orderId)).toHaveLength(0);
    expect((await orderRow(order.orderId))?.status).toBe("ACTIVE");
  });

  it("FAILED then SUCCESS: the retry pays the order", async () => {
    const who = await buyer();
    const order = await openOrder(who);
    fake.pay(order.orderId, { outcome: "FAILED" });
    await fake.webhooksSettled();
    expect((await orderRow(order.orderId))?.status).toBe("FAILED");
    fake.pay(order.orderId, { outcome: "SUCCESS" });
    await fake.webhooksSettled();
    expect((await orderRow(order.orderId))?.status).toBe("PAID");
    expect(await purchasesOf(order.orderId)).toHaveLength(1);
  });

  it("SUCCESS then a late FAILED: the order stays paid", async () => {
    const who = await buyer();
    const order = await openOrder(who);
    const failed = (() => {
      fake.webhookUrl = undefined;
      return fake.pay(order.orderId, { outcome: "FAILED" });
    })();
    fake.webhookUrl = webhookUrl();
    fake.pay(order.orderId, { outcome: "SUCCESS" });
    await fake.webhooksSettled();
    // The failed attempt's notification arrives last.
    const late = fake.webhookBody(order.orderId, String(failed.cf_payment_id));
    const res = await postWebhook(late, fake.signWebhook(late));
    expect(res.status).toBe(200);
    expect((await orderRow(order.orderId))?.status).toBe("PAID");
    expect(await purchasesOf(order.orderId)).toHaveLength(1);
    expect(await eventsOf(order.orderId)).toContain("late-failure-ignored");
  });

  it("a paid amount that is not the order's grants nothing and holds the order for review, for good", async () => {
    const who = await buyer();
    const order = await openOrder(who);
    fake.webhookUrl = undefined;
    const payment = fake.pay(order.orderId, { outcome: "SUCCESS" });
    const body = fake
      .webhookBody(order.orderId, String(payment.cf_payment_id))
      .replace(/"payment_amount":\s*[\d.]+/, '"payment_amount":1');
    expect(body).toContain('"payment_amount":1');
    const res = await postWebhook(body, fake.signWebhook(body));
    expect(res.status).toBe(200);
    expect(await purchasesOf(order.orderId)).toHaveLength(0);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: "AMOUNT_MISMATCH",
      providerPaymentId: String(payment.cf_payment_id),
    });
    const events = await eventsOf(order.orderId);
    expect(events.at(-1)).toBe("amount-mismatch");
    // Final: later reconciler passes and status calls neither ask Cashfree nor add events or grant it.
    const asked = fake.requests.filter((r) => r.path.startsWith(`/orders/${order.orderId}`)).length;
    await dueNow(order.orderId);
    await app().payments.reconcileOnce();
    expect(await status(order.orderId)).toMatchObject({ success: false, status: "FAILED" });
    await dueNow(order.orderId);
    await app().payments.reconcileOnce();
    expect(fake.requests.filter((r) => r.path.startsWith(`/orders/${order.orderId}`)).length).toBe(asked);
    expect(await eventsOf(order.orderId)).toEqual(events);
    expect((await orderRow(order.orderId))?.status).toBe("AMOUNT_MISMATCH");
    expect(await purchasesOf(order.orderId)).toHaveLength(0);
  });
});

describe("a live session paid through Cashfree", () => {
  it("is confirmed by the webhook alone, once, and its slot is no longer offered", async () => {
    const who = await buyer();
    const coachId = demoIds.coach("arjun-mehta");
    const sessionTypeId = demoIds.sessionType("arjun-mehta", 0);
    const slots = (await server.request(`/api/coach/${coachId}/availability?sessionType=${sessionTypeId}`))
      .body.data;
    const slot = slots[slots.length - 1] as { start: string };
    const res = await server.request("/api/live-sessions", {
      method: "POST",
      headers: who.auth,
      json: { coachId, sessionTypeId, start: slot.start },
    });
    expect(res.status).toBe(200);
    const { orderId } = res.body.order;
    const payment = fake.pay(orderId, { outcome: "SUCCESS" });
    await fake.webhooksSettled();
    // The same notification again changes nothing.
    const body = fake.webhookBody(orderId, String(payment.cf_payment_id));
    expect((await postWebhook(body, fake.signWebhook(body))).status).toBe(200);
    const [booking] = await db()
      .select()
      .from(t.liveSessionBookings)
      .where(eq(t.liveSessionBookings.id, res.body.booking._id));
    expect(booking?.state).toBe("CONFIRMED");
    expect((await eventsOf(orderId)).filter((e) => e === "paid")).toHaveLength(1);
    const again = (await server.request(`/api/coach/${coachId}/availability?sessionType=${sessionTypeId}`))
      .body.data;
    expect(again.map((s: { start: string }) => s.start)).not.toContain(slot.start);
  });
});

describe("the reconciler and refunds with Cashfree", () => {
  it("settles a paid order whose webhook was lost, and expires one nobody paid", async () => {
    const who = await buyer();
    const paid = await openOrder(who, course(3).id);
    const unpaid = await openOrder(who, course(4).id);
    fake.webhookUrl = undefined;
    fake.pay(paid.orderId, { outcome: "SUCCESS" });
    fakeClockOffsetMs = 31 * 60_000;
    await db()
      .update(t.orders)
      .set({ checkAfter: sql`now()` })
      .where(sql`${t.orders.id} in (${paid.orderId}, ${unpaid.orderId})`);
    await app().payments.reconcileOnce();
    expect((await orderRow(paid.orderId))?.status).toBe("PAID");
    expect((await orderRow(unpaid.orderId))?.status).toBe("EXPIRED");
    expect(await purchasesOf(paid.orderId)).toHaveLength(1);
  });

  it("refunds a paid order in full at Cashfree and removes the ownership", async () => {
    const who = await buyer();
    const order = await openOrder(who, course(5).id);
    fake.pay(order.orderId, { outcome: "SUCCESS" });
    await fake.webhooksSettled();
    expect(await app().payments.refund(order.orderId, "session cancelled")).toEqual({
      status: "REFUNDED",
      amount: course(5).price,
    });
    const refunds = fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/refunds"));
    expect(refunds.at(-1)?.body).toMatchObject({ refund_amount: course(5).price });
    expect(await purchasesOf(order.orderId)).toHaveLength(0);
    expect((await status(order.orderId)).status).toBe("REFUNDED");
    // Asked again (a retry after a crash): no second refund at Cashfree.
    await app().payments.refund(order.orderId, "again");
    expect(fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/refunds")).length).toBe(
      refunds.length,
    );
  });

  it("a refund Cashfree has not paid out stays pending (ownership gone) until the reconciler sees it succeed", async () => {
    const who = await buyer();
    const order = await openOrder(who, course(7).id);
    fake.pay(order.orderId, { outcome: "SUCCESS" });
    await fake.webhooksSettled();
    fake.refundStatus = "PENDING";
    expect(await app().payments.refund(order.orderId, "requested by the customer")).toEqual({
      status: "PENDING",
      amount: course(7).price,
    });
    expect((await orderRow(order.orderId))?.status).toBe("REFUND_PENDING");
    expect(await purchasesOf(order.orderId)).toHaveLength(0);
    // Still pending at Cashfree: asked again each pass, recorded once, left pending.
    for (let pass = 0; pass < 2; pass += 1) {
      await dueNow(order.orderId);
      await app().payments.reconcileOnce();
    }
    expect(refundCalls(order.orderId, "GET")).toBe(2);
    expect(refundCalls(order.orderId, "POST")).toBe(1);
    expect((await orderRow(order.orderId))?.status).toBe("REFUND_PENDING");
    expect((await eventsOf(order.orderId)).filter((e) => e === "refund-awaited")).toHaveLength(1);

    fake.settleRefund(order.orderId, refundIdOf(order.orderId), "SUCCESS");
    await dueNow(order.orderId);
    await app().payments.reconcileOnce();
    expect((await orderRow(order.orderId))?.status).toBe("REFUNDED");
    expect((await eventsOf(order.orderId)).at(-1)).toBe("refunded");
    expect(refundCalls(order.orderId, "POST")).toBe(1);
    expect((await status(order.orderId)).status).toBe("REFUNDED");
  });

  it("a refund Cashfree cancels is final: held for review, logged as an error, not asked about again", async () => {
    const { payments, logged } = observedPayments();
    const who = await buyer();
    const order = await openOrder(who, course(8).id);
    fake.pay(order.orderId, { outcome: "SUCCESS" });
    await fake.webhooksSettled();
    fake.refundStatus = "PENDING";
    expect((await payments.refund(order.orderId, "session cancelled")).status).toBe("PENDING");
    fake.settleRefund(order.orderId, refundIdOf(order.orderId), "CANCELLED");
    await dueNow(order.orderId);
    await payments.reconcileOnce();
    expect((await orderRow(order.orderId))?.status).toBe("REFUND_CANCELLED");
    expect((await eventsOf(order.orderId)).at(-1)).toBe("refund-cancelled");
    expect(await purchasesOf(order.orderId)).toHaveLength(0);
    const errors = logged.filter((l) => l.level === "error" && l.fields.orderId === order.orderId);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/cancelled a refund/);

    // No endless retry: later passes and another refund call leave it alone.
    const calls = refundCalls(order.orderId, "GET") + refundCalls(order.orderId, "POST");
    const events = await eventsOf(order.orderId);
    for (let pass = 0; pass < 2; pass += 1) {
      await dueNow(order.orderId);
      await payments.reconcileOnce();
    }
    expect(await payments.refund(order.orderId, "again")).toEqual({
      status: "CANCELLED",
      amount: course(8).price,
    });
    expect(refundCalls(order.orderId, "GET") + refundCalls(order.orderId, "POST")).toBe(calls);
    expect(await eventsOf(order.orderId)).toEqual(events);
    expect(logged.filter((l) => l.level === "error" && l.fields.orderId === order.orderId)).toHaveLength(1);
  });
});
