import { afterEach, describe, expect, it, vi } from "vitest";
import type { FakeCashfree, FakeCashfreeOptions } from "../src/index";
import {
  call,
  createOrder,
  hasValidSignature,
  orderRequest,
  START_TIMEOUT_MS,
  startFake,
  startReceiver,
} from "./helpers";

const closing: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

async function setUp(options: Partial<FakeCashfreeOptions> = {}, answer?: (delivery: number) => number) {
  const fake = await startFake({ webhookRetryDelaysMs: [5, 10, 20], ...options });
  const receiver = await startReceiver(answer);
  fake.webhookUrl = receiver.url;
  closing.push(() => fake.close(), receiver.close);
  return { fake, receiver };
}

async function payOrders(fake: FakeCashfree, count: number): Promise<string[]> {
  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const { order_id } = await createOrder(fake);
    fake.pay(order_id, { outcome: "SUCCESS" });
    orderIds.push(order_id);
  }
  await fake.webhooksSettled();
  return orderIds;
}

describe("API faults", () => {
  it(
    "answers 500 api_error to the chosen share of requests, without processing them",
    async () => {
      const { fake } = await setUp();
      fake.setApiFault({ failRate: 0.5 });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push((await call(fake, "POST", "/orders", orderRequest())).status);

      const failed = statuses.filter((status) => status === 500).length;
      expect(failed).toBeGreaterThan(3);
      expect(failed).toBeLessThan(17);
      expect(fake.stats()).toMatchObject({ apiFaults: failed, orders: 20 - failed });
      expect(fake.violations).toEqual([]);
    },
    START_TIMEOUT_MS,
  );

  it("answers late, having already processed the request", async () => {
    const { fake } = await setUp();
    fake.setApiFault({ delayMs: 1500 });
    const request = orderRequest();
    const started = Date.now();
    let answered = false;
    const answer = call(fake, "POST", "/orders", request).then((result) => {
      answered = true;
      return result;
    });
    await vi.waitFor(() => expect(fake.order(request.order_id)).toBeDefined(), { timeout: 5000 });
    expect(answered).toBe(false);
    expect((await answer).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it("closes the connection while down, and recovers", async () => {
    const { fake } = await setUp();
    fake.setApiFault({ down: true });
    await expect(call(fake, "GET", "/orders/any")).rejects.toThrow();
    fake.setApiFault({});
    expect((await call(fake, "GET", "/orders/any")).status).toBe(404);
    expect(fake.stats().apiFaults).toBe(1);
    expect(fake.requests.map(({ status }) => status)).toEqual([0, 404]);
  });
});

describe("webhook delivery", () => {
  it("retries a delivery answered with anything but 200, with a new signature each time", async () => {
    const { fake, receiver } = await setUp({}, (delivery) => (delivery < 3 ? 503 : 200));
    await payOrders(fake, 1);

    expect(receiver.received.map(({ headers }) => headers["x-webhook-attempt"])).toEqual(["1", "2", "3"]);
    expect(receiver.received.every(hasValidSignature)).toBe(true);
    expect(new Set(receiver.received.map(({ headers }) => headers["x-idempotency-key"])).size).toBe(1);
    expect(fake.stats().webhooks).toMatchObject({ events: 1, attempts: 3, failedAttempts: 2, delivered: 1 });
  });

  it("gives up after the last retry", async () => {
    const { fake, receiver } = await setUp({}, () => 500);
    await payOrders(fake, 1);
    expect(receiver.received).toHaveLength(4);
    expect(fake.stats().webhooks).toMatchObject({ attempts: 4, delivered: 0, abandoned: 1, pending: 0 });
  });

  it("duplicates and drops as the policy says, the same way for the same seed", async () => {
    const run = async () => {
      const { fake, receiver } = await setUp({ seed: 42 });
      fake.setWebhookPolicy({ duplicate: 3, dropRate: 0.3, delayMs: [0, 5] });
      await payOrders(fake, 30);
      const stats = fake.stats().webhooks;
      expect(stats.events).toBe(30);
      expect(stats.dropped).toBeGreaterThan(0);
      expect(stats.duplicated).toBeGreaterThan(0);
      expect(receiver.received).toHaveLength(stats.events - stats.dropped + stats.duplicated);
      expect(stats.delivered).toBe(receiver.received.length);
      return stats;
    };
    expect(await run()).toEqual(await run());
  });

  it("reorders webhooks that happen close together", async () => {
    const { fake, receiver } = await setUp({ seed: 3 });
    fake.setWebhookPolicy({ reorder: true });
    const orderIds: string[] = [];
    for (let i = 0; i < 6; i++) orderIds.push((await createOrder(fake)).order_id);
    for (const orderId of orderIds) fake.pay(orderId, { outcome: "SUCCESS" });
    await fake.webhooksSettled();

    const arrived = receiver.received.map(({ body }) => JSON.parse(body).data.order.order_id);
    expect([...arrived].sort()).toEqual([...orderIds].sort());
    expect(arrived).not.toEqual(orderIds);
  });
});
