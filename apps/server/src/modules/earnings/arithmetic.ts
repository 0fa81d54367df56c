import type { EarningStatus } from "@clutch/contract";

/** The booking states a paid session can be in on a coach's statement. */
export type EarningState = "CONFIRMED" | "COMPLETED" | "NO_SHOW" | "CANCELLED";

/** One paid session: what the learner paid and what was given back of it, in rupees. */
export interface PaidSession {
  state: EarningState;
  fee: number;
  refunded: number;
  /**
   * A no-show the learner disputed: null while waiting for an operator (or never disputed),
   * `upheld` (the fee stays with the coach) or `reversed` (refunded: the coach earns nothing).
   */
  disputeOutcome?: "upheld" | "reversed" | null | undefined;
  /** Whether the learner disputed the no-show. */
  disputed?: boolean | undefined;
}

export interface SessionEarning {
  fee: number;
  refunded: number;
  commission: number;
  share: number;
  status: EarningStatus;
}

/**
 * A cancelled session is void whoever cancelled (its refund is taken off, so a coach's cancel,
 * refunded in full, leaves nothing); a completed one, or one the learner missed, is available —
 * but a no-show the learner disputed is pending until an operator decides, and one reversed on
 * the dispute is void (the learner was there and is refunded).
 */
function statusOf({ state, disputed, disputeOutcome }: PaidSession): EarningStatus {
  if (state === "CANCELLED") return "void";
  if (state === "NO_SHOW" && disputeOutcome === "reversed") return "void";
  if (state === "NO_SHOW" && disputed && !disputeOutcome) return "pending";
  if (state === "COMPLETED" || state === "NO_SHOW") return "available";
  return "pending";
}

/** The platform's commission on what the learner kept paid, and the coach's share of the rest. */
export function sessionEarning(session: PaidSession, commissionPercent: number): SessionEarning {
  const { fee, refunded } = session;
  const status = statusOf(session);
  // A reversed no-show leaves the coach nothing, even before its refund is recorded.
  const kept = status === "void" && session.state === "NO_SHOW" ? 0 : Math.max(fee - refunded, 0);
  const commission = Math.round((kept * commissionPercent) / 100);
  return { fee, refunded, commission, share: kept - commission, status };
}

export interface Balance {
  pending: number;
  earned: number;
  paidOut: number;
  due: number;
}

/** Shares pending and earned, what was paid out, and what is due now (earned − paid out). */
export function balanceOf(
  earnings: readonly Pick<SessionEarning, "share" | "status">[],
  paidOut: number,
): Balance {
  let pending = 0;
  let earned = 0;
  for (const { share, status } of earnings) {
    if (status === "pending") pending += share;
    else if (status === "available") earned += share;
  }
  return { pending, earned, paidOut, due: earned - paidOut };
}
