import type { CoachSession, CoachSessionView } from "@clutch/contract";
import { dateOf, timeRangeWithZone } from "../../../../lib/time";

export const VIEW_LABELS: Record<CoachSessionView, string> = {
  upcoming: "Upcoming",
  past: "Past",
  cancelled: "Cancelled",
};

export const EMPTY_VIEW: Record<CoachSessionView, string> = {
  upcoming: "No upcoming sessions. New bookings show here as soon as they are paid.",
  past: "No past sessions yet.",
  cancelled: "No cancelled sessions.",
};

/** "Tue, 10 Mar 2026, 7:00 PM – 8:00 PM IST", in the session's (the coach's) zone. */
export function sessionWhen(session: Pick<CoachSession, "start" | "end" | "timeZone">): string {
  return `${dateOf(session.start, session.timeZone)}, ${timeRangeWithZone(session.start, session.end, session.timeZone)}`;
}

const CANCELLED_BY = { learner: "the learner", operator: "Clutch Academy", coach: "you" } as const;

/** The state as the coach reads it: "Completed", "Cancelled by the learner", ... */
export function stateLabel(session: CoachSession): string {
  switch (session.state) {
    case "CONFIRMED":
      return "Confirmed";
    case "COMPLETED":
      return session.outcomeBy === "auto" ? "Completed (automatically)" : "Completed";
    case "NO_SHOW":
      return "Learner didn't show";
    case "CANCELLED":
      return session.cancelledBy ? `Cancelled by ${CANCELLED_BY[session.cancelledBy]}` : "Cancelled";
  }
}
