import {
  type AdminBooking,
  type AdminBookingState,
  adminBookingMessages,
  isIdShaped,
  type SessionLevel,
} from "@clutch/contract";
import type { FastifyInstance } from "fastify";
import { AppError, notFound } from "../../lib/errors";
import type { AuditActor } from "../admin/service";
import type { PaymentsService } from "../payments/service";
import type { AdminBookingRow, AdminBookingsRepository, BookingFilters } from "./admin-repository";
import { decideNoShow } from "./no-show";
import type { LiveSessionsService } from "./service";

const m = adminBookingMessages;

export interface AdminBookingsDeps {
  repo: AdminBookingsRepository;
  payments: Pick<PaymentsService, "refundSessionByBusiness">;
  sessions: Pick<LiveSessionsService, "sendCancellation" | "sendDisputeOutcome">;
  audit: FastifyInstance["audit"];
}

function disputeOf({ booking, resolverEmail }: AdminBookingRow): AdminBooking["dispute"] {
  if (!booking.disputedAt || booking.disputeNote === null) return null;
  return {
    at: booking.disputedAt.toISOString(),
    note: booking.disputeNote,
    markedAt: booking.completedAt?.toISOString() ?? null,
    outcome: booking.disputeOutcome ?? null,
    resolvedAt: booking.disputeResolvedAt?.toISOString() ?? null,
    resolvedBy:
      booking.disputeResolvedBy && resolverEmail
        ? { _id: booking.disputeResolvedBy, email: resolverEmail }
        : null,
  };
}

function toWire(row: AdminBookingRow): AdminBooking {
  const { booking, learner, coach, orderId, orderStatus, refundStatus } = row;
  return {
    _id: booking.id,
    learner: { _id: learner.id, name: learner.name, email: learner.email },
    coach: { _id: coach.id, name: coach.name },
    title: booking.title,
    level: booking.level as SessionLevel,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    timeZone: booking.timeZone,
    state: booking.state as AdminBookingState,
    cancelledBy: booking.cancelledBy ?? null,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    price: booking.price,
    createdAt: booking.createdAt.toISOString(),
    order: orderId
      ? {
          _id: orderId,
          status: orderStatus as NonNullable<AdminBooking["order"]>["status"],
          refundStatus: refundStatus as NonNullable<AdminBooking["order"]>["refundStatus"],
        }
      : null,
    cancellable: booking.state === "CONFIRMED",
    dispute: disputeOf(row),
  };
}

/** What the audit trail keeps of a booking before and after an operator's change. */
const auditView = (booking: AdminBooking) => ({
  state: booking.state,
  cancelledBy: booking.cancelledBy,
  start: booking.start,
  learner: booking.learner.email,
  coach: booking.coach._id,
  order: booking.order,
  dispute: booking.dispute && { outcome: booking.dispute.outcome, note: booking.dispute.note },
});

const alreadyResolved = () => new AppError(409, "CONFLICT", m.alreadyResolved);
const notDisputed = () => new AppError(409, "CONFLICT", m.notDisputed);

/**
 * The console's bookings: listed with their learner, coach and order, and cancelled on the
 * business's side at any time — refunded in full once, and the learner told.
 */
export function createAdminBookingsService({ repo, payments, sessions, audit }: AdminBookingsDeps) {
  async function get(bookingId: string) {
    const row = isIdShaped(bookingId) ? await repo.get(bookingId) : undefined;
    if (!row) throw notFound(m.notFound);
    return toWire(row);
  }

  return {
    async list(filters: BookingFilters, page: number, limit: number) {
      const { rows, total } = await repo.list(filters, page, limit);
      return { data: rows.map(toWire), meta: { total, page, limit } };
    },

    /**
     * Cancels a confirmed booking whenever it starts, refunding it in full: the booking is
     * cancelled in the transaction that marks its order for refund, with its audit row, so two
     * presses or two operators refund once (the others get 409) and a crash never leaves it
     * cancelled but unpaid back.
     */
    async cancel(actor: AuditActor, bookingId: string, reason: string) {
      const before = await get(bookingId);
      if (before.state === "CANCELLED") throw new AppError(409, "CONFLICT", m.alreadyCancelled);
      if (before.state !== "CONFIRMED") throw new AppError(409, "CONFLICT", m.notConfirmed);

      let refund: Awaited<ReturnType<PaymentsService["refundSessionByBusiness"]>>;
      try {
        refund = await payments.refundSessionByBusiness(
          bookingId,
          `session cancelled by Clutch Academy: ${reason}`,
          "operator",
          (tx, requested) =>
            audit.recordIn(tx, {
              actor,
              action: "booking.cancel",
              entityType: "booking",
              entityId: bookingId,
              before: auditView(before),
              after: { state: "CANCELLED", cancelledBy: "operator", reason, refund: requested },
            }),
        );
      } catch (error) {
        // Another operator's cancel took the order first (it is no longer PAID, or its refunds changed).
        if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 409)) {
          throw new AppError(409, "CONFLICT", m.alreadyCancelled);
        }
        throw error;
      }
      await sessions.sendCancellation(bookingId, refund, "operator");
      return { data: await get(bookingId), refund };
    },

    /**
     * Upholds a learner's dispute of a no-show: the mark stands and the fee stays with the coach.
     * Decided once (a second decision gets 409), audited in its transaction; the learner is e-mailed.
     */
    async upholdDispute(actor: AuditActor, bookingId: string) {
      const before = await openDispute(bookingId, "uphold");
      const upheld = await repo.resolveDispute(bookingId, "upheld", operatorOf(actor), undefined, (tx) =>
        audit.recordIn(tx, resolutionEntry(actor, before, "upheld", null)),
      );
      if (!upheld) throw alreadyResolved();
      await sessions.sendDisputeOutcome(bookingId);
      return { data: await get(bookingId), refund: null };
    },

    /**
     * Reverses a disputed no-show: the dispute is decided in the transaction that marks the order
     * for a full refund (the cancel's refund path), with its audit row, so two reversals at once
     * refund once (the other gets 409). The refund takes the coach's share off their earnings; the
     * booking stays a no-show, reversed. The learner is e-mailed.
     */
    async reverseDispute(actor: AuditActor, bookingId: string) {
      const before = await openDispute(bookingId, "reverse");
      let refund: Awaited<ReturnType<PaymentsService["refundSessionByBusiness"]>>;
      try {
        refund = await payments.refundSessionByBusiness(
          bookingId,
          "no-show reversed on the learner's dispute",
          "operator",
          async (tx, requested) => {
            if (!(await repo.resolveDispute(bookingId, "reversed", operatorOf(actor), tx)))
              throw alreadyResolved();
            await audit.recordIn(tx, resolutionEntry(actor, before, "reversed", requested));
          },
        );
      } catch (error) {
        // Another reversal took the order first (it is no longer PAID, or its refunds changed).
        if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 409))
          throw alreadyResolved();
        throw error;
      }
      await sessions.sendDisputeOutcome(bookingId);
      return { data: await get(bookingId), refund };
    },
  };

  /** A booking whose no-show dispute is open, as the operator found it (404 or 409 otherwise). */
  async function openDispute(bookingId: string, event: "uphold" | "reverse") {
    const row = isIdShaped(bookingId) ? await repo.get(bookingId) : undefined;
    if (!row) throw notFound(m.notFound);
    const decision = decideNoShow(row.booking, event, new Date());
    if (!decision.allowed) throw decision.refusal === "already-resolved" ? alreadyResolved() : notDisputed();
    return toWire(row);
  }
}

const operatorOf = (actor: AuditActor) => (actor.type === "user" ? actor.user.id : null);

const resolutionEntry = (
  actor: AuditActor,
  before: AdminBooking,
  outcome: "upheld" | "reversed",
  refund: { amount: number } | null,
) => ({
  actor,
  action: outcome === "upheld" ? "booking.no-show-dispute-upheld" : "booking.no-show-dispute-reversed",
  entityType: "booking",
  entityId: before._id,
  before: auditView(before),
  after: { state: before.state, dispute: { outcome, note: before.dispute?.note ?? "" }, refund },
});

export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
