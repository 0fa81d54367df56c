import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FakeCashfree } from "../src/index";
import { call, orderRequest, START_TIMEOUT_MS, startFake } from "./helpers";

let fake: FakeCashfree;

beforeAll(async () => {
  fake = await startFake();
}, START_TIMEOUT_MS);

afterAll(() => fake.close());

afterEach(() => {
  expect(fake.violations).toEqual([]);
});

describe("order_id and x-idempotency-key", () => {
  it("answers 409 order_already_exists to a second order with the same order_id", async () => {
    const request = orderRequest();
    expect((await call(fake, "POST", "/orders", request)).status).toBe(200);

    const again = await call(fake, "POST", "/orders", request);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "order_already_exists", type: "invalid_request_error" });

    const otherKey = await call(fake, "POST", "/orders", request, { "x-idempotency-key": randomUUID() });
    expect(otherKey.status).toBe(409);
  });

  it("replays the stored answer for the same key and body", async () => {
    const key = randomUUID();
    const request = orderRequest();
    const first = await call(fake, "POST", "/orders", request, { "x-idempotency-key": key });
    const order = first.body as { order_id: string };
    fake.pay(order.order_id, { outcome: "SUCCESS" });

    const retry = await call(fake, "POST", "/orders", request, { "x-idempotency-key": key });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.body.order_status).toBe("ACTIVE");
    expect(first.headers.get("x-idempotency-replayed")).toBe("false");
    expect(retry.headers.get("x-idempotency-replayed")).toBe("true");
    expect(fake.stats().orders).toBe(2);
  });

  it("answers 422 idempotency_error for the same key with another body", async () => {
    const key = randomUUID();
    expect((await call(fake, "POST", "/orders", orderRequest(), { "x-idempotency-key": key })).status).toBe(
      200,
    );

    const other = await call(fake, "POST", "/orders", orderRequest(), { "x-idempotency-key": key });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ type: "idempotency_error" });
  });

  it("logs the requests with their idempotency keys", async () => {
    const key = randomUUID();
    const request = orderRequest();
    await call(fake, "POST", "/orders", request, { "x-idempotency-key": key, "x-request-id": "req-1" });
    expect(fake.requests.at(-1)).toEqual({
      method: "POST",
      path: "/orders",
      status: 200,
      idempotencyKey: key,
      requestId: "req-1",
      apiVersion: "2025-01-01",
      body: request,
    });
  });
});
