import { lt, sql } from "drizzle-orm";
import type { Database } from "./client";
import { rateCounters } from "./schema";

export interface Limit {
  max: number;
  windowMs: number;
}

export interface CounterState {
  hits: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/** Rows older than this are swept; no window is longer (config caps windows at 24 h). */
const SWEEP_AGE = sql`interval '1 day'`;

/**
 * Fixed-window counters kept in the database, so a restart never hands out a fresh budget and every
 * server instance on one database shares them. Each call is one atomic statement under the row's
 * lock, so concurrent hits are all counted.
 */
export function createRateCounters(db: Database) {
  const windowOf = (limit: Limit) => sql`make_interval(secs => ${limit.windowMs / 1000})`;
  const toState = (row: { hits: number; retryAfter: number | string } | undefined): CounterState => ({
    hits: row?.hits ?? 0,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.retryAfter ?? 1))),
  });

  return {
    /** Counts one hit against `key` and answers the count in the current window, this hit included. */
    async hit(key: string, limit: Limit): Promise<CounterState> {
      const expired = sql`${rateCounters.windowStartedAt} <= now() - ${windowOf(limit)}`;
      const [row] = await db
        .insert(rateCounters)
        .values({ key, hits: 1 })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateCounters.hits} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${rateCounters.windowStartedAt} end`,
          },
        })
        .returning({
          hits: rateCounters.hits,
          retryAfter: sql<number>`extract(epoch from ${rateCounters.windowStartedAt} + ${windowOf(limit)} - now())`,
        });
      return toState(row);
    },

    /** The count in the current window, without counting. */
    async peek(key: string, limit: Limit): Promise<CounterState> {
      const [row] = await db
        .select({
          hits: rateCounters.hits,
          retryAfter: sql<number>`extract(epoch from ${rateCounters.windowStartedAt} + ${windowOf(limit)} - now())`,
        })
        .from(rateCounters)
        .where(
          sql`${rateCounters.key} = ${key} and ${rateCounters.windowStartedAt} > now() - ${windowOf(limit)}`,
        );
      return toState(row);
    },

    /** Deletes counters whose window ended long ago. */
    async sweep(): Promise<void> {
      await db.delete(rateCounters).where(lt(rateCounters.windowStartedAt, sql`now() - ${SWEEP_AGE}`));
    },
  };
}

export type RateCounters = ReturnType<typeof createRateCounters>;
