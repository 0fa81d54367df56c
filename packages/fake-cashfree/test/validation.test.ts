import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FakeCashfree } from "../src/index";
import { checkWebhook, operation } from "../src/openapi";
import { CLIENT_ID, call, orderRequest, START_TIMEOUT_MS, startFake } from "./helpers";

let fake: FakeCashfree;

beforeAll(async () => {
  fake = await startFake();
}, START_TIMEOUT_MS);

afterAll(() => fake.close());

afterEach(() => {
  fake.violations.length = 0;
});

/** Sends a create-order request that should be refused, and returns the answer's message. */
async function refusedCreate(body: unknown, headers: Record<string, string> = {}): Promise<string> {
  const { status, body: answer } = await call(fake, "POST", "/orders", body, headers);
  expect(status).toBe(400);
  expect(answer).toMatchObject({ type: "invalid_request_error", code: "request_failed" });
  return String(answer.message);
}

describe("requests are checked against the Cashfree document", () => {
  it("refuses a missing customer_phone and records it", async () => {
    const request = orderRequest({ customer_details: { customer_id: "user42" } });
    const message = await refusedCreate(request);
    expect(message).toContain("customer_details.customer_phone must have required property 'customer_phone'");
    expect(fake.violations).toEqual([`POST /orders request: ${message}`]);
  });

  it("refuses a 9-digit phone", async () => {
    const request = orderRequest({
      customer_details: { customer_id: "user42", customer_phone: "987654321" },
    });
    expect(await refusedCreate(request)).toBe(
      "customer_details.customer_phone must NOT have fewer than 10 characters",
    );
  });

  it("refuses order_amount 0", async () => {
    expect(await refusedCreate(orderRequest({ order_amount: 0 }))).toBe("order_amount must be >= 1");
  });

  it("refuses an idempotency key that is not a UUID (the document's format)", async () => {
    const message = await refusedCreate(orderRequest(), { "x-idempotency-key": "retry-1" });
    expect(message).toBe('header x-idempotency-key must match format "UUID"');
  });

  it("refuses another API version than the pinned 2025-01-01", async () => {
    expect(await refusedCreate(orderRequest(), { "x-api-version": "2023-08-01" })).toBe(
      "header x-api-version must be 2025-01-01",
    );
  });

  it("refuses a body that is not JSON", async () => {
    const response = await fetch(`${fake.url}/orders`, {
      method: "POST",
      headers: {
        "x-client-id": CLIENT_ID,
        "x-client-secret": "TEST_CLIENT_SECRET",
        "x-api-version": "2025-01-01",
        "content-type": "application/json",
      },
      body: "{",
    });
    expect(response.status).toBe(400);
    expect(fake.violations).toEqual(["POST /orders request: body is not valid JSON"]);
  });

  it("applies the rules the document states only in prose", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ order_id: "order 1" }, "order_id must contain only letters, digits, '_' and '-'"],
      [{ order_amount: 10.155 }, "order_amount must have at most two decimals"],
      [{ order_currency: "USD" }, "order_currency must be INR (the only currency enabled)"],
      [
        { customer_details: { customer_id: "user_42", customer_phone: "9876543210" } },
        "customer_details.customer_id must contain only letters and digits",
      ],
      [
        { customer_details: { customer_id: "user42", customer_phone: "98765x3210" } },
        "customer_details.customer_phone must be 10 digits",
      ],
      [
        { order_meta: { notify_url: "http://example.com/hook" } },
        "order_meta.notify_url must be an https URL",
      ],
      [
        { order_meta: { return_url: `https://example.com/${"a".repeat(250)}` } },
        "order_meta.return_url must NOT be longer than 250 characters",
      ],
    ];
    for (const [overrides, expected] of cases)
      expect(await refusedCreate(orderRequest(overrides))).toBe(expected);
  });

  it("answers 401 to wrong credentials", async () => {
    const { status, body } = await call(fake, "GET", "/orders/any", undefined, {
      "x-client-secret": "wrong",
    });
    expect(status).toBe(401);
    expect(body).toMatchObject({ type: "authentication_error" });
  });

  it("answers 404 to a path that is not a faked operation, and records it", async () => {
    const { status } = await call(fake, "GET", "/links/abc");
    expect(status).toBe(404);
    expect(fake.violations).toEqual([
      "GET /links/abc: not an operation the fake serves from the Cashfree document",
    ]);
  });

  it("checks answers too", () => {
    const getOrder = operation("GET", "/orders/{order_id}");
    expect(getOrder.checkResponse(200, { order_amount: "499", order_tags: null })).toEqual([
      "order_amount must be number",
    ]);
    expect(getOrder.checkResponse(418, {})).toEqual(["status 418 is not documented"]);
    expect(checkWebhook("PaymentWebhook", { data: { payment: { cf_payment_id: 5114910000001 } } })).toEqual([
      "data.payment.cf_payment_id must be string",
    ]);
  });
});
