// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { CoachRefSchema, SESSION_LEVELS } from "./catalogue";
import { BOOKING_NOTES_MAX, DISPUTE_NOTE_MAX } from "./live-session-rules";
import { messages } from "./messages";
import { OrderSchema } from "./payments";

const m = messages.liveSessions;

const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).meta({ description: "An ISO 8601 instant" });

export const AvailabilityQuerySchema = z.object({
  sessionType: z.string({ error: m.unknownSessionType }).min(1, m.unknownSessionType),
  from: instant(m.badRange).optional(),
  to: instant(m.badRange).optional(),
});

const SlotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof SlotSchema>;

export const AvailabilityResponseSchema = z.object({
  success: z.literal(true),
  /** The coach's IANA time zone. */
  timeZone: z.string(),
  data: z.array(SlotSchema),
});

export const CreateBookingRequestSchema = z.object({
  coachId: z.string({ error: m.coachRequired }).min(1, m.coachRequired),
  sessionTypeId: z.string({ error: m.unknownSessionType }).min(1, m.unknownSessionType),
  start: instant(m.slotUnavailable),
  phone: z.string().optional(),
  /** The learner's IANA zone (the browser's), so their e-mails show their local time. */
  timeZone: z.string().max(64).optional(),
  /** The learner's answer to "What do you want to work on?", for the coach (optional). */
  notes: z.string().trim().max(BOOKING_NOTES_MAX, m.notesTooLong).optional(),
});

const BOOKING_STATES = ["CONFIRMED", "CANCELLED", "COMPLETED", "NO_SHOW"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The coach's summary after a session: what was covered, and up to three points to practise. */
export const SessionSummarySchema = z.object({ text: z.string(), practise: z.array(z.string()) });
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

const BookingSchema = z.object({
  _id: z.string(),
  id: z.string(),
  coach: CoachRefSchema,
  sessionTypeId: z.string(),
  level: z.enum(SESSION_LEVELS),
  title: z.string(),
  price: z.number().int(),
  topicsCovered: z.array(z.string()),
  /** In the coach's time zone. */
  info: z.object({ date: z.string(), time: z.string(), price: z.number().int() }),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  state: z.enum(BOOKING_STATES),
  /** Always "Success" (docs/product.md#live-sessions). */
  status: z.literal("Success"),
  /** Whether it may still be cancelled or moved (24 h or more before its start). */
  changeable: z.boolean(),
  /** The learner's answer to "What do you want to work on?"; null when they gave none. */
  notes: z.string().nullable(),
  /** The session's meeting room (an https URL) while it is confirmed; null otherwise. */
  meetingUrl: z.string().nullable(),
  /** When the room opens: 10 minutes before `start` (the Join button is active until `end`). */
  joinableFrom: z.string(),
  /** The coach's summary after the session; null until written. */
  summary: SessionSummarySchema.nullable(),
  /** A mark of absence by the coach (state NO_SHOW) and the learner's dispute of it; null otherwise. */
  noShow: z
    .object({
      markedAt: z.string(),
      /** Until when "I was there" may be sent (48 h after the mark). */
      disputableUntil: z.string(),
      /** Whether the learner may dispute it now: within the window, not disputed yet. */
      disputable: z.boolean(),
      dispute: z
        .object({
          at: z.string(),
          note: z.string(),
          /** null while an operator has not decided; upheld: the mark stands; reversed: refunded in full. */
          outcome: z.enum(["upheld", "reversed"]).nullable(),
          resolvedAt: z.string().nullable(),
        })
        .nullable(),
    })
    .nullable(),
});
export type Booking = z.infer<typeof BookingSchema>;

/** "I was there": the learner's dispute of a mark of absence, with a note. */
export const DisputeNoShowRequestSchema = z.object({
  note: z
    .string({ error: m.disputeNote })
    .trim()
    .min(1, m.disputeNote)
    .max(DISPUTE_NOTE_MAX, m.disputeNoteTooLong),
});

export const CreateBookingResponseSchema = z.object({
  success: z.literal(true),
  booking: z.object({ _id: z.string(), state: z.literal("PENDING_PAYMENT"), holdExpiresAt: z.string() }),
  order: OrderSchema,
});

export const BookingListResponseSchema = z.object({ success: z.literal(true), data: z.array(BookingSchema) });

export const CancelBookingResponseSchema = z.object({
  success: z.literal(true),
  booking: BookingSchema,
  refund: z.object({ amount: z.number().int(), status: z.string() }),
});

export const RescheduleBookingRequestSchema = z.object({ start: instant(m.slotUnavailable) });
export const BookingResponseSchema = z.object({ success: z.literal(true), booking: BookingSchema });

export const CalendarResponseSchema = z
  .string()
  .meta({ description: "An RFC 5545 calendar (text/calendar)" });
