import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import { startTestServer, type TestServer } from "./harness";
import { bearer, createVerifiedUser } from "./support/accounts";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // The reconciler is driven by the tests (reconcileOnce), not by its timer.
  server = await startTestServer({ SMTP_URL: smtp.url, PAYMENT_RECONCILE_SECONDS: "0" });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const app = () => server.server.app;
const db = () => app().database.db;
const isVisible = (item: { isApproved?: boolean; disabled?: boolean }) =>
  (item.isApproved ?? true) && !(item.disabled ?? false);
const paidCourses = demo.courses.filter((c) => isVisible(c) && c.price > 0);
const paidGuide = demo.guides.find((g) => isVisible(g) && g.price > 0);
const freeCourse = demo.courses.find((c) => isVisible(c) && c.price === 0);
const course = (index = 0) => {
  const found = paidCourses[index];
  if (!found) throw new Error("the demo catalogue has too few paid courses");
  return { id: demoIds.course(found.key), price: found.price, name: found.name };
};

async function buyer() {
  const account = await createVerifiedUser(server, smtp);
  return { ...account, userId: account.user._id as string, auth: bearer(account.token) };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

const createCourseOrder = (who: Buyer, courseId: string, extra: object = {}) =>
  server.request("/api/payment/create-order-course", {
    method: "POST",
    headers: who.auth,
    json: { amount: 1, email: "someone@else.example", userId: who.userId, courseId, ...extra },
  });
const complete = (sessionId: string, outcome: "success" | "failure") =>
  server.request(`/api/payment/local/${sessionId}/complete`, { method: "POST", json: { outcome } });
const status = (orderId: string) => server.request(`/api/payment/payment-status/${orderId}`);
const receiptsTo = (email: string) => smtp.mailsTo(email).filter((mail) => /receipt/i.test(mail.raw));
const ownedCourses = async (who: Buyer) =>
  (await server.request("/api/auth/user-data", { headers: who.auth })).body.user.courses as { _id: string }[];
const eventsOf = (orderId: string) =>
  db()
    .select()
    .from(t.orderEvents)
    .where(eq(t.orderEvents.orderId, orderId))
    .orderBy(t.orderEvents.createdAt);

describe("creating an order", () => {
  it("charges the server's price, whatever amount and e-mail the client sends, at an unguessable id", async () => {
    const who = await buyer();
    const res = await createCourseOrder(who, course().id);
    expect(res.status).toBe(200);
    const { order } = res.body;
    expect(order).toMatchObject({ provider: "local", amount: course().price, currency: "INR" });
    expect(order.orderId).toMatch(/^CA[0-9a-f]{32}$/);
    expect(order.checkoutUrl).toBe(`/checkout/local/${order.paymentSessionId}`);
    const [row] = await db().select().from(t.orders).where(eq(t.orders.id, order.orderId));
    expect(row).toMatchObject({ status: "ACTIVE", amount: course().price, userId: who.userId });
    expect((await eventsOf(order.orderId)).map((e) => [e.event, e.toStatus])).toEqual([
      ["created", "CREATING"],
      ["provider-order", "ACTIVE"],
    ]);
  });

  it("hands out the same open order again instead of a second one", async () => {
    const who = await buyer();
    const [first, second] = await Promise.all([
      createCourseOrder(who, course().id),
      createCourseOrder(who, course().id),
    ]);
    const statuses = [first.status, second.status].sort();
    // Both at once: one makes it, the other is told it is being set up (or gets the same order).
    expect(statuses[0]).toBe(200);
    const again = await createCourseOrder(who, course().id);
    expect(again.body.order.orderId).toBe((first.status === 200 ? first : second).body.order.orderId);
    const rows = await db().select().from(t.orders).where(eq(t.orders.userId, who.userId));
    expect(rows).toHaveLength(1);
  });

  it("refuses another user's userId (403), an unknown item (404), a free item (400) and no token (401)", async () => {
    const who = await buyer();
    const other = await buyer();
    const forged = await createCourseOrder(who, course().id, { userId: other.userId });
    expect([forged.status, forged.body.code]).toEqual([403, "FORBIDDEN"]);
    const unknown = await createCourseOrder(who, "no-such-course");
    expect([unknown.status, unknown.body.message]).toEqual([404, "Course not found"]);
    const free = await createCourseOrder(who, demoIds.course(freeCourse?.key ?? ""));
    expect([free.status, free.body.code]).toEqual([400, "FREE_ITEM"]);
    const anonymous = await server.request("/api/payment/create-order-course", {
      method: "POST",
      json: { userId: who.userId, courseId: course().id },
    });
    expect(anonymous.status).toBe(401);
    expect(await db().select().from(t.orders).where(eq(t.orders.userId, who.userId))).toEqual([]);
  });

  it("saves a valid phone given at checkout to the profile, and refuses a malformed one", async () => {
    const who = await buyer();
    const bad = await createCourseOrder(who, course().id, { phone: "12345" });
    expect([bad.status, bad.body.message]).toEqual([400, "Please add a 10-digit phone number to continue"]);
    const good = await createCourseOrder(who, course().id, { phone: "98765 43210" });
    expect(good.status).toBe(200);
    const [user] = await db()
      .select({ phone: t.users.phone })
      .from(t.users)
      .where(eq(t.users.id, who.userId));
    expect(user?.phone).toBe("9876543210");
  });
});

describe("paying with the built-in test checkout", () => {
  it("grants the item once paid: status, access, chapters, the profile, one receipt", async () => {
    const who = await buyer();
    const { order } = (await createCourseOrder(who, course().id)).body;

    const page = await server.request(`/api/payment/local/${order.paymentSessionId}`);
    expect(page.body.checkout).toMatchObject({
      orderId: order.orderId,
      status: "ACTIVE",
      item: { kind: "course", _id: course().id, name: course().name, amount: course().price },
    });
    expect((await status(order.orderId)).body).toMatchObject({
      success: false,
      status: "ACTIVE",
      message: "Payment pending",
    });
    const access = () =>
      server.request("/api/payment/check-access", {
        method: "POST",
        headers: who.auth,
        json: { userId: who.userId, courseId: course().id },
      });
    expect((await access()).body.hasAccess).toBe(false);

    expect((await complete(order.paymentSessionId, "success")).body).toEqual({
      success: true,
      orderId: order.orderId,
    });
    expect((await status(order.orderId)).body).toMatchObject({
      success: true,
      status: "PAID",
      message: "Payment successful",
    });
    expect((await access()).body.hasAccess).toBe(true);
    expect((await server.request(`/api/course/${course().id}/user`, { headers: who.auth })).status).toBe(200);
    expect((await ownedCourses(who)).map((c) => c._id)).toEqual([course().id]);
    await expect.poll(() => receiptsTo(who.email).length).toBe(1);
    const receipt = receiptsTo(who.email)[0]?.decoded ?? "";
    for (const fact of [
      course().name,
      `INR ${course().price.toLocaleString("en-IN")}`,
      order.orderId,
      "/refund-and-cancellation",
    ]) {
      expect(receipt).toContain(fact);
    }

    // Paid: no second payment, no second order.
    expect((await complete(order.paymentSessionId, "success")).status).toBe(409);
    const again = await createCourseOrder(who, course().id);
    expect([again.status, again.body.code]).toEqual([409, "ALREADY_OWNED"]);
  });

  it("a cancelled payment fails the order, and paying afterwards still grants it", async () => {
    const who = await buyer();
    const { order } = (await createCourseOrder(who, course(1).id)).body;
    await complete(order.paymentSessionId, "failure");
    expect((await status(order.orderId)).body).toMatchObject({
      success: false,
      status: "FAILED",
      message: "Payment failed",
    });
    await complete(order.paymentSessionId, "success");
    expect((await status(order.orderId)).body.status).toBe("PAID");
    expect((await eventsOf(order.orderId)).map((e) => e.toStatus)).toEqual([
      "CREATING",
      "ACTIVE",
      "FAILED",
      "PAID",
    ]);
  });

  it("confirmed from many sides at once, an order grants one purchase and one receipt", async () => {
    const who = await buyer();
    const { order } = (await createCourseOrder(who, course(2).id)).body;
    // Paid at the "provider" without telling us, then asked about by every path together.
    await db().execute(
      sql`update local_payments set status = 'PAID', payment_id = 'pay_race', paid_at = now() where order_id = ${order.orderId}`,
    );
    await db().update(t.orders).set({ checkAfter: sql`now()` }).where(eq(t.orders.id, order.orderId));
    await Promise.all([
      ...Array.from({ length: 5 }, () => status(order.orderId)),
      app().payments.reconcileOnce(),
      app().payments.reconcileOnce(),
    ]);
    const purchases = await db().select().from(t.purchases).where(eq(t.purchases.orderId, order.orderId));
    expect(purchases).toHaveLength(1);
    expect((await eventsOf(order.orderId)).filter((e) => e.event === "paid")).toHaveLength(1);
    await expect.poll(() => receiptsTo(who.email).length).toBe(1);
  });

  it("buys a guide the same way", async () => {
    const who = await buyer();
    const guideId = demoIds.guide(paidGuide?.key ?? "");
    const res = await server.request("/api/payment/create-order-guide", {
      method: "POST",
      headers: who.auth,
      json: { userId: who.userId, guideId },
    });
    expect(res.status).toBe(200);
    await complete(res.body.order.paymentSessionId, "success");
    const access = await server.request("/api/payment/check-access-guide", {
      method: "POST",
      headers: who.auth,
      json: { userId: who.userId, courseId: guideId },
    });
    expect(access.body.hasAccess).toBe(true);
    expect((await server.request(`/api/guide/${guideId}/user`, { headers: who.auth })).status).toBe(200);
  });
});

describe("the reconciler and refunds", () => {
  it("expires an order nobody paid once its 30 minutes are over", async () => {
    const who = await buyer();
    const { order } = (await createCourseOrder(who, course(3).id)).body;
    await db().execute(
      sql`update local_payments set expires_at = now() - interval '1 second' where order_id = ${order.orderId}`,
    );
    await db()
      .update(t.orders)
      .set({ expiresAt: sql`now() - interval '1 second'`, checkAfter: sql`now()` })
      .where(eq(t.orders.id, order.orderId));
    await app().payments.reconcileOnce();
    expect((await status(order.orderId)).body).toMatchObject({
      status: "EXPIRED",
      message: "Payment failed",
    });
    expect((await complete(order.paymentSessionId, "success")).status).toBe(409);
    expect(await ownedCourses(who)).toEqual([]);
  });

  it("refunds a paid order in full, records it and removes the ownership", async () => {
    const who = await buyer();
    const { order } = (await createCourseOrder(who, course(4).id)).body;
    await complete(order.paymentSessionId, "success");
    expect(await app().payments.refund(order.orderId, "requested by the customer")).toEqual({
      status: "REFUNDED",
      amount: course(4).price,
    });
    expect((await status(order.orderId)).body).toMatchObject({ status: "REFUNDED", success: false });
    expect(await ownedCourses(who)).toEqual([]);
    expect((await eventsOf(order.orderId)).map((e) => e.event).slice(-2)).toEqual([
      "refund-requested",
      "refunded",
    ]);
    // Asking again refunds nothing more.
    expect((await app().payments.refund(order.orderId, "again")).status).toBe("REFUNDED");
    const [local] = await db()
      .select()
      .from(t.localPayments)
      .where(eq(t.localPayments.orderId, order.orderId));
    expect(local?.refundedAmount).toBe(course(4).price);
  });

  it("refunds a second payment for an item already owned (two orders paid in two tabs)", async () => {
    const who = await buyer();
    const first = (await createCourseOrder(who, course(5).id)).body.order;
    // A second order for the same item: the first one has too little time left to be handed out again.
    await db()
      .update(t.orders)
      .set({ expiresAt: sql`now() + interval '5 minutes'` })
      .where(eq(t.orders.id, first.orderId));
    const second = (await createCourseOrder(who, course(5).id)).body.order;
    expect(second.orderId).not.toBe(first.orderId);
    await complete(first.paymentSessionId, "success");
    await complete(second.paymentSessionId, "success");
    expect((await status(first.orderId)).body.status).toBe("PAID");
    expect((await status(second.orderId)).body.status).toBe("REFUNDED");
    expect(await ownedCourses(who)).toHaveLength(1);
    await expect.poll(() => receiptsTo(who.email).length).toBe(1);
  });
});
