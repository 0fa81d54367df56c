import { type CoachSessionView, coachWorkspaceMessages, isIdShaped } from "@clutch/contract";
import type { FastifyInstance } from "fastify";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { AuditActor } from "../admin/service";
import type { PaymentsService } from "../payments/service";
import { toCoachSession } from "./coach-session";
import type { CoachSessionsRepository, SessionSummaryValues } from "./coach-sessions-repository";
import { decideNoShow, type NoShowRefusal } from "./no-show";
import type { LiveSessionsService } from "./service";

const m = coachWorkspaceMessages;
const conflict = (message: string) => new AppError(409, "CONFLICT", message);

export interface CoachSessionsDeps {
  repo: CoachSessionsRepository;
  payments: Pick<PaymentsService, "refundSessionByBusiness">;
  sessions: Pick<LiveSessionsService, "sendCancellation" | "sendSummary" | "sendNoShow" | "coachCalendar">;
  audit: FastifyInstance["audit"];
  now?: () => Date;
}

/** Why a coach's NO_SHOW is refused, as the workspace says it. */
const markRefusal = (refusal: NoShowRefusal) =>
  refusal === "too-early"
    ? badRequest(m.noShowTooEarly)
    : conflict(refusal === "already-marked" ? m.alreadyMarked : m.notConfirmed);

/**
 * A coach's sessions from the coach's side: listed by view, marked completed or a no-show once
 * started, summarised for the learner, cancelled with a full refund, and as calendar files.
 */
export function createCoachSessionsService({
  repo,
  payments,
  sessions,
  audit,
  now = () => new Date(),
}: CoachSessionsDeps) {
  async function rowOf(coachId: string, bookingId: string) {
    const row = isIdShaped(bookingId) ? await repo.get(coachId, bookingId) : undefined;
    if (!row) throw notFound(m.sessionNotFound);
    return row;
  }

  async function session(coachId: string, bookingId: string) {
    const { booking, learner } = await rowOf(coachId, bookingId);
    return toCoachSession(booking, learner, now());
  }

  return {
    async list(coachId: string, view: CoachSessionView, page: number, limit: number) {
      const { rows, total } = await repo.list(coachId, view, page, limit);
      return {
        data: rows.map(({ booking, learner }) => toCoachSession(booking, learner, now())),
        meta: { total, page, limit },
      };
    },

    /**
     * Marks a started confirmed session COMPLETED (optionally with its summary, then e-mailed to
     * the learner) or, from NO_SHOW_AFTER_MINUTES after the start, NO_SHOW (the learner is e-mailed
     * that they may dispute it); 409 once marked, 400 before the start (or too early for a
     * NO_SHOW). Audited in the mark's transaction.
     */
    async outcome(
      actor: AuditActor,
      coachId: string,
      bookingId: string,
      body: { outcome: "COMPLETED" | "NO_SHOW"; summary?: SessionSummaryValues | undefined },
    ) {
      const { booking, learner } = await rowOf(coachId, bookingId);
      if (booking.state === "COMPLETED" || booking.state === "NO_SHOW") throw conflict(m.alreadyMarked);
      if (booking.state !== "CONFIRMED") throw conflict(m.notConfirmed);
      if (booking.startsAt > now()) throw badRequest(m.notStarted);
      if (body.outcome === "NO_SHOW") {
        const decision = decideNoShow(booking, "mark", now());
        if (!decision.allowed) throw markRefusal(decision.refusal);
      }
      const summary = body.outcome === "COMPLETED" ? body.summary : undefined;
      // The statement decides between two marks at once (or the automatic completion): one wins.
      const marked = await repo.markOutcome(coachId, bookingId, body.outcome, summary, (tx) =>
        audit.recordIn(tx, {
          actor,
          action: body.outcome === "NO_SHOW" ? "booking.mark-no-show" : "booking.mark-completed",
          entityType: "booking",
          entityId: bookingId,
          before: { state: booking.state, start: booking.startsAt.toISOString(), learner: learner.email },
          after: { state: body.outcome, outcomeBy: "coach" },
        }),
      );
      if (!marked) {
        // Refused by the statement: marked meanwhile, or too early by the database's clock.
        const again = await rowOf(coachId, bookingId);
        if (again.booking.state !== "CONFIRMED") throw conflict(m.alreadyMarked);
        throw badRequest(body.outcome === "NO_SHOW" ? m.noShowTooEarly : m.notStarted);
      }
      if (summary) await sessions.sendSummary(bookingId);
      if (body.outcome === "NO_SHOW") await sessions.sendNoShow(bookingId);
      return session(coachId, bookingId);
    },

    /** Writes or edits a completed session's summary; the first one is e-mailed to the learner. */
    async summary(coachId: string, bookingId: string, body: SessionSummaryValues) {
      const { booking } = await rowOf(coachId, bookingId);
      if (booking.state !== "COMPLETED" || !(await repo.writeSummary(coachId, bookingId, body)))
        throw conflict(m.summaryNeedsCompleted);
      await sessions.sendSummary(bookingId);
      return session(coachId, bookingId);
    },

    /**
     * Cancels a confirmed session that has not ended, refunding the learner in full once: the
     * booking is cancelled (by the coach) in the transaction that marks its order for refund, with
     * its audit row, so two presses refund once and the other gets 409. The learner and the coach are told.
     */
    async cancel(actor: AuditActor, coachId: string, bookingId: string, reason: string) {
      const before = await session(coachId, bookingId);
      if (before.state !== "CONFIRMED" || Date.parse(before.end) <= now().getTime())
        throw conflict(m.notConfirmed);
      let refund: Awaited<ReturnType<PaymentsService["refundSessionByBusiness"]>>;
      try {
        refund = await payments.refundSessionByBusiness(
          bookingId,
          `session cancelled by the coach: ${reason}`,
          "coach",
          (tx, requested) =>
            audit.recordIn(tx, {
              actor,
              action: "booking.cancel-by-coach",
              entityType: "booking",
              entityId: bookingId,
              before: {
                state: before.state,
                start: before.start,
                learner: before.learner.email,
                coach: coachId,
              },
              after: { state: "CANCELLED", cancelledBy: "coach", reason, refund: requested },
            }),
        );
      } catch (error) {
        // Another cancel took the order first (it is no longer PAID, or its refunds changed).
        if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 409))
          throw conflict(m.notConfirmed);
        throw error;
      }
      const after = await session(coachId, bookingId);
      await sessions.sendCancellation(bookingId, refund, "coach", reason);
      return { data: after, refund };
    },

    async calendar(coachId: string, bookingId: string) {
      await rowOf(coachId, bookingId);
      const calendar = await sessions.coachCalendar(bookingId);
      if (!calendar) throw notFound(m.sessionNotFound);
      return calendar;
    },
  };
}

export type CoachSessionsService = ReturnType<typeof createCoachSessionsService>;
