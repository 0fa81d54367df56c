import type { EarningStatus } from "@clutch/contract";

/** The booking states a paid session can be in on a coach's statement. */
export type EarningState = "CONFIRMED" | "COMPLETED" | "NO_SHOW" | "CANCELLED";

/** One paid session: what the learner paid and what was given back of it, in rupees. */
export interface PaidSession {
  state: EarningState;
  fee: number;
  refunded: number;
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
 * refunded in full, leaves nothing); a completed one, or one the learner missed, is available.
 */
function statusOf(state: EarningState): EarningStatus {
  if (state === "CANCELLED") return "void";
  if (state === "COMPLETED" || state === "NO_SHOW") return "available";
  return "pending";
}

/** The platform's commission on what the learner kept paid, and the coach's share of the rest. */
export function sessionEarning(
  { state, fee, refunded }: PaidSession,
  commissionPercent: number,
): SessionEarning {
  const kept = Math.max(fee - refunded, 0);
  const commission = Math.round((kept * commissionPercent) / 100);
  return { fee, refunded, commission, share: kept - commission, status: statusOf(state) };
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
