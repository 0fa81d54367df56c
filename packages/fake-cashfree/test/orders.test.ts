import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FakeCashfree } from "../src/index";
import {
  call,
  createOrder,
  hasValidSignature,
  orderRequest,
  START_TIMEOUT_MS,
  startFake,
  startReceiver,
} from "./helpers";

let fake: FakeCashfree;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let clock = Date.now();

beforeAll(async () => {
  fake = await startFake({ now: () => clock });
  receiver = await startReceiver();
  fake.webhookUrl = receiver.url;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await fake.close();
  await receiver.close();
});

afterEach(() => {
  expect(fake.violations).toEqual([]);
  receiver.received.length = 0;
  clock = Date.now();
});

describe("orders", () => {
  it("creates an ACTIVE order and answers it on GET", async () => {
    const request = orderRequest({ order_tags: { plan: "pro" } });
    const created = await call(fake, "POST", "/orders", request);

    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      order_id: request.order_id,
      order_amount: 499,
      order_currency: "INR",
      order_status: "ACTIVE",
      entity: "order",
      order_tags: { plan: "pro" },
    });
    expect(created.body.cf_order_id).toMatch(/^\d+$/);
    expect(created.body.payment_session_id).toMatch(/^session_/);
    expect(created.body.created_at).toMatch(/\+05:30$/);

    const fetched = await call(fake, "GET", `/orders/${request.order_id}`);
    expect(fetched.body).toEqual(created.body);
  });

  it("generates an order_id when none is given (the document does not require one)", async () => {
    const { order_id: _omitted, ...request } = orderRequest();
    const created = await call(fake, "POST", "/orders", request);
    expect(created.status).toBe(200);
    expect(created.body.order_id).toMatch(/^order_/);
  });

  it("answers 404 for an unknown order", async () => {
    const { status, body } = await call(fake, "GET", "/orders/nope_123");
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: "order_not_found", type: "invalid_request_error" });
  });

  it("pays an order, lists the attempts and delivers signed webhooks", async () => {
    const order = await createOrder(fake);
    const failed = fake.pay(order.order_id, { outcome: "FAILED" });
    const paid = fake.pay(order.order_id, { outcome: "SUCCESS" });
    await fake.webhooksSettled();

    expect(paid.cf_payment_id).toMatch(/^\d+$/);
    expect(paid.cf_payment_id).not.toBe(failed.cf_payment_id);
    expect((await call(fake, "GET", `/orders/${order.order_id}`)).body.order_status).toBe("PAID");
    const payments = await call(fake, "GET", `/orders/${order.order_id}/payments`);
    expect(payments.body).toMatchObject([{ payment_status: "FAILED" }, { payment_status: "SUCCESS" }]);

    expect(receiver.received).toHaveLength(2);
    for (const webhook of receiver.received) {
      expect(hasValidSignature(webhook)).toBe(true);
      expect(webhook.headers["x-webhook-version"]).toBe("2025-01-01");
      expect(webhook.headers["content-type"]).toBe("application/json");
      expect(Math.abs(Number(webhook.headers["x-webhook-timestamp"]) - Date.now())).toBeLessThan(60_000);
    }
    const [failedWebhook, successWebhook] = receiver.received.map((webhook) => JSON.parse(webhook.body));
    expect(failedWebhook).toMatchObject({
      type: "PAYMENT_FAILED_WEBHOOK",
      data: { payment: { cf_payment_id: failed.cf_payment_id, payment_status: "FAILED" } },
    });
    expect(successWebhook).toMatchObject({
      type: "PAYMENT_SUCCESS_WEBHOOK",
      data: {
        order: { order_id: order.order_id, order_amount: 499 },
        payment: { cf_payment_id: paid.cf_payment_id, payment_status: "SUCCESS", payment_amount: 499 },
        customer_details: { customer_id: "user42", customer_phone: "9876543210" },
      },
    });
  });

  it("writes amounts with two decimals, so only the raw body verifies", async () => {
    const order = await createOrder(fake);
    fake.pay(order.order_id, { outcome: "SUCCESS" });
    await fake.webhooksSettled();

    const [webhook] = receiver.received;
    expect(webhook?.body).toContain('"payment_amount":499.00');
    const reserialised = {
      headers: webhook?.headers ?? {},
      body: JSON.stringify(JSON.parse(webhook?.body ?? "")),
    };
    expect(hasValidSignature(reserialised)).toBe(false);
  });

  it("sends to the order's notify_url rather than the default webhook URL", async () => {
    const other = await startReceiver();
    try {
      const order = await createOrder(fake, {
        order_meta: { notify_url: other.url, return_url: "https://example.com/return" },
      });
      fake.pay(order.order_id, { outcome: "USER_DROPPED" });
      await fake.webhooksSettled();

      expect(receiver.received).toHaveLength(0);
      expect(JSON.parse(other.received[0]?.body ?? "{}").type).toBe("PAYMENT_USER_DROPPED_WEBHOOK");
    } finally {
      await other.close();
    }
  });

  it("refuses a payment on an order that is not ACTIVE", async () => {
    const order = await createOrder(fake);
    fake.pay(order.order_id, { outcome: "SUCCESS" });
    expect(() => fake.pay(order.order_id, { outcome: "SUCCESS" })).toThrow(/PAID/);
    await fake.webhooksSettled();
  });

  it("reports an unpaid order EXPIRED once its expiry time has passed", async () => {
    const expiry = new Date(clock + 60 * 60_000).toISOString();
    const order = await createOrder(fake, { order_expiry_time: expiry });
    expect((await call(fake, "GET", `/orders/${order.order_id}`)).body.order_status).toBe("ACTIVE");

    clock += 2 * 60 * 60_000;
    expect((await call(fake, "GET", `/orders/${order.order_id}`)).body.order_status).toBe("EXPIRED");
    expect(() => fake.pay(order.order_id, { outcome: "SUCCESS" })).toThrow(/EXPIRED/);
  });

  it("expires orders after 30 days by default", async () => {
    const order = await createOrder(fake);
    clock += 31 * 24 * 60 * 60_000;
    expect(fake.order(order.order_id)?.order_status).toBe("EXPIRED");
  });

  it("terminates an ACTIVE order, and answers a PAID one as it is", async () => {
    const active = await createOrder(fake);
    const terminated = await call(fake, "PATCH", `/orders/${active.order_id}`, {
      order_status: "TERMINATED",
    });
    expect(terminated.body.order_status).toBe("TERMINATED");
    expect(() => fake.pay(active.order_id, { outcome: "SUCCESS" })).toThrow(/TERMINATED/);

    const paid = await createOrder(fake);
    fake.pay(paid.order_id, { outcome: "SUCCESS" });
    const answer = await call(fake, "PATCH", `/orders/${paid.order_id}`, { order_status: "TERMINATED" });
    expect(answer).toMatchObject({ status: 200, body: { order_status: "PAID" } });
    await fake.webhooksSettled();
  });
});

describe("hosted checkout", () => {
  it("shows the order and redirects to return_url with {order_id} replaced after paying", async () => {
    const order = await createOrder(fake);
    const page = await fetch(fake.checkoutUrl(order.payment_session_id));
    const html = await page.text();
    expect(html).toContain("Fake Cashfree checkout");
    expect(html).toContain("₹499.00");
    expect(html).toMatch(/<button[^>]*value="SUCCESS"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*value="FAILED"[^>]*>Fail<\/button>/);

    const paid = await fetch(`${fake.checkoutUrl(order.payment_session_id)}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=SUCCESS",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(
      `http://127.0.0.1:5173/purchase/return?order_id=${order.order_id}`,
    );
    expect(fake.order(order.order_id)?.order_status).toBe("PAID");
    await fake.webhooksSettled();
    expect(receiver.received).toHaveLength(1);

    const again = await fetch(fake.checkoutUrl(order.payment_session_id));
    expect(await again.text()).toContain("This order is PAID and cannot be paid.");
  });

  it("answers 404 for an unknown payment session", async () => {
    expect((await fetch(fake.checkoutUrl("session_unknown"))).status).toBe(404);
  });
});
