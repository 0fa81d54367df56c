import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConfigError, loadConfig } from "../../src/config";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import { paymentProviders } from "../../src/modules/payments/providers/registry";
import { startTestServer, type TestServer } from "./harness";
import { bearer, createVerifiedUser } from "./support/accounts";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";
import { createTestPay, TEST_PAY_ORIGIN } from "./support/test-pay";

/**
 * A provider added the way decision 016 says: one registry entry, nothing else. The server takes
 * its settings, stores its orders, sends its checkout, verifies its webhooks at its own name and
 * grants the item, through the same flow as Cashfree and the test checkout.
 */
const testPay = createTestPay();
const SECRET = "a-test-provider-secret";
const withTestPay = [...paymentProviders, testPay.definition];

let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer(
    {
      SMTP_URL: smtp.url,
      PAYMENT_PROVIDER: "testpay",
      TESTPAY_SECRET: SECRET,
      PAYMENT_RECONCILE_SECONDS: "0",
    },
    { paymentProviders: withTestPay },
  );
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const paidCourses = demo.courses.filter((c) => (c.isApproved ?? true) && !c.disabled && c.price > 0);
const courseId = (index: number) => demoIds.course(paidCourses[index]?.key ?? "");

async function buyer() {
  const account = await createVerifiedUser(server, smtp);
  return { userId: account.user._id as string, auth: bearer(account.token) };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

async function orderCourse(who: Buyer, id: string) {
  const res = await server.request("/api/payment/create-order-course", {
    method: "POST",
    headers: who.auth,
    json: { userId: who.userId, courseId: id },
  });
  expect(res.status).toBe(200);
  return res.body.order as { orderId: string; paymentSessionId: string; provider: string; payUrl: string };
}
const hasAccess = async (who: Buyer, id: string) =>
  (
    await server.request("/api/payment/check-access", {
      method: "POST",
      headers: who.auth,
      json: { userId: who.userId, courseId: id },
    })
  ).body.hasAccess;
const postWebhook = (provider: string, body: string, signature: string) =>
  server.request(`/api/payment/webhook/${provider}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-testpay-signature": signature },
    body,
  });

describe("a third payment provider, added through the registry", () => {
  it("buys a course: its checkout in the order, its webhook at its own name, the course owned", async () => {
    const who = await buyer();
    const order = await orderCourse(who, courseId(0));
    expect(order).toMatchObject({
      provider: "testpay",
      payUrl: `${TEST_PAY_ORIGIN}/pay/${order.paymentSessionId}`,
    });
    const db = server.server.app.database.db;
    const [row] = await db.select().from(t.orders).where(eq(t.orders.id, order.orderId));
    expect(row).toMatchObject({ provider: "testpay", status: "ACTIVE" });
    expect(await hasAccess(who, courseId(0))).toBe(false);

    const paid = testPay.pay(order.orderId);
    expect((await postWebhook("testpay", paid.body, paid.signature)).status).toBe(200);
    expect(await hasAccess(who, courseId(0))).toBe(true);
    expect((await server.request(`/api/payment/payment-status/${order.orderId}`)).body).toMatchObject({
      success: true,
      status: "PAID",
    });
  });

  it("without a webhook, the result page's status call asks it and grants the course", async () => {
    const who = await buyer();
    const order = await orderCourse(who, courseId(1));
    testPay.pay(order.orderId);
    expect((await server.request(`/api/payment/payment-status/${order.orderId}`)).body.status).toBe("PAID");
    expect(await hasAccess(who, courseId(1))).toBe(true);
  });

  it("refuses a webhook it did not sign (401), and answers 404 at another provider's name", async () => {
    const who = await buyer();
    const order = await orderCourse(who, courseId(2));
    const paid = testPay.pay(order.orderId);
    expect((await postWebhook("testpay", paid.body, "00".repeat(32))).status).toBe(401);
    expect((await postWebhook("cashfree", paid.body, paid.signature)).status).toBe(404);
    expect((await postWebhook("local", paid.body, paid.signature)).status).toBe(404);
    expect(await hasAccess(who, courseId(2))).toBe(false);
    // The test checkout's routes come with the local provider only.
    expect((await server.request(`/api/payment/local/${order.paymentSessionId}`)).status).toBe(404);
  });

  it("brings its own settings, its CSP sources and its start-up line", async () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "testpay" }, { paymentProviders: withTestPay })).toThrow(
      /TESTPAY_SECRET: is required for the testpay provider/,
    );
    let error: unknown;
    try {
      loadConfig({ PAYMENT_PROVIDER: "testpay", TESTPAY_SECRET: "short" }, { paymentProviders: withTestPay });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual(["TESTPAY_SECRET: must be at least 16 characters"]);
    // Unknown to the built-in registry.
    expect(() => loadConfig({ PAYMENT_PROVIDER: "testpay" })).toThrow(
      /PAYMENT_PROVIDER: must be one of cashfree, local/,
    );

    const csp = (await server.request("/")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' https://sdk.cashfree.com ${TEST_PAY_ORIGIN}`);
    expect(testPay.definition.describe({ secret: SECRET })).toContain(TEST_PAY_ORIGIN);
  });
});
