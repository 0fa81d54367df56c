// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { BUSINESS_TIME_ZONE } from "./constants";

/**
 * A coach's earnings: for each session, the fee, the platform's commission
 * (`COACH_COMMISSION_PERCENT`) and the coach's share, pending until the session is completed and
 * available after; refunds (a coach's cancel included) are taken off. Operators record payouts;
 * the balance due is what is available less what was paid out. Months are ${BUSINESS_TIME_ZONE} months.
 */

export const coachEarningsMessages = {
  month: "Give a month as YYYY-MM",
  amount: "Enter the amount paid, in whole rupees",
  paidOn: "Give the day it was paid as YYYY-MM-DD",
  paidOnFuture: "The payout day cannot be in the future",
  reference: "Enter the payment's reference (for example the bank transfer's id)",
  referenceTooLong: "Keep the reference under 200 characters",
  payoutRecorded: "Payout recorded.",
  idempotencyKey: "This form is out of date. Reload the page and enter the payout again.",
  idempotencyKeyReused:
    "This payout form was already used for a different payout. Reload the page to record another one.",
  referenceTaken:
    "This coach already has a payout with this reference. Check the reference: the payout may be recorded already.",
  overBalance: (available: number) =>
    `This is more than the coach's available balance of ₹${available.toLocaleString("en-IN")}. Record at most that amount.`,
  noSessions: "No sessions in this month.",
  noPayouts: "No payouts yet.",
  loadFailed: "The earnings could not be loaded. Please try again.",
} as const;
const m = coachEarningsMessages;

/** pending: not yet completed; available: completed (or a no-show of the learner); void: cancelled and refunded. */
const EARNING_STATUSES = ["pending", "available", "void"] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

const month = z
  .string({ error: m.month })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.month)
  .meta({ description: `A month (${BUSINESS_TIME_ZONE}) as YYYY-MM` });

export const EarningsQuerySchema = z.object({
  /** The month whose sessions are listed; default: the current month. */
  month: month.optional(),
});

const EarningLineSchema = z.object({
  bookingId: z.string(),
  start: z.string(),
  title: z.string(),
  learnerName: z.string(),
  state: z.enum(["CONFIRMED", "COMPLETED", "NO_SHOW", "CANCELLED"]),
  /** In rupees: what the learner paid, what was refunded, the platform's commission and the coach's share. */
  fee: z.number().int(),
  refunded: z.number().int(),
  commission: z.number().int(),
  share: z.number().int(),
  status: z.enum(EARNING_STATUSES),
});
export type EarningLine = z.infer<typeof EarningLineSchema>;

const PayoutSchema = z.object({
  _id: z.string(),
  amount: z.number().int(),
  paidOn: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof PayoutSchema>;

const MonthTotalSchema = z.object({
  month: z.string(),
  sessions: z.number().int(),
  fees: z.number().int(),
  refunded: z.number().int(),
  commission: z.number().int(),
  share: z.number().int(),
});

const EarningsSchema = z.object({
  coach: z.object({ _id: z.string(), name: z.string() }),
  commissionPercent: z.number().int(),
  balance: z.object({
    /** Shares of sessions not yet completed. */
    pending: z.number().int(),
    /** Shares of completed sessions, all time. */
    earned: z.number().int(),
    paidOut: z.number().int(),
    /** earned − paidOut: what the platform owes the coach now. */
    due: z.number().int(),
  }),
  /** Every month with a session, newest first. */
  months: z.array(MonthTotalSchema),
  month: z.string(),
  /** The sessions of `month`, by start. */
  lines: z.array(EarningLineSchema),
  /** Newest first. */
  payouts: z.array(PayoutSchema),
});
export type Earnings = z.infer<typeof EarningsSchema>;
export const EarningsResponseSchema = z.object({ success: z.literal(true), data: EarningsSchema });

export const PayoutRequestSchema = z.object({
  amount: z.coerce.number({ error: m.amount }).int(m.amount).min(1, m.amount).max(100_000_000, m.amount),
  paidOn: z.iso.date({ error: m.paidOn }),
  reference: z.string({ error: m.reference }).trim().min(1, m.reference).max(200, m.referenceTooLong),
  /**
   * One per payout form (the console makes it when the form opens, `crypto.randomUUID()`) and sent
   * with every retry of it: a key already used for this coach answers that payout instead of a second.
   */
  idempotencyKey: z.uuid({ error: m.idempotencyKey }),
});
export type PayoutRequest = z.input<typeof PayoutRequestSchema>;
export const PayoutResponseSchema = z.object({ success: z.literal(true), data: PayoutSchema });

/** The console's overview of every coach's practice. */
const CoachPracticeSchema = z.object({
  coach: z.object({ _id: z.string(), name: z.string(), disabled: z.boolean() }),
  /** The account that runs the profile, if any. */
  account: z.object({ email: z.string() }).nullable(),
  upcoming: z.number().int(),
  completed: z.number().int(),
  noShows: z.number().int(),
  /** Sessions the coach cancelled (each refunded in full). */
  cancelledByCoach: z.number().int(),
  /** What the platform owes the coach now. */
  due: z.number().int(),
});
export type CoachPractice = z.infer<typeof CoachPracticeSchema>;
export const CoachPracticeListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(CoachPracticeSchema),
});
