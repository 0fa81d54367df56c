// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { PageMetaSchema } from "./common";
import { ORDER_KINDS, ORDER_STATES } from "./part-constants";

/**
 * The operators' console's orders and refunds: searching orders, one order's timeline, the CSV
 * export of a search, and refunds in full or in part. The same schemas check the console's forms
 * and the calls on the server, so both say the same words (orderMessages).
 */
export const orderMessages = {
  notFound: "This order does not exist",
  dateRange: "The start date must be on or before the end date",
  date: "Enter a date as YYYY-MM-DD",
  reason: "Give a reason for the refund (3 to 500 characters)",
  amount: "Enter a whole number of rupees, 1 or more",
  changed: "This order changed since you opened it. Reload it and try again.",
  notRefundable: "Only a paid order can be refunded",
  tooMuch: (left: number) => `At most INR ${left} is left to refund on this order`,
  refunded: "Refunded. The learner has been e-mailed.",
  refundPending: "Refund asked for. The provider has not paid it out yet; it is followed until it is.",
  refundCancelled: "The provider cancelled the refund: the learner has not had the money back.",
} as const;
const m = orderMessages;

/** How many rows one CSV export holds at most (the newest first). */
export const ORDER_EXPORT_MAX_ROWS = 10_000;

const REFUND_STATES = ["PENDING", "SUCCESS", "CANCELLED"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** A calendar day, `YYYY-MM-DD`, read as a day in India (Asia/Kolkata), where the business is. */
const calendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.date)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), m.date);

const searchFields = {
  /** Matches the buyer's e-mail, the order id or the item's name (any part, any case). */
  q: z.string().trim().max(100).optional(),
  status: z.enum(ORDER_STATES).optional(),
  kind: z.enum(ORDER_KINDS).optional(),
  /** Orders made on or after this day (India time). */
  from: calendarDay.optional(),
  /** Orders made on or before this day (India time). */
  to: calendarDay.optional(),
};
const fromBeforeTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

export const AdminOrderListQuerySchema = z
  .object({
    ...searchFields,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine(fromBeforeTo, { message: m.dateRange, path: ["to"] });
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuerySchema>;

export const AdminOrderExportQuerySchema = z
  .object(searchFields)
  .refine(fromBeforeTo, { message: m.dateRange, path: ["to"] });

const BuyerSchema = z.object({ _id: z.string(), email: z.string(), name: z.string() });

/** An order as the console's list shows it. */
const AdminOrderRowSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  status: z.enum(ORDER_STATES),
  kind: z.enum(ORDER_KINDS),
  /** The course, guide or (for a live session) the booking. */
  item: z.object({ _id: z.string(), name: z.string() }),
  buyer: BuyerSchema,
  /** Rupees. */
  amount: z.number().int(),
  /** Rupees refunded or being refunded (every refund the provider has not cancelled). */
  refunded: z.number().int(),
  provider: z.string(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const AdminOrderListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdminOrderRowSchema),
  meta: PageMetaSchema,
});

const AdminRefundSchema = z.object({
  _id: z.string(),
  amount: z.number().int(),
  /** It refunded what was left of the order, and so removed what the order gave. */
  full: z.boolean(),
  reason: z.string(),
  status: z.enum(REFUND_STATES),
  /** The provider's own word (SUCCESS, PENDING, ONHOLD, CANCELLED...); null before it answered. */
  providerStatus: z.string().nullable(),
  /** The operator who asked for it; null for the site's own refunds (a cancelled session...). */
  requestedBy: z.object({ _id: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

/** One line of an order's timeline: what the order recorded, or a refund, at its time. */
const TimelineEntrySchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("event"),
    at: z.string(),
    /** created, provider-order, paid, refund-requested, refunded, partial-refund-requested... */
    event: z.string(),
    /** Who saw it: api, webhook, status-check, reconciler, refund, console... */
    source: z.string(),
    fromStatus: z.string().nullable(),
    toStatus: z.string().nullable(),
    /** The amount the provider reported or the event is about, in rupees. */
    amount: z.number().nullable(),
    providerPaymentId: z.string().nullable(),
    note: z.string().nullable(),
  }),
  z.object({ type: z.literal("refund"), at: z.string(), refund: AdminRefundSchema }),
]);
export type OrderTimelineEntry = z.infer<typeof TimelineEntrySchema>;

const AdminOrderSchema = AdminOrderRowSchema.extend({
  currency: z.string(),
  expiresAt: z.string(),
  refundedAt: z.string().nullable(),
  providerReference: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  /** Rupees that can still be refunded: the amount less every refund not cancelled; 0 unless PAID. */
  refundable: z.number().int(),
  refunds: z.array(AdminRefundSchema),
  /** The order's events and its refunds, oldest first. */
  timeline: z.array(TimelineEntrySchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderResponseSchema = z.object({ success: z.literal(true), data: AdminOrderSchema });

export const AdminRefundRequestSchema = z.object({
  /** Rupees; absent: everything left (a full refund). A refund of everything left is a full one. */
  amount: z.number({ error: m.amount }).int(m.amount).min(1, m.amount).optional(),
  reason: z.string({ error: m.reason }).trim().min(3, m.reason).max(500, m.reason),
  /**
   * The order's `refunded` as the operator saw it: the refund is refused (409) when it differs, so
   * a second press, or another operator's refund first, refunds nothing more.
   */
  expectedRefunded: z.number().int().min(0),
});

export const AdminRefundResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  refund: AdminRefundSchema,
  data: AdminOrderSchema,
});
