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
import type { LiveSessionsService } from "./service";

const m = adminBookingMessages;

export interface AdminBookingsDeps {
  repo: AdminBookingsRepository;
  payments: Pick<PaymentsService, "refundSessionByBusiness">;
  sessions: Pick<LiveSessionsService, "sendCancellation">;
  audit: FastifyInstance["audit"];
}

function toWire({
  booking,
  learner,
  coach,
  orderId,
  orderStatus,
  refundStatus,
}: AdminBookingRow): AdminBooking {
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
});

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
     * cancelled in the transaction that marks its order for refund, so two presses or two
     * operators refund once (the others get 409) and a crash never leaves it cancelled but unpaid back.
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
        );
      } catch (error) {
        // Another operator's cancel took the order first (it is no longer PAID, or its refunds changed).
        if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 409)) {
          throw new AppError(409, "CONFLICT", m.alreadyCancelled);
        }
        throw error;
      }
      await audit.record({
        actor,
        action: "booking.cancel",
        entityType: "booking",
        entityId: bookingId,
        before: auditView(before),
        after: { ...auditView(await get(bookingId)), reason, refund },
      });
      await sessions.sendCancellation(bookingId, refund, "operator");
      return { data: await get(bookingId), refund };
    },
  };
}

export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
