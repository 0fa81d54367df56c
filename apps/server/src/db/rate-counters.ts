import { lt, sql } from "drizzle-orm";
import type { Database } from "./client";
import { rateCounters } from "./schema";

export interface Limit {
  max: number;
  windowMs: number;
}

/** One counted request, which can be given back while its window lasts. */
export interface Slot {
  key: string;
  /** The window it was counted in: the row's start, as the database's own text. */
  window: string;
}

/** What `take` answers: a slot, or the seconds until the current window ends. */
export type Taken =
  | { slot: Slot; retryAfterSeconds?: undefined }
  | { slot?: undefined; retryAfterSeconds: number };

/** Rows older than this are swept; no window is longer (config caps windows at 24 h). */
const SWEEP_AGE = sql`interval '1 day'`;

/**
 * Fixed-window counters kept in the database, so a restart never hands out a fresh budget and every
 * server instance on one database shares them. Taking a slot is one atomic statement under the
 * row's lock, so however many requests race for a window's last slot, one gets it.
 */
export function createRateCounters(db: Database) {
  const windowOf = (limit: Limit) => sql`make_interval(secs => ${limit.windowMs / 1000})`;

  /** Seconds until the current window of `key` ends (at least 1). */
  async function retryAfter(key: string, limit: Limit): Promise<number> {
    const [row] = await db
      .select({
        seconds: sql<number>`extract(epoch from ${rateCounters.windowStartedAt} + ${windowOf(limit)} - now())`,
      })
      .from(rateCounters)
      .where(sql`${rateCounters.key} = ${key}`);
    return Math.max(1, Math.ceil(Number(row?.seconds ?? 1)));
  }

  return {
    /**
     * Takes one of the `limit.max` slots of `key`'s current window, if one is free (a window that
     * has ended starts again at this slot). A refused request is not counted, so the count never
     * passes the limit and a slot given back is exactly one request less.
     */
    async take(key: string, limit: Limit): Promise<Taken> {
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
          // Otherwise the row is left alone and nothing is returned: refused.
          setWhere: sql`${expired} or ${rateCounters.hits} < ${limit.max}`,
        })
        .returning({ window: sql<string>`${rateCounters.windowStartedAt}::text` });
      if (row) return { slot: { key, window: row.window } };
      return { retryAfterSeconds: await retryAfter(key, limit) };
    },

    /** Gives a slot back, while its window is the current one (a later window starts at 0 anyway). */
    async giveBack(slot: Slot): Promise<void> {
      await db
        .update(rateCounters)
        .set({ hits: sql`${rateCounters.hits} - 1` })
        .where(
          sql`${rateCounters.key} = ${slot.key} and ${rateCounters.windowStartedAt} = ${slot.window}::timestamptz and ${rateCounters.hits} > 0`,
        );
    },

    /** Deletes counters whose window ended long ago. */
    async sweep(): Promise<void> {
      await db.delete(rateCounters).where(lt(rateCounters.windowStartedAt, sql`now() - ${SWEEP_AGE}`));
    },
  };
}
