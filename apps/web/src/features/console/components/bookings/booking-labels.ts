import { type AdminBooking, type AdminBookingState, BUSINESS_TIME_ZONE } from "@clutch/contract";
import { onFirstUse } from "../../../../lib/intl-formatters";

const sessionTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-IN", {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: BUSINESS_TIME_ZONE,
    }),
);

/** "Thu, 5 Mar 2026, 6:30 pm IST": the business's time, as the date filters are. */
export const formatSessionTime = (iso: string) => `${sessionTime().format(new Date(iso))} IST`;

export const STATE_LABELS: Record<AdminBookingState, string> = {
  HOLD: "Awaiting payment",
  CONFIRMED: "Confirmed",
  CANCELLED: "Cancelled",
  RELEASED: "Never paid",
  COMPLETED: "Completed",
  NO_SHOW: "Learner did not come",
};

const CANCELLED_BY_LABELS: Record<NonNullable<AdminBooking["cancelledBy"]>, string> = {
  learner: "by the learner",
  operator: "by Clutch Academy",
  coach: "by the coach",
};

export const cancelledByLabel = (booking: AdminBooking) =>
  booking.cancelledBy ? CANCELLED_BY_LABELS[booking.cancelledBy] : "";

type Order = NonNullable<AdminBooking["order"]>;

const ORDER_LABELS: Record<Order["status"], string> = {
  CREATING: "Order being made",
  ACTIVE: "Awaiting payment",
  FAILED: "Payment failed",
  EXPIRED: "Expired unpaid",
  PAID: "Paid",
  REFUND_PENDING: "Refund pending",
  REFUNDED: "Refunded",
  REFUND_CANCELLED: "Refund cancelled by the provider: needs review",
  AMOUNT_MISMATCH: "Paid a wrong amount: needs review",
};

/** Where the booking's money stands, in words. */
export const paymentLabel = (order: AdminBooking["order"]) =>
  order ? ORDER_LABELS[order.status] : "No order";

export const STATE_TONES: Record<AdminBookingState, string> = {
  HOLD: "border-highlight-400/40 bg-highlight-400/10 text-highlight-300",
  CONFIRMED: "border-success-400/40 bg-success-400/10 text-success-400",
  CANCELLED: "border-danger-400/40 bg-danger-400/10 text-danger-300",
  RELEASED: "border-surface-border bg-ink-800/60 text-fg-muted",
  COMPLETED: "border-success-400/40 bg-success-400/10 text-success-400",
  NO_SHOW: "border-surface-border bg-ink-800/60 text-fg-muted",
};
