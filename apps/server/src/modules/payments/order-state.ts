import type { OrderState, OrderStatus } from "@clutch/contract";

/** Who saw a change: the audit trail's `source` (a provider's own checkout page is `<name>-checkout`). */
export type EventSource =
  | "api"
  | "webhook"
  | "status-check"
  | "reconciler"
  | "refund"
  | "console"
  | `${string}-checkout`;

/** Something the flow learnt about an order: from the provider, from its own steps, or from the buyer. */
export type Observation =
  /** The provider made its side of the order (its reference). */
  | { kind: "provider-order"; reference: string; paymentSessionId: string }
  /** The provider refused to make it, or did not answer. */
  | { kind: "create-failed"; note: string }
  | { kind: "paid"; paymentId: string; amount: number }
  /** Paid with the right amount, but the item is owned already (two tabs) or the slot is gone. */
  | { kind: "paid-unfulfillable"; paymentId: string; amount: number }
  | { kind: "failed"; paymentId?: string; amount?: number }
  | { kind: "expired" }
  | { kind: "pending" }
  /** The money is to go back (the buyer cancelled, or a refund was asked for). */
  | {
      kind: "refund-requested";
      reason: string;
      requestedBy?: string;
      /** Who cancelled what the order paid for, on the business's side (a refunded session). */
      cancelledBy?: BusinessCanceller;
    }
  /** Where the provider says the refund stands. */
  | { kind: "refund-paid"; refundId: string; status: string }
  | { kind: "refund-pending"; refundId: string; status: string }
  | { kind: "refund-cancelled"; refundId: string; status: string };

/**
 * What follows a change, inside its transaction: `grant` what a paid order gives (which may be
 * refused: then the observation is `paid-unfulfillable`), `release` what an unpaid one held,
 * `revoke` what a refunded one gave; after it, `refund` a payment that cannot be kept.
 */
/** Who cancels on the business's side: an operator in the console, or the coach of a session. */
export type BusinessCanceller = "operator" | "coach";

type Effect = "grant" | "release" | "revoke" | "refund";

export interface Decision {
  next: OrderState;
  /** The audit event to record; none when the observation changes nothing. */
  event?: string;
  note?: string;
  effects: Effect[];
}

/** States an order leaves only by the provider's word (or the refund flow, for PAID). */
const SETTLED: readonly OrderState[] = ["PAID", "REFUND_PENDING", "REFUNDED"];
/** Unpaid states a payment can still arrive in (an open order of these is handed out again). */
export const OPEN: readonly OrderState[] = ["CREATING", "ACTIVE", "FAILED"];

const stay = (order: { status: OrderState }): Decision => ({ next: order.status, effects: [] });
const to = (next: OrderState, event: string, effects: Effect[] = [], note?: string): Decision => ({
  next,
  event,
  effects,
  ...(note ? { note } : {}),
});

/** A payment reported while the order can still take one (an expired or failed order still becomes paid: the money was taken). */
const canBePaid = (status: OrderState) => OPEN.includes(status) || status === "EXPIRED";

/**
 * The order's state machine, written once: what an observation does to an order in a given state.
 * Pure: the repository locks the row, asks this, persists the answer and records its event.
 * A paid order is never downgraded; a notice about a settled one is at most recorded. The two
 * states that wait for a person (AMOUNT_MISMATCH, REFUND_CANCELLED) are final: nothing changes them.
 */
export function decide(order: { status: OrderState; amount: number }, observation: Observation): Decision {
  const { status } = order;
  switch (observation.kind) {
    case "provider-order":
      return status === "CREATING"
        ? to("ACTIVE", "provider-order", [], `provider order ${observation.reference}`)
        : to(
            status,
            "provider-order-too-late",
            [],
            `provider order ${observation.reference} made after the order was ${status}; its session was not handed out`,
          );
    case "create-failed":
      return status === "CREATING" ? to("FAILED", "create-failed", [], observation.note) : stay(order);
    case "paid":
      if (!canBePaid(status)) return stay(order);
      if (Math.round(observation.amount * 100) !== order.amount * 100) {
        // Never granted, and final: set aside for a person to look at instead of asked about again.
        return to(
          "AMOUNT_MISMATCH",
          "amount-mismatch",
          [],
          `paid ${observation.amount}, order is ${order.amount}; held for review`,
        );
      }
      return to("PAID", "paid", ["grant"]);
    case "paid-unfulfillable":
      if (!canBePaid(status)) return stay(order);
      return to(
        "REFUND_PENDING",
        "paid-twice",
        ["refund"],
        "already owned, or the slot is no longer free; refund due",
      );
    case "failed":
      if (status === "ACTIVE" || status === "CREATING") return to("FAILED", "failed", ["release"]);
      return SETTLED.includes(status) ? to(status, "late-failure-ignored") : stay(order);
    case "expired":
      return OPEN.includes(status) ? to("EXPIRED", "expired", ["release"]) : stay(order);
    case "pending":
      return stay(order);
    case "refund-requested":
      return status === "PAID" ? to("REFUND_PENDING", "refund-requested", ["revoke"]) : stay(order);
    case "refund-paid":
      return status === "REFUND_PENDING"
        ? to("REFUNDED", "refunded", [], `refund ${observation.refundId} ${observation.status}`)
        : stay(order);
    case "refund-pending":
      return status === "REFUND_PENDING"
        ? to(status, "refund-awaited", [], `refund ${observation.refundId} ${observation.status}`)
        : stay(order);
    case "refund-cancelled":
      return status === "REFUND_PENDING"
        ? to(
            "REFUND_CANCELLED",
            "refund-cancelled",
            [],
            `refund ${observation.refundId} ${observation.status}; held for review`,
          )
        : stay(order);
  }
}

/** What the result page is told about an order in a given state. */
export function publicStatus(status: OrderState): OrderStatus {
  if (status === "PAID") return "PAID";
  if (status === "REFUND_PENDING" || status === "REFUNDED" || status === "REFUND_CANCELLED")
    return "REFUNDED";
  if (status === "EXPIRED" || status === "FAILED") return status;
  // Paid with another amount than the order's: nothing was granted; it is held for review.
  if (status === "AMOUNT_MISMATCH") return "FAILED";
  return "ACTIVE";
}
