import { type CoachSession, JOIN_OPENS_MINUTES, type SessionLevel } from "@clutch/contract";
import { noShowFrom } from "./no-show";
import type { BookingRow } from "./repository";

/** The learner of a session as the coach sees them. */
export interface SessionLearner {
  name: string;
  email: string;
}

/** A booking's state as its coach sees it (holds and released ones are never shown to a coach). */
function coachStateOf(state: string): CoachSession["state"] {
  if (state === "COMPLETED" || state === "NO_SHOW" || state === "CANCELLED") return state;
  return "CONFIRMED";
}

/** A confirmed, completed, missed or cancelled booking as the coach's workspace shows it. */
export function toCoachSession(booking: BookingRow, learner: SessionLearner, now: Date): CoachSession {
  const state = coachStateOf(booking.state);
  return {
    _id: booking.id,
    sessionTypeId: booking.sessionTypeId,
    title: booking.title,
    level: booking.level as SessionLevel,
    price: booking.price,
    topicsCovered: booking.topicsCovered,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    timeZone: booking.timeZone,
    learner: { name: learner.name, email: learner.email },
    notes: booking.notes,
    state,
    cancelledBy: state === "CANCELLED" ? (booking.cancelledBy ?? null) : null,
    outcomeDue: state === "CONFIRMED" && booking.startsAt <= now,
    noShowFrom: noShowFrom(booking.startsAt).toISOString(),
    outcomeBy: booking.outcomeBy ?? null,
    meetingUrl: state === "CONFIRMED" ? booking.meetingUrl : null,
    joinableFrom: new Date(booking.startsAt.getTime() - JOIN_OPENS_MINUTES * 60_000).toISOString(),
    summary: booking.summaryAt
      ? { text: booking.summaryText ?? "", practise: booking.summaryPractise }
      : null,
  };
}
