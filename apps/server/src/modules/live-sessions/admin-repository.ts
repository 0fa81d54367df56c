import type { AdminBookingState } from "@clutch/contract";
import { and, count, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { withinBusinessDays } from "../../db/business-days";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { containsText } from "../../db/search";
import type { Tx } from "./repository";

const bookingOf = t.liveSessionBookings;

export interface BookingFilters {
  coachId?: string;
  state?: AdminBookingState;
  /** Calendar days (YYYY-MM-DD) of the business's zone, both inclusive. */
  from?: string;
  to?: string;
  q?: string;
  /** `open`: disputed no-shows waiting for an operator's decision. */
  dispute?: "open";
}

const OPEN_DISPUTE = and(isNotNull(bookingOf.disputedAt), isNull(bookingOf.disputeOutcome));

function conditions({ coachId, state, from, to, q, dispute }: BookingFilters): SQL | undefined {
  const text = q?.trim();
  return and(
    dispute === "open" ? OPEN_DISPUTE : undefined,
    coachId ? eq(bookingOf.coachId, coachId) : undefined,
    state ? eq(bookingOf.state, state) : undefined,
    ...withinBusinessDays(bookingOf.startsAt, { ...(from ? { from } : {}), ...(to ? { to } : {}) }),
    text
      ? or(containsText(t.users.email, text), containsText(t.users.name, text), eq(bookingOf.id, text))
      : undefined,
  );
}

/** The operator who decided a dispute. */
const resolver = alias(t.users, "dispute_resolver");

const columns = {
  booking: bookingOf,
  resolverEmail: resolver.email,
  learner: { id: t.users.id, name: t.users.name, email: t.users.email },
  coach: { id: t.coaches.id, name: t.coaches.name },
  orderId: t.orders.id,
  orderStatus: t.orders.status,
  refundStatus: t.orderRefunds.status,
};

/**
 * The console's view of the bookings of live sessions: each with its learner, coach, paying order
 * and the order's full refund. Reads the orders to show them; changes only bookings.
 */
export function createAdminBookingsRepository(db: Database) {
  const joined = () =>
    db
      .select(columns)
      .from(bookingOf)
      .innerJoin(t.users, eq(t.users.id, bookingOf.userId))
      .innerJoin(t.coaches, eq(t.coaches.id, bookingOf.coachId))
      .leftJoin(t.orders, eq(t.orders.bookingId, bookingOf.id))
      .leftJoin(t.orderRefunds, and(eq(t.orderRefunds.orderId, t.orders.id), eq(t.orderRefunds.full, true)))
      .leftJoin(resolver, eq(resolver.id, bookingOf.disputeResolvedBy));

  return {
    /** Upcoming sessions first (the soonest first), then past ones (the latest first). */
    async list(filters: BookingFilters, page: number, limit: number) {
      const where = conditions(filters);
      const [rows, [total]] = await Promise.all([
        joined()
          .where(where)
          .orderBy(
            ...(filters.dispute === "open"
              ? [sql`${bookingOf.disputedAt} asc`]
              : [
                  sql`(${bookingOf.startsAt} < now())`,
                  sql`case when ${bookingOf.startsAt} >= now() then ${bookingOf.startsAt} end asc`,
                  sql`${bookingOf.startsAt} desc`,
                ]),
            bookingOf.id,
          )
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ total: count() })
          .from(bookingOf)
          .innerJoin(t.users, eq(t.users.id, bookingOf.userId))
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async get(bookingId: string) {
      const [row] = await joined().where(eq(bookingOf.id, bookingId)).limit(1);
      return row;
    },

    /**
     * Decides an open dispute of a no-show, once (a decided one is never decided again), in `tx`
     * (the caller's, or one of its own with `record`'s audit row); answers whether this call did.
     */
    async resolveDispute(
      bookingId: string,
      outcome: "upheld" | "reversed",
      operatorId: string | null,
      tx: Tx | undefined,
      record?: (tx: Tx) => Promise<void>,
    ) {
      const run = async (executor: Tx) => {
        const [resolved] = await executor
          .update(bookingOf)
          .set({
            disputeOutcome: outcome,
            disputeResolvedAt: sql`now()`,
            disputeResolvedBy: operatorId,
            updatedAt: sql`now()`,
          })
          .where(and(eq(bookingOf.id, bookingId), eq(bookingOf.state, "NO_SHOW"), OPEN_DISPUTE))
          .returning({ id: bookingOf.id });
        if (!resolved) return false;
        await record?.(executor);
        return true;
      };
      return tx ? run(tx) : db.transaction(run);
    },
  };
}

export type AdminBookingsRepository = ReturnType<typeof createAdminBookingsRepository>;
export type AdminBookingRow = NonNullable<Awaited<ReturnType<AdminBookingsRepository["get"]>>>;
