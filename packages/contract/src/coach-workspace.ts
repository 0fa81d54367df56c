// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { SessionTypeInputSchema, WeeklyHoursListSchema } from "./admin-catalogue";
import { SESSION_LEVELS } from "./catalogue";
import { coachWorkspaceMessages } from "./coach-workspace-messages";

// Reached through this module, not the index: see part-constants.ts.
export { coachWorkspaceMessages } from "./coach-workspace-messages";
export { workspaceRoutes } from "./workspace-routes";

import { PageMetaSchema } from "./common";
import {
  BOOKING_LEAD_HOURS,
  BUFFER_MAX_MINUTES,
  DAILY_CAP_MAX,
  MIN_NOTICE_MAX_HOURS,
  PRACTISE_POINT_MAX,
  SUMMARY_PRACTISE_MAX,
  SUMMARY_TEXT_MAX,
  TIME_OFF_MAX_DAYS,
} from "./live-session-rules";
import { SessionSummarySchema } from "./live-sessions";
import { COACH_SESSION_VIEWS } from "./part-constants";
import { VersionedSaveSchema } from "./versions";

/**
 * The coaches' workspace (`/api/coach-workspace/*`): a coach account's own profile settings, weekly
 * hours, time off, session types and sessions. Every call answers 401 without a token and 403 for
 * an account that runs no coach profile; a coach only ever reaches their own data (another
 * coach's ids are 404).
 */

const m = coachWorkspaceMessages;

// ---------------------------------------------------------------- profile settings

const CoachProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  headerImage: z.string(),
  /** The IANA zone of the coach's hours and of their sessions' local times. */
  timeZone: z.string(),
  /** The coach's own https meeting link; null: each session gets a generated room. */
  meetingUrl: z.string().nullable(),
  minNoticeHours: z.number().int(),
  bufferMinutes: z.number().int(),
  /** At most this many sessions a day (all session types together); null: no cap. */
  dailyCap: z.number().int().nullable(),
});
export type CoachProfile = z.infer<typeof CoachProfileSchema>;
export const CoachProfileResponseSchema = z.object({ success: z.literal(true), data: CoachProfileSchema });

const HTTPS_URL = /^https:\/\/[^\s/?#]+\.[^\s]*$/i;

export const CoachSettingsRequestSchema = z.object({
  timeZone: z.string({ error: m.timeZone }).trim().min(1, m.timeZone).max(64, m.timeZone),
  /** Empty or null: no link of the coach's own. */
  meetingUrl: z
    .string({ error: m.meetingUrl })
    .trim()
    .max(500, m.meetingUrl)
    .refine((url) => url === "" || HTTPS_URL.test(url), m.meetingUrl)
    .nullable()
    .transform((url) => url || null),
  minNoticeHours: z.coerce
    .number({ error: m.minNotice })
    .int(m.minNotice)
    .min(BOOKING_LEAD_HOURS, m.minNotice)
    .max(MIN_NOTICE_MAX_HOURS, m.minNotice),
  bufferMinutes: z.coerce
    .number({ error: m.buffer })
    .int(m.buffer)
    .min(0, m.buffer)
    .max(BUFFER_MAX_MINUTES, m.buffer),
  dailyCap: z.coerce
    .number({ error: m.dailyCap })
    .int(m.dailyCap)
    .min(1, m.dailyCap)
    .max(DAILY_CAP_MAX, m.dailyCap)
    .nullable(),
});

// ---------------------------------------------------------------- sessions

const COACH_SESSION_STATES = ["CONFIRMED", "COMPLETED", "NO_SHOW", "CANCELLED"] as const;

/** A session as its coach sees it: the learner, what they want to work on, the room and the outcome. */
const CoachSessionSchema = z.object({
  _id: z.string(),
  sessionTypeId: z.string(),
  title: z.string(),
  level: z.enum(SESSION_LEVELS),
  /** The fee the learner paid, in rupees. */
  price: z.number().int(),
  topicsCovered: z.array(z.string()),
  start: z.string(),
  end: z.string(),
  /** The coach's zone when booked (the session's local times are in it). */
  timeZone: z.string(),
  learner: z.object({ name: z.string(), email: z.string() }),
  /** The learner's answer to "What do you want to work on?"; null when they gave none. */
  notes: z.string().nullable(),
  state: z.enum(COACH_SESSION_STATES),
  cancelledBy: z.enum(["learner", "operator", "coach"]).nullable(),
  /** Whether the coach may mark it now: confirmed, started, not marked. */
  outcomeDue: z.boolean(),
  /** From when NO_SHOW may be marked (15 minutes after the start). */
  noShowFrom: z.string(),
  /** When the outcome was recorded, and by whom (`auto`: 48 h after the end). */
  outcomeBy: z.enum(["coach", "auto"]).nullable(),
  /** The meeting room (confirmed sessions), and when the Join button turns active. */
  meetingUrl: z.string().nullable(),
  joinableFrom: z.string(),
  summary: SessionSummarySchema.nullable(),
});
export type CoachSession = z.infer<typeof CoachSessionSchema>;

export const CoachSessionsQuerySchema = z.object({
  /** upcoming: confirmed and not ended (soonest first); past: ended (latest first); cancelled. */
  view: z.enum(COACH_SESSION_VIEWS).default("upcoming"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const CoachSessionListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(CoachSessionSchema),
  meta: PageMetaSchema,
});
export const CoachSessionResponseSchema = z.object({ success: z.literal(true), data: CoachSessionSchema });

export const SessionSummaryInputSchema = z.object({
  text: z
    .string({ error: m.summaryText })
    .trim()
    .min(1, m.summaryText)
    .max(SUMMARY_TEXT_MAX, m.summaryTooLong),
  practise: z
    .array(
      z
        .string({ error: m.practisePoint })
        .trim()
        .min(1, m.practisePoint)
        .max(PRACTISE_POINT_MAX, m.practisePoint),
    )
    .max(SUMMARY_PRACTISE_MAX, m.practiseTooMany)
    .default([]),
});
export type SessionSummaryInput = z.input<typeof SessionSummaryInputSchema>;

/** Marks a session that has started: COMPLETED (optionally with the summary) or NO_SHOW (the learner did not come). */
export const CoachOutcomeRequestSchema = z
  .object({
    outcome: z.enum(["COMPLETED", "NO_SHOW"]),
    summary: SessionSummaryInputSchema.optional(),
  })
  .refine((body) => body.outcome === "COMPLETED" || body.summary === undefined, {
    message: m.summaryNeedsCompleted,
    path: ["summary"],
  });

export const CoachCancelRequestSchema = z.object({
  reason: z.string({ error: m.reason }).trim().min(1, m.reason).max(500, m.reasonTooLong),
});
export const CoachCancelResponseSchema = z.object({
  success: z.literal(true),
  data: CoachSessionSchema,
  /** REFUNDED: the provider took it; PENDING: not yet, and the reconciler completes it. */
  refund: z.object({ amount: z.number().int(), status: z.enum(["REFUNDED", "PENDING"]) }),
});

// ---------------------------------------------------------------- hours and time off

export const CoachHoursRequestSchema = z.object({ weeklyHours: WeeklyHoursListSchema });
/** A save of the weekly hours: the form's fields and the schedule's `version` it loaded. */
export const CoachHoursSaveRequestSchema = CoachHoursRequestSchema.extend(VersionedSaveSchema.shape);
export const CoachHoursResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    timeZone: z.string(),
    weeklyHours: WeeklyHoursListSchema,
    /** The coach's schedule version (shared with the console's editor of sessions and hours). */
    version: z.number().int(),
    /** Upcoming confirmed sessions the weekly hours do not cover: they stand as booked. */
    outsideHours: z.array(CoachSessionSchema),
  }),
});

const day = z.iso.date({ error: m.day }).meta({ description: "A day in the coach's time zone" });
const DAY_MS = 86_400_000;

export const TimeOffRequestSchema = z
  .object({
    firstDay: day,
    lastDay: day,
    note: z.string().trim().max(200, m.noteTooLong).default(""),
  })
  .refine((body) => body.firstDay <= body.lastDay, { message: m.dayOrder, path: ["lastDay"] })
  .refine((body) => (Date.parse(body.lastDay) - Date.parse(body.firstDay)) / DAY_MS < TIME_OFF_MAX_DAYS, {
    message: m.timeOffTooLong,
    path: ["lastDay"],
  });
export type TimeOffRequest = z.input<typeof TimeOffRequestSchema>;

const TimeOffSchema = z.object({
  _id: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  note: z.string(),
});
export type TimeOff = z.infer<typeof TimeOffSchema>;
export const TimeOffListResponseSchema = z.object({
  success: z.literal(true),
  /** Time off that has not ended yet, soonest first. */
  data: z.array(TimeOffSchema),
});
export const TimeOffCreatedResponseSchema = z.object({
  success: z.literal(true),
  data: TimeOffSchema,
  /** Confirmed sessions inside the time off: they stand as booked. */
  clashes: z.array(CoachSessionSchema),
});

// ---------------------------------------------------------------- session types

export const CoachSessionTypeRequestSchema = SessionTypeInputSchema.omit({ _id: true });
export type CoachSessionTypeRequest = z.input<typeof CoachSessionTypeRequestSchema>;

const CoachSessionTypeSchema = z.object({
  _id: z.string(),
  level: z.enum(SESSION_LEVELS),
  title: z.string(),
  price: z.number().int(),
  durationMinutes: z.number().int(),
  topicsCovered: z.array(z.string()),
  /** A retired type is no longer offered; its past bookings keep it. */
  retired: z.boolean(),
});
export type CoachSessionType = z.infer<typeof CoachSessionTypeSchema>;
export const CoachSessionTypeListResponseSchema = z.object({
  success: z.literal(true),
  /** Offered ones in the order learners see them, then retired ones. */
  data: z.array(CoachSessionTypeSchema),
});
export const CoachSessionTypeResponseSchema = z.object({
  success: z.literal(true),
  data: CoachSessionTypeSchema,
});
