import { BUSINESS_TIME_ZONE, PAID_ORDER_STATES } from "@clutch/contract";
import { and, asc, desc, eq, exists, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { withinBusinessDays } from "../../db/business-days";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import type { AuditExecutor } from "../admin/repository";
import type { EarningState } from "./arithmetic";

const booking = t.liveSessionBookings;
const order = t.orders;
const refund = t.orderRefunds;
const payout = t.coachPayouts;

const EARNING_STATES: EarningState[] = ["CONFIRMED", "COMPLETED", "NO_SHOW", "CANCELLED"];

/** A transaction, or the database itself. */
type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A session counts once it was paid: its order is PAID or (being) refunded; a hold never does. */
const wasPaid = (db: Executor) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(order)
      .where(and(eq(order.bookingId, booking.id), inArray(order.status, PAID_ORDER_STATES))),
  );

/** Every refund of the session's order, full or partial, that was not given up. */
const refundedSql = sql<number>`(select coalesce(sum(${refund.amount}), 0)::int from ${refund} join ${order} on ${order.id} = ${refund.orderId} where ${order.bookingId} = ${booking.id} and ${refund.status} <> 'CANCELLED')`;

/** The session's month (YYYY-MM) in the business's zone, by its start. */
const monthSql = sql<string>`to_char(${booking.startsAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM')`;

/** The first and last day of a month `YYYY-MM`. */
function daysOf(month: string) {
  const [year, monthIndex] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** Paid sessions (see `wasPaid`) matching `where`, by start. */
const paidSessionsOn = (executor: Executor, where: SQL | undefined) =>
  executor
    .select({
      id: booking.id,
      coachId: booking.coachId,
      startsAt: booking.startsAt,
      title: booking.title,
      learnerName: sql<string>`coalesce(nullif(${t.users.name}, ''), split_part(${t.users.email}, '@', 1))`,
      state: sql<EarningState>`${booking.state}`,
      fee: booking.price,
      refunded: refundedSql,
      disputed: sql<boolean>`(${booking.disputedAt} is not null)`,
      disputeOutcome: booking.disputeOutcome,
      month: monthSql,
    })
    .from(booking)
    .innerJoin(t.users, eq(t.users.id, booking.userId))
    .where(and(inArray(booking.state, EARNING_STATES), wasPaid(executor), where))
    .orderBy(asc(booking.startsAt), asc(booking.id));

/**
 * The earnings' read model: paid sessions with their refunds (bookings, orders and refunds are
 * written by the live-sessions and payments modules), and the payouts this module records.
 */
export function createEarningsRepository(db: Database) {
  const paidSessions = (where: SQL | undefined) => paidSessionsOn(db, where);

  return {
    async coach(coachId: string) {
      const [row] = await db
        .select({ id: t.coaches.id, name: t.coaches.name })
        .from(t.coaches)
        .where(eq(t.coaches.id, coachId))
        .limit(1);
      return row;
    },

    /** Every paid session of a coach, by start. */
    sessionsOf: (coachId: string) => paidSessions(eq(booking.coachId, coachId)),

    /** A coach's paid sessions that started in `month` (YYYY-MM, the business's zone), by start. */
    sessionsIn: (coachId: string, month: string) =>
      paidSessions(and(eq(booking.coachId, coachId), ...withinBusinessDays(booking.startsAt, daysOf(month)))),

    /** Paid sessions of every coach that are completed or missed by the learner (what was earned). */
    availableSessions: () =>
      paidSessions(inArray(booking.state, ["COMPLETED", "NO_SHOW"] satisfies EarningState[])),

    payoutsOf: (coachId: string) =>
      db
        .select()
        .from(payout)
        .where(eq(payout.coachId, coachId))
        .orderBy(desc(payout.paidOn), desc(payout.createdAt)),

    /** What was paid out to each coach, all time. */
    async paidOutByCoach() {
      const rows = await db
        .select({ coachId: payout.coachId, total: sql<number>`coalesce(sum(${payout.amount}), 0)::int` })
        .from(payout)
        .groupBy(payout.coachId);
      return new Map(rows.map((row) => [row.coachId, Number(row.total)]));
    },

    /**
     * Records a payout once, in one transaction that locks the coach's row first (so two payouts of
     * one coach are decided one after the other, each seeing the other's row): `decide` is given the
     * coach's payout with the same idempotency key, the one with the same reference, the coach's
     * paid sessions and what was paid out; only when it answers `new` is the row inserted, and
     * `audit` writes its audit row in the same transaction. The unique indexes on (coach, key) and
     * (coach, reference) hold the same rules in the database.
     */
    payoutOnce<D extends { kind: string }>(
      values: typeof payout.$inferInsert & { idempotencyKey: string },
      decide: (facts: {
        sameKey: PayoutRow | undefined;
        sameReference: PayoutRow | undefined;
        sessions: PaidSessionRow[];
        paidOut: number;
      }) => D,
      audit: (tx: AuditExecutor, row: PayoutRow) => Promise<unknown>,
    ): Promise<Exclude<D, { kind: "new" }> | { kind: "recorded"; payout: PayoutRow }> {
      const { coachId } = values;
      return db.transaction(async (tx) => {
        await tx
          .select({ id: t.coaches.id })
          .from(t.coaches)
          .where(eq(t.coaches.id, coachId))
          .for("no key update");
        const ofCoach = (where: SQL) =>
          tx
            .select()
            .from(payout)
            .where(and(eq(payout.coachId, coachId), where))
            .limit(1);
        const [[sameKey], [sameReference], sessions, [paid]] = await Promise.all([
          ofCoach(eq(payout.idempotencyKey, values.idempotencyKey)),
          ofCoach(eq(payout.reference, values.reference)),
          paidSessionsOn(tx, eq(booking.coachId, coachId)),
          tx
            .select({ total: sql<number>`coalesce(sum(${payout.amount}), 0)::int` })
            .from(payout)
            .where(eq(payout.coachId, coachId)),
        ]);
        const decision = decide({ sameKey, sameReference, sessions, paidOut: Number(paid?.total ?? 0) });
        if (decision.kind !== "new") return decision as Exclude<D, { kind: "new" }>;
        const [row] = await tx.insert(payout).values(values).returning();
        if (!row) throw new Error("insert returned no payout");
        await audit(tx, row);
        return { kind: "recorded" as const, payout: row };
      });
    },

    /** Every coach not deleted, with the account that runs it and its sessions counted by outcome. */
    practices: (now: Date) =>
      db
        .select({
          id: t.coaches.id,
          name: t.coaches.name,
          disabled: t.coaches.disabled,
          accountEmail: t.users.email,
          upcoming: sql<number>`count(${booking.id}) filter (where ${booking.state} = 'CONFIRMED' and ${booking.endsAt} > ${now.toISOString()}::timestamptz)::int`,
          completed: sql<number>`count(${booking.id}) filter (where ${booking.state} = 'COMPLETED')::int`,
          noShows: sql<number>`count(${booking.id}) filter (where ${booking.state} = 'NO_SHOW')::int`,
          cancelledByCoach: sql<number>`count(${booking.id}) filter (where ${booking.state} = 'CANCELLED' and ${booking.cancelledBy} = 'coach')::int`,
        })
        .from(t.coaches)
        .leftJoin(t.users, eq(t.users.coachId, t.coaches.id))
        .leftJoin(booking, eq(booking.coachId, t.coaches.id))
        .where(isNull(t.coaches.deletedAt))
        .groupBy(t.coaches.id, t.users.email)
        .orderBy(asc(sql`lower(${t.coaches.name})`), asc(t.coaches.id)),
  };
}

export type EarningsRepository = ReturnType<typeof createEarningsRepository>;
export type PaidSessionRow = Awaited<ReturnType<typeof paidSessionsOn>>[number];
export type PayoutRow = typeof payout.$inferSelect;
