import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CASHFREE_JS_STUB, type FakeCashfree } from "../src/index";
import { createOrder, hasValidSignature, START_TIMEOUT_MS, startFake } from "./helpers";

let fake: FakeCashfree;

beforeAll(async () => {
  fake = await startFake();
}, START_TIMEOUT_MS);

afterAll(() => fake.close());

describe("webhook helpers for forged, replayed and stale webhooks", () => {
  it("builds the body of a recorded attempt, its status optionally forged, and signs any body", async () => {
    const { order_id } = await createOrder(fake);
    const failed = fake.pay(order_id, { outcome: "FAILED" });

    const body = fake.webhookBody(order_id, failed.cf_payment_id);
    expect(JSON.parse(body)).toMatchObject({ type: "PAYMENT_FAILED_WEBHOOK" });
    const forged = JSON.parse(fake.webhookBody(order_id, failed.cf_payment_id, "SUCCESS"));
    expect(forged).toMatchObject({
      type: "PAYMENT_SUCCESS_WEBHOOK",
      data: { payment: { payment_status: "SUCCESS" } },
    });

    const stale = Date.now() - 10 * 60_000;
    const headers = fake.signWebhook(body, stale);
    expect(headers).toMatchObject({
      "x-webhook-timestamp": String(stale),
      "x-webhook-version": "2025-01-01",
    });
    expect(hasValidSignature({ headers, body })).toBe(true);
    expect(fake.violations).toEqual([]);
  });
});

describe("CASHFREE_JS_STUB", () => {
  function load(fakeUrl: string) {
    const assigned: string[] = [];
    const window: Record<string, unknown> = {};
    const location = { assign: (url: string) => assigned.push(url) };
    runInNewContext(CASHFREE_JS_STUB(fakeUrl), { window, location, URL });
    const Cashfree = window.Cashfree as (options: unknown) => {
      checkout(options: unknown): Promise<unknown>;
    };
    return { Cashfree, assigned };
  }

  it("sends checkout to the fake's page for the payment session", async () => {
    const { Cashfree, assigned } = load(fake.url);
    const result = await Cashfree({ mode: "sandbox" }).checkout({
      paymentSessionId: "session_a/b",
      redirectTarget: "_self",
    });
    expect(result).toEqual({});
    expect(assigned).toEqual([`${fake.origin}/checkout/session_a%2Fb`]);
  });

  it("insists on a mode, as Cashfree.js does", () => {
    const { Cashfree } = load(fake.origin);
    expect(() => Cashfree({})).toThrow(/mode/);
    expect(() => Cashfree({ mode: "production" })).not.toThrow();
  });
});
