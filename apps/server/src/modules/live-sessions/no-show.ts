import { NO_SHOW_AFTER_MINUTES, NO_SHOW_DISPUTE_HOURS } from "@clutch/contract";

/** What a no-show's decisions read of a booking. */
export interface NoShowFacts {
  state: string;
  startsAt: Date;
  /** When the outcome was marked (a NO_SHOW's mark of absence). */
  completedAt: Date | null;
  outcomeBy: "coach" | "auto" | null;
  disputedAt: Date | null;
  disputeOutcome: "upheld" | "reversed" | null;
}

/** The coach marks the learner absent; the learner disputes it; an operator upholds or reverses the dispute. */
export type NoShowEvent = "mark" | "dispute" | "uphold" | "reverse";

export type NoShowRefusal =
  /** mark: the session is not a confirmed one (cancelled, never paid). */
  | "not-confirmed"
  /** mark: its outcome is recorded already. */
  | "already-marked"
  /** mark: less than NO_SHOW_AFTER_MINUTES since the start. */
  | "too-early"
  /** dispute: the learner was not marked absent by the coach. */
  | "not-absent"
  /** dispute: more than NO_SHOW_DISPUTE_HOURS since the mark. */
  | "window-closed"
  /** dispute: disputed once already. */
  | "already-disputed"
  /** uphold, reverse: there is no dispute to decide. */
  | "not-disputed"
  /** uphold, reverse: the dispute is decided already. */
  | "already-resolved";

export type NoShowDecision =
  | { allowed: true /** A reversal refunds the learner in full (once). */; refund: boolean }
  | { allowed: false; refusal: NoShowRefusal };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The first moment a learner can be marked absent. */
export const noShowFrom = (startsAt: Date) => new Date(startsAt.getTime() + NO_SHOW_AFTER_MINUTES * MINUTE);
/** The last moment a mark of absence made at `markedAt` can be disputed. */
export const disputableUntil = (markedAt: Date) =>
  new Date(markedAt.getTime() + NO_SHOW_DISPUTE_HOURS * HOUR);

const refuse = (refusal: NoShowRefusal): NoShowDecision => ({ allowed: false, refusal });
const allow = (refund = false): NoShowDecision => ({ allowed: true, refund });

/** Whether the coach marked this learner absent (an automatic outcome is never a no-show). */
const markedAbsent = (booking: NoShowFacts) =>
  booking.state === "NO_SHOW" && booking.outcomeBy === "coach" && booking.completedAt !== null;

/**
 * Whether a no-show event may happen to a booking now. Pure: the repository then makes the change
 * with a conditional update that checks the same rule in the database, so two calls at once change
 * it once.
 */
export function decideNoShow(booking: NoShowFacts, event: NoShowEvent, now: Date): NoShowDecision {
  switch (event) {
    case "mark":
      if (booking.state === "COMPLETED" || booking.state === "NO_SHOW") return refuse("already-marked");
      if (booking.state !== "CONFIRMED") return refuse("not-confirmed");
      if (now < noShowFrom(booking.startsAt)) return refuse("too-early");
      return allow();
    case "dispute":
      if (!markedAbsent(booking) || !booking.completedAt) return refuse("not-absent");
      if (booking.disputedAt) return refuse("already-disputed");
      if (now > disputableUntil(booking.completedAt)) return refuse("window-closed");
      return allow();
    case "uphold":
    case "reverse":
      if (booking.state !== "NO_SHOW" || !booking.disputedAt) return refuse("not-disputed");
      if (booking.disputeOutcome) return refuse("already-resolved");
      return allow(event === "reverse");
  }
}
