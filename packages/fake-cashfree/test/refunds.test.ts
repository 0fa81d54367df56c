import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FakeCashfree } from "../src/index";
import { call, createOrder, hasValidSignature, START_TIMEOUT_MS, startFake, startReceiver } from "./helpers";

let fake: FakeCashfree;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  fake = await startFake();
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
  fake.refundStatus = "SUCCESS";
});

async function paidOrder(): Promise<string> {
  const { order_id } = await createOrder(fake);
  fake.pay(order_id, { outcome: "SUCCESS" });
  await fake.webhooksSettled();
  receiver.received.length = 0;
  return order_id;
}

const refund = (orderId: string, body: Record<string, unknown>) =>
  call(fake, "POST", `/orders/${orderId}/refunds`, body);

describe("refunds", () => {
  it("refunds a paid order up to the paid amount, and sends REFUND_STATUS_WEBHOOK", async () => {
    const orderId = await paidOrder();
    const first = await refund(orderId, { refund_id: "refund_1", refund_amount: 200 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ refund_id: "refund_1", refund_amount: 200, refund_status: "SUCCESS" });

    const tooMuch = await refund(orderId, { refund_id: "refund_2", refund_amount: 299.01 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ code: "refund_amount_invalid", type: "invalid_request_error" });

    expect((await refund(orderId, { refund_id: "refund_3", refund_amount: 299 })).status).toBe(200);
    const fetched = await call(fake, "GET", `/orders/${orderId}/refunds/refund_3`);
    expect(fetched.body).toMatchObject({ refund_id: "refund_3", refund_status: "SUCCESS" });

    await fake.webhooksSettled();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.every(hasValidSignature)).toBe(true);
    expect(JSON.parse(receiver.received[0]?.body ?? "{}")).toMatchObject({
      type: "REFUND_STATUS_WEBHOOK",
      data: { refund: { refund_id: "refund_1", refund_status: "SUCCESS", order_id: orderId } },
    });
  });

  it("answers the existing refund for the same refund_id and body, 409 for another body", async () => {
    const orderId = await paidOrder();
    const refundsBefore = fake.stats().refunds;
    const first = await refund(orderId, { refund_id: "refund_1", refund_amount: 100 });
    const again = await refund(orderId, { refund_id: "refund_1", refund_amount: 100 });
    expect(again).toMatchObject({ status: 200, body: first.body });

    const changed = await refund(orderId, { refund_id: "refund_1", refund_amount: 50 });
    expect(changed.status).toBe(409);
    expect(fake.stats().refunds).toBe(refundsBefore + 1);
    await fake.webhooksSettled();
    expect(receiver.received).toHaveLength(1);
  });

  it("refuses a refund of an unpaid order, and an unknown refund", async () => {
    const { order_id } = await createOrder(fake);
    const answer = await refund(order_id, { refund_id: "refund_1", refund_amount: 1 });
    expect(answer).toMatchObject({ status: 400, body: { code: "order_not_paid" } });
    expect((await call(fake, "GET", `/orders/${order_id}/refunds/nope`)).status).toBe(404);
  });

  it("keeps a refund PENDING until it is settled, then sends its webhook", async () => {
    fake.refundStatus = "PENDING";
    const orderId = await paidOrder();
    const pending = await refund(orderId, { refund_id: "refund_1", refund_amount: 499 });
    expect(pending.body.refund_status).toBe("PENDING");
    await fake.webhooksSettled();
    expect(receiver.received).toHaveLength(0);

    fake.settleRefund(orderId, "refund_1", "CANCELLED");
    await fake.webhooksSettled();
    expect(JSON.parse(receiver.received[0]?.body ?? "{}").data.refund.refund_status).toBe("CANCELLED");
    // A cancelled refund gives its amount back.
    expect((await refund(orderId, { refund_id: "refund_2", refund_amount: 499 })).status).toBe(200);
  });

  it("refuses a refund_id with other characters than the document's examples use", async () => {
    const orderId = await paidOrder();
    const answer = await refund(orderId, { refund_id: "refund 1", refund_amount: 1 });
    expect(answer.status).toBe(400);
    expect(fake.violations).toEqual([
      `POST /orders/{order_id}/refunds request: refund_id must contain only letters, digits, '_' and '-'`,
    ]);
    fake.violations.length = 0;
  });
});
