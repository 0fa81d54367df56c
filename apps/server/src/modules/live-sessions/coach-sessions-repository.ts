import { type CoachSessionView, NO_SHOW_AFTER_MINUTES } from "@clutch/contract";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import type { Tx } from "./repository";

const bookingOf = t.liveSessionBookings;

/** What each view of the workspace lists, and in which order. */
const VIEWS: Record<CoachSessionView, { where: SQL; order: SQL[] }> = {
  upcoming: {
    where: sql`${bookingOf.state} = 'CONFIRMED' and ${bookingOf.endsAt} > now()`,
    order: [sql`${bookingOf.startsAt} asc`],
  },
  past: {
    where: sql`${bookingOf.state} in ('CONFIRMED', 'COMPLETED', 'NO_SHOW') and ${bookingOf.endsAt} <= now()`,
    order: [sql`${bookingOf.startsAt} desc`],
  },
  cancelled: {
    where: sql`${bookingOf.state} = 'CANCELLED'`,
    order: [sql`${bookingOf.startsAt} desc`],
  },
};

const columns = { booking: bookingOf, learner: { name: t.users.name, email: t.users.email } };

export interface SessionSummaryValues {
  text: string;
  practise: string[];
}

const summaryColumns = (summary: SessionSummaryValues) => ({
  summaryText: summary.text,
  summaryPractise: summary.practise,
  summaryAt: sql`now()`,
});

/** A coach's own sessions (never another coach's): listed, read, marked and summarised. */
export function createCoachSessionsRepository(db: Database) {
  const own = (coachId: string) => eq(bookingOf.coachId, coachId);

  return {
    async list(coachId: string, view: CoachSessionView, page: number, limit: number) {
      const where = and(own(coachId), VIEWS[view].where);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(bookingOf)
          .innerJoin(t.users, eq(t.users.id, bookingOf.userId))
          .where(where)
          .orderBy(...VIEWS[view].order, bookingOf.id)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(bookingOf).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** One of the coach's sessions as the workspace shows them (holds and released ones are not sessions). */
    async get(coachId: string, bookingId: string) {
      const [row] = await db
        .select(columns)
        .from(bookingOf)
        .innerJoin(t.users, eq(t.users.id, bookingOf.userId))
        .where(
          and(
            own(coachId),
            eq(bookingOf.id, bookingId),
            sql`${bookingOf.state} in ('CONFIRMED', 'COMPLETED', 'NO_SHOW', 'CANCELLED')`,
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Records the outcome of a confirmed session that has started (a NO_SHOW only from
     * NO_SHOW_AFTER_MINUTES after the start), once, with `record`'s audit row in the same
     * transaction: answers whether this call marked it (a second mark, or one too early, changes nothing).
     */
    async markOutcome(
      coachId: string,
      bookingId: string,
      outcome: "COMPLETED" | "NO_SHOW",
      summary: SessionSummaryValues | undefined,
      record: (tx: Tx) => Promise<void>,
    ) {
      const from =
        outcome === "NO_SHOW"
          ? sql`${bookingOf.startsAt} <= now() - make_interval(mins => ${NO_SHOW_AFTER_MINUTES})`
          : sql`${bookingOf.startsAt} <= now()`;
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(bookingOf)
          .set({
            state: outcome,
            completedAt: sql`now()`,
            outcomeBy: "coach",
            updatedAt: sql`now()`,
            ...(summary ? summaryColumns(summary) : {}),
          })
          .where(and(own(coachId), eq(bookingOf.id, bookingId), eq(bookingOf.state, "CONFIRMED"), from))
          .returning({ id: bookingOf.id });
        if (marked.length === 0) return false;
        await record(tx);
        return true;
      });
    },

    /** Writes or rewrites the summary of a completed session; answers whether it did. */
    async writeSummary(coachId: string, bookingId: string, summary: SessionSummaryValues) {
      const written = await db
        .update(bookingOf)
        .set({ ...summaryColumns(summary), updatedAt: sql`now()` })
        .where(and(own(coachId), eq(bookingOf.id, bookingId), eq(bookingOf.state, "COMPLETED")))
        .returning({ id: bookingOf.id });
      return written.length > 0;
    },
  };
}

export type CoachSessionsRepository = ReturnType<typeof createCoachSessionsRepository>;
