import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import type { AdminBookingsService } from "./admin-bookings";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * A coach's upcoming sessions for other modules (coach accounts, when access is taken back):
     * which are confirmed, and the operator's cancel (a full refund once, the learner mailed).
     */
    coachBookings: CoachBookings;
  }
}

const bookingOf = t.liveSessionBookings;

/** The decorated `app.coachBookings`: reads this module's bookings and cancels through the console's path. */
export function createCoachBookings(db: Database, bookings: Pick<AdminBookingsService, "cancel">) {
  return {
    /** The ids of the coach's confirmed sessions that have not started yet, the soonest first. */
    async upcomingConfirmed(coachId: string): Promise<string[]> {
      const rows = await db
        .select({ id: bookingOf.id })
        .from(bookingOf)
        .where(
          and(
            eq(bookingOf.coachId, coachId),
            eq(bookingOf.state, "CONFIRMED"),
            gt(bookingOf.startsAt, sql`now()`),
          ),
        )
        .orderBy(asc(bookingOf.startsAt), asc(bookingOf.id));
      return rows.map((row) => row.id);
    },
    /** The console's cancel of one booking (`POST /api/admin/bookings/:id/cancel`): 409 once cancelled. */
    cancelByOperator: bookings.cancel,
  };
}

export type CoachBookings = ReturnType<typeof createCoachBookings>;
