// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { SESSION_LEVELS } from "./catalogue";
import { PageMetaSchema } from "./common";
import { BUSINESS_TIME_ZONE } from "./constants";
import { ORDER_STATES } from "./part-constants";

/**
 * The console's bookings: every live session booked, by coach, date and state, and cancelling one
 * on the business's side (any time, with a full refund).
 */

/**
 * A booking's state as stored: HOLD (waiting for payment), CONFIRMED (paid), CANCELLED, RELEASED
 * (never paid: the hold ran out or the payment failed).
 */
export const ADMIN_BOOKING_STATES = [
  "HOLD",
  "CONFIRMED",
  "CANCELLED",
  "RELEASED",
  "COMPLETED",
  "NO_SHOW",
] as const;
export type AdminBookingState = (typeof ADMIN_BOOKING_STATES)[number];

/** Who cancelled a cancelled booking. */
const CANCELLED_BY = ["learner", "operator", "coach"] as const;

/** Where the full refund of a cancelled session stands at the provider. */
const REFUND_STATUSES = ["PENDING", "SUCCESS", "CANCELLED"] as const;

export const CANCEL_REASON_MAX = 500;

export const adminBookingMessages = {
  day: "Give a day as YYYY-MM-DD",
  dayOrder: "The first day must not be after the last day",
  reason: "Please say why the session is cancelled",
  reasonTooLong: `Keep the reason under ${CANCEL_REASON_MAX} characters`,
  notFound: "Booking not found",
  alreadyCancelled: "This booking is already cancelled; its refund was made once.",
  notConfirmed: "Only a paid, confirmed booking can be cancelled.",
  loadFailed: "The bookings could not be loaded. Please try again.",
  noBookings: "No bookings match these filters.",
  cancelConfirm:
    "The session is cancelled now, even if it is about to start. The learner is refunded in full and e-mailed the cancellation with a calendar file that removes it.",
  cancelFailed: "The booking could not be cancelled. Please try again.",
  refunded: "Cancelled. The full fee is refunded.",
  refundPending: "Cancelled. The refund is pending at the payment provider and is completed automatically.",
  /** The queue of disputed no-shows. */
  disputesTab: "Disputed no-shows",
  noDisputes: "No disputed no-shows wait for a decision.",
  notDisputed: "This booking has no open dispute of a no-show.",
  alreadyResolved: "This dispute is already decided; its outcome stands.",
  upholdConfirm:
    "Keep the mark of absence? The fee stays with the coach and the learner is e-mailed the outcome.",
  reverseConfirm:
    "Reverse the mark of absence? The learner is refunded in full once, the coach's share is taken off their earnings, and the learner is e-mailed the outcome.",
  upheld: "The mark stands. The learner is e-mailed the outcome.",
  reversed: "Reversed. The learner is refunded in full and e-mailed the outcome.",
  resolveFailed: "The dispute could not be decided. Please try again.",
} as const;
const m = adminBookingMessages;

const day = z.iso.date({ error: m.day }).meta({ description: `A calendar day in ${BUSINESS_TIME_ZONE}` });

export const AdminBookingsQuerySchema = z
  .object({
    coachId: z.string().trim().max(64).optional(),
    state: z.enum(ADMIN_BOOKING_STATES).optional(),
    /** Sessions starting on or after this day (IST), inclusive. */
    from: day.optional(),
    /** Sessions starting on or before this day (IST), inclusive. */
    to: day.optional(),
    /** The learner's e-mail or name (any part, any case), or a booking's id. */
    q: z.string().trim().max(100).optional(),
    /** `open`: only no-shows the learner disputed that wait for a decision, the oldest dispute first. */
    dispute: z.enum(["open"]).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: m.dayOrder,
    path: ["to"],
  });

const AdminBookingSchema = z.object({
  _id: z.string(),
  learner: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  coach: z.object({ _id: z.string(), name: z.string() }),
  title: z.string(),
  level: z.enum(SESSION_LEVELS),
  /** Instants; `timeZone` is the coach's. */
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  state: z.enum(ADMIN_BOOKING_STATES),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancelledAt: z.string().nullable(),
  /** In rupees. */
  price: z.number().int(),
  createdAt: z.string(),
  /** The order that paid (or was to pay) for it. */
  order: z
    .object({
      _id: z.string(),
      status: z.enum(ORDER_STATES),
      refundStatus: z.enum(REFUND_STATUSES).nullable(),
    })
    .nullable(),
  /** Whether an operator may cancel it now (a confirmed booking, at any time). */
  cancellable: z.boolean(),
  /** The learner's dispute of a no-show ("I was there"), and an operator's outcome of it; null when none. */
  dispute: z
    .object({
      at: z.string(),
      note: z.string(),
      /** When the coach marked the learner absent. */
      markedAt: z.string().nullable(),
      outcome: z.enum(["upheld", "reversed"]).nullable(),
      resolvedAt: z.string().nullable(),
      resolvedBy: z.object({ _id: z.string(), email: z.string() }).nullable(),
    })
    .nullable(),
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

export const AdminBookingListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdminBookingSchema),
  meta: PageMetaSchema,
});

export const AdminCancelBookingRequestSchema = z.object({
  reason: z.string({ error: m.reason }).trim().min(1, m.reason).max(CANCEL_REASON_MAX, m.reasonTooLong),
});
export type AdminCancelBookingRequest = z.input<typeof AdminCancelBookingRequestSchema>;

export const AdminCancelBookingResponseSchema = z.object({
  success: z.literal(true),
  data: AdminBookingSchema,
  /** REFUNDED: the provider took it; PENDING: not yet, and the reconciler completes it. */
  refund: z.object({ amount: z.number().int(), status: z.enum(["REFUNDED", "PENDING"]) }),
});

export const AdminResolveDisputeResponseSchema = z.object({
  success: z.literal(true),
  data: AdminBookingSchema,
  /** A reversed no-show's full refund (REFUNDED, or PENDING until the reconciler completes it); null when upheld. */
  refund: z.object({ amount: z.number().int(), status: z.enum(["REFUNDED", "PENDING"]) }).nullable(),
});
