import { ORDER_STATES, type OrderState } from "@clutch/contract";
import { describe, expect, it } from "vitest";
import {
  type Decision,
  decide,
  type Observation,
  publicStatus,
} from "../../src/modules/payments/order-state";

const AMOUNT = 500;

/**
 * What each observation does to an order in each state, written out in full:
 * "NEXT event effect,effect", or "-" for nothing at all (no change, nothing recorded).
 */
type Row = Record<OrderState, string>;
const unchanged = (overrides: Partial<Row>): Row =>
  Object.fromEntries(ORDER_STATES.map((state) => [state, overrides[state] ?? "-"])) as Row;

const paymentArrives = (outcome: string): Partial<Row> => ({
  CREATING: outcome,
  ACTIVE: outcome,
  FAILED: outcome,
  EXPIRED: outcome,
});

const TABLE: [string, Observation, Row][] = [
  ["paid", { kind: "paid", paymentId: "p1", amount: AMOUNT }, unchanged(paymentArrives("PAID paid grant"))],
  [
    "paid, amount differs",
    { kind: "paid", paymentId: "p1", amount: AMOUNT - 0.01 },
    unchanged(paymentArrives("AMOUNT_MISMATCH amount-mismatch")),
  ],
  [
    "paid again for an owned item or a taken slot",
    { kind: "paid-unfulfillable", paymentId: "p1", amount: AMOUNT },
    unchanged(paymentArrives("REFUND_PENDING paid-twice refund")),
  ],
  [
    "failed",
    { kind: "failed", paymentId: "p1", amount: AMOUNT },
    unchanged({
      CREATING: "FAILED failed release",
      ACTIVE: "FAILED failed release",
      PAID: "PAID late-failure-ignored",
      REFUND_PENDING: "REFUND_PENDING late-failure-ignored",
      REFUNDED: "REFUNDED late-failure-ignored",
    }),
  ],
  [
    "expired",
    { kind: "expired" },
    unchanged({
      CREATING: "EXPIRED expired release",
      ACTIVE: "EXPIRED expired release",
      FAILED: "EXPIRED expired release",
    }),
  ],
  ["pending", { kind: "pending" }, unchanged({})],
  [
    "provider order made",
    { kind: "provider-order", reference: "cf1", paymentSessionId: "s1" },
    Object.fromEntries(
      ORDER_STATES.map((state) => [
        state,
        state === "CREATING" ? "ACTIVE provider-order" : `${state} provider-order-too-late`,
      ]),
    ) as Row,
  ],
  ["create failed", { kind: "create-failed", note: "down" }, unchanged({ CREATING: "FAILED create-failed" })],
  [
    "refund requested",
    { kind: "refund-requested", reason: "cancelled" },
    unchanged({ PAID: "REFUND_PENDING refund-requested revoke" }),
  ],
  [
    "refund paid",
    { kind: "refund-paid", refundId: "r1", status: "SUCCESS" },
    unchanged({ REFUND_PENDING: "REFUNDED refunded" }),
  ],
  [
    "refund pending",
    { kind: "refund-pending", refundId: "r1", status: "ONHOLD" },
    unchanged({ REFUND_PENDING: "REFUND_PENDING refund-awaited" }),
  ],
  [
    "refund cancelled",
    { kind: "refund-cancelled", refundId: "r1", status: "CANCELLED" },
    unchanged({ REFUND_PENDING: "REFUND_CANCELLED refund-cancelled" }),
  ],
];

const written = (status: OrderState, decision: Decision) =>
  decision.event
    ? [decision.next, decision.event, decision.effects.join(",")].filter(Boolean).join(" ")
    : decision.next === status && decision.effects.length === 0
      ? "-"
      : `changed without an event: ${JSON.stringify(decision)}`;

describe("the order state machine", () => {
  for (const [name, observation, row] of TABLE) {
    it.each(ORDER_STATES)(`${name}, in %s`, (status) => {
      expect(written(status, decide({ status, amount: AMOUNT }, observation))).toBe(row[status]);
    });
  }

  it("covers every kind of observation", () => {
    const kinds = new Set(TABLE.map(([, observation]) => observation.kind));
    expect([...kinds].sort()).toEqual(
      [
        "create-failed",
        "expired",
        "failed",
        "paid",
        "paid-unfulfillable",
        "pending",
        "provider-order",
        "refund-cancelled",
        "refund-paid",
        "refund-pending",
        "refund-requested",
      ].sort(),
    );
  });

  it("notes what a person needs to know on the final states", () => {
    const mismatch = decide(
      { status: "ACTIVE", amount: AMOUNT },
      { kind: "paid", paymentId: "p", amount: 1 },
    );
    expect(mismatch.note).toBe(`paid 1, order is ${AMOUNT}; held for review`);
    const cancelled = decide(
      { status: "REFUND_PENDING", amount: AMOUNT },
      { kind: "refund-cancelled", refundId: "r1", status: "CANCELLED" },
    );
    expect(cancelled.note).toBe("refund r1 CANCELLED; held for review");
  });

  it("folds the stored states into the five the result page shows", () => {
    expect(Object.fromEntries(ORDER_STATES.map((state) => [state, publicStatus(state)]))).toEqual({
      CREATING: "ACTIVE",
      ACTIVE: "ACTIVE",
      FAILED: "FAILED",
      EXPIRED: "EXPIRED",
      PAID: "PAID",
      REFUND_PENDING: "REFUNDED",
      REFUNDED: "REFUNDED",
      REFUND_CANCELLED: "REFUNDED",
      AMOUNT_MISMATCH: "FAILED",
    });
  });
});
