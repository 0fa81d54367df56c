import {
  isIdShaped,
  messages,
  type RemoveCoachAccountRequest,
  type RemoveCoachAccountResponse,
} from "@clutch/contract";
import type { FastifyInstance } from "fastify";
import { AppError, notFound } from "../../lib/errors";
import { type AuditActor, CommandError } from "../admin/service";
import type { CoachBookings } from "../live-sessions/coach-bookings";
import type { AuditIn, CoachAccountsRepository, RemovedAccess } from "./repository";

type UpcomingSessions = RemoveCoachAccountRequest["upcomingSessions"];

/** Given with each refund: kept in the audit trail and with the order's refund. */
const CANCEL_REASON = "the coach no longer runs sessions at Clutch Academy";

interface CoachAccessDeps {
  repo: Pick<CoachAccountsRepository, "coach" | "accountByEmail" | "removeAccount">;
  audit: Pick<FastifyInstance["audit"], "recordIn">;
  /** The live-sessions module's bookings; the `admin` command runs without them (it keeps the sessions). */
  bookings?: CoachBookings;
}

/** The audit row of a removal, written in the removal's own transaction. */
const removalAudit =
  (
    audit: CoachAccessDeps["audit"],
    actor: AuditActor,
    coachId: string,
    upcomingSessions: UpcomingSessions,
  ): AuditIn<RemovedAccess> =>
  (tx, { account, withdrawn }) =>
    audit.recordIn(tx, {
      actor,
      action: "coach-access.removed",
      entityType: "coach",
      entityId: coachId,
      before: account ? { userId: account.id, email: account.email, roles: account.roles } : null,
      after: {
        userId: account?.id ?? null,
        roles: account ? account.roles.filter((role) => role !== "coach") : null,
        withdrawnInvitations: withdrawn,
        upcomingSessions,
      },
    });

/**
 * Taking coach access back: the account that runs a profile becomes a learner account again (it
 * keeps what it bought), the profile's pending invitations are withdrawn, and the coach's upcoming
 * sessions are kept or each cancelled with a full refund through the operators' cancel.
 */
export function createCoachAccessService({ repo, audit, bookings }: CoachAccessDeps) {
  /**
   * Cancels every upcoming confirmed session of the coach through the operators' cancel, which
   * refunds a booking once: one already cancelled (by a repeated or concurrent call, or another
   * operator) is 409 there and skipped here, so no order is refunded twice.
   */
  async function cancelUpcoming(actor: AuditActor, coachId: string, upcoming: CoachBookings) {
    const cancelled: RemoveCoachAccountResponse["cancelled"] = [];
    for (const bookingId of await upcoming.upcomingConfirmed(coachId)) {
      try {
        const { data, refund } = await upcoming.cancelByOperator(actor, bookingId, CANCEL_REASON);
        cancelled.push({ _id: bookingId, start: data.start, refund });
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      }
    }
    return cancelled;
  }

  return {
    /** The console's "Remove account access" (`adminRemoveCoachAccount`); repeating it changes nothing twice. */
    async remove(
      actor: AuditActor,
      coachId: string,
      { upcomingSessions }: RemoveCoachAccountRequest,
    ): Promise<RemoveCoachAccountResponse> {
      if (!bookings)
        throw new Error("Removing coach access from the console needs the live-sessions bookings");
      const coach = isIdShaped(coachId) ? await repo.coach(coachId, { evenDeleted: true }) : undefined;
      if (!coach) throw notFound(messages.catalogue.coachNotFound);
      const { account, withdrawn } = await repo.removeAccount(
        coach.id,
        removalAudit(audit, actor, coach.id, upcomingSessions),
      );
      const cancelled = upcomingSessions === "cancel" ? await cancelUpcoming(actor, coach.id, bookings) : [];
      return {
        success: true,
        account: account ? { _id: account.id, name: account.name, email: account.email } : null,
        withdrawnInvitations: withdrawn.length,
        cancelled,
        keptSessions: (await bookings.upcomingConfirmed(coach.id)).length,
      };
    },

    /**
     * `npm run admin -- revoke-coach EMAIL` (actor `cli`): the same removal, the upcoming sessions
     * kept (their refunds go through the running server: the console cancels them).
     */
    async revokeByEmail(email: string): Promise<string> {
      const address = email.trim().toLowerCase();
      const account = await repo.accountByEmail(address);
      if (!account) throw new CommandError(`No account has the e-mail address ${address}`);
      if (!account.coachId) throw new CommandError(`${address} runs no coach profile`);
      const { withdrawn } = await repo.removeAccount(
        account.coachId,
        removalAudit(audit, { type: "cli" }, account.coachId, "keep"),
      );
      const invitations = withdrawn.length ? `; ${withdrawn.length} pending invitation(s) withdrawn` : "";
      return [
        `${address} no longer runs the coach profile ${account.coachName ?? account.coachId}; the account stays a learner account${invitations}.`,
        "The coach's upcoming sessions are kept. To cancel them with a full refund, cancel each in the console's Bookings (filtered by the coach).",
      ].join("\n");
    },
  };
}

export type CoachAccessService = ReturnType<typeof createCoachAccessService>;
