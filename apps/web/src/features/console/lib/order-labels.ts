import { formatPrice, ORDER_KINDS, ORDER_STATES, type OrderKind, type OrderState } from "@clutch/contract";
import { onFirstUse } from "../../../lib/intl-formatters";

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  CREATING: "Being created",
  ACTIVE: "Awaiting payment",
  FAILED: "Payment failed",
  EXPIRED: "Expired unpaid",
  PAID: "Paid",
  REFUND_PENDING: "Refund pending",
  REFUNDED: "Refunded",
  REFUND_CANCELLED: "Refund cancelled (review)",
  AMOUNT_MISMATCH: "Wrong amount (review)",
};

export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  course: "Course",
  guide: "Guide",
  session: "Live session",
};

export const ORDER_STATE_OPTIONS = [
  { value: "", label: "Any status" },
  ...ORDER_STATES.map((state) => ({ value: state, label: ORDER_STATE_LABELS[state] })),
];
export const ORDER_KIND_OPTIONS = [
  { value: "", label: "Any kind" },
  ...ORDER_KINDS.map((kind) => ({ value: kind, label: ORDER_KIND_LABELS[kind] })),
];

/** The tone of an order's state badge: settled well, waiting, or needing a person. */
export const orderTone = (state: OrderState) =>
  state === "PAID"
    ? "border-success-400/40 bg-success-400/10 text-success-400"
    : state === "REFUND_CANCELLED" || state === "AMOUNT_MISMATCH" || state === "FAILED"
      ? "border-danger-400/40 bg-danger-400/10 text-danger-300"
      : "border-highlight-400/40 bg-highlight-400/10 text-highlight-300";

/** Rupees as the console writes them ("₹1,499"; 0 as "₹0", not "Free"). */
export const rupees = (amount: number) => (amount === 0 ? "₹0" : formatPrice(amount));

/** What an order's recorded event means, in words. */
const EVENT_LABELS: Record<string, string> = {
  created: "Order created",
  "provider-order": "Checkout opened at the provider",
  "provider-order-too-late": "The provider made the order after it was given up",
  "create-failed": "The provider could not make the order",
  paid: "Paid",
  "amount-mismatch": "Paid with another amount: held for review",
  "paid-twice": "Paid for something already owned: refund due",
  failed: "Payment failed",
  "late-failure-ignored": "A late failed attempt (the order stays paid)",
  expired: "Expired unpaid",
  "refund-requested": "Full refund asked for; access removed",
  "refund-awaited": "The provider has not paid the refund out yet",
  refunded: "Refund paid out",
  "refund-cancelled": "The provider cancelled the refund: held for review",
  "partial-refund-requested": "Partial refund asked for",
  "partial-refund-awaited": "The provider has not paid the partial refund out yet",
  "partial-refunded": "Partial refund paid out",
  "partial-refund-cancelled": "The provider cancelled the partial refund",
  "refund-mailed": "Refund e-mail sent to the learner",
};
export const eventLabel = (event: string) => EVENT_LABELS[event] ?? event;

const SOURCE_LABELS: Record<string, string> = {
  api: "the site",
  webhook: "the provider's notification",
  "status-check": "the result page's check",
  reconciler: "the reconciler",
  refund: "the site's refund",
  console: "an operator",
};
export const sourceLabel = (source: string) =>
  SOURCE_LABELS[source] ?? source.replace(/-checkout$/, " checkout");

export const REFUND_STATE_LABELS = {
  PENDING: "Pending",
  SUCCESS: "Paid out",
  CANCELLED: "Cancelled",
} as const;

const secondsFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium" }),
);
/** "5 Mar 2026, 2:30:15 pm": a timeline's steps are often seconds apart. */
export const formatMoment = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : secondsFormat().format(date);
};
