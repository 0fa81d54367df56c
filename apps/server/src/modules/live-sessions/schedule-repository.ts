import type { CoachSchedule } from "@clutch/contract";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
const types = t.sessionTypes;
const hours = t.coachAvailability;

/** The session types of the offer: those not retired. */
export const active = (coachId: string) => and(eq(types.coachId, coachId), isNull(types.retiredAt));

/**
 * Of `ids`, those no booking names are deleted; the others are retired (kept for their bookings,
 * never offered again).
 */
async function removeSessionTypes(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(types)
    .where(
      and(
        inArray(types.id, ids),
        sql`not exists (select 1 from live_session_bookings b where b.session_type_id = session_types.id)`,
      ),
    );
  await tx.update(types).set({ retiredAt: sql`now()` }).where(inArray(types.id, ids));
}

/** A coach's offer as the console edits it: session types and weekly hours. */
export function createScheduleRepository(db: Database) {
  return {
    /** The coach (disabled or not) with their zone; undefined for a deleted or unknown one. */
    async coach(coachId: string) {
      const [coach] = await db
        .select({ id: t.coaches.id, timeZone: t.coaches.timeZone })
        .from(t.coaches)
        .where(and(eq(t.coaches.id, coachId), isNull(t.coaches.deletedAt)))
        .limit(1);
      return coach;
    },

    /** The coach's session types in their order, and weekly hours by day and start. */
    async schedule(coachId: string) {
      const [sessionTypes, weeklyHours] = await Promise.all([
        db.select().from(types).where(active(coachId)).orderBy(asc(types.position)),
        db
          .select({ weekday: hours.weekday, startTime: hours.startTime, endTime: hours.endTime })
          .from(hours)
          .where(eq(hours.coachId, coachId))
          .orderBy(asc(hours.weekday), asc(hours.startTime)),
      ]);
      return { sessionTypes, weeklyHours };
    },

    /**
     * Replaces the coach's offer in one transaction: session types are matched by `_id` and kept
     * in the given order, new ones added, missing ones removed (`removeSessionTypes`); the weekly
     * hours are replaced. The offer's rows are locked first, so a booking being made of one either
     * counts as naming it or waits. Answers the index of the first session type whose `_id` is not
     * one of this coach's (and changes nothing), or undefined once replaced.
     */
    async replace(coachId: string, schedule: CoachSchedule): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const current = await tx.select({ id: types.id }).from(types).where(active(coachId)).for("update");
        const unclaimed = new Set(current.map((row) => row.id));
        const unknownAt = schedule.sessionTypes.findIndex(({ _id }) => {
          if (_id === undefined) return false;
          // A second mention of one id is as unknown as an id of another coach.
          return !unclaimed.delete(_id);
        });
        if (unknownAt >= 0) return unknownAt;

        await removeSessionTypes(tx, [...unclaimed]);
        for (const [position, { _id, ...fields }] of schedule.sessionTypes.entries()) {
          if (_id === undefined) await tx.insert(types).values({ coachId, ...fields, position });
          else
            await tx
              .update(types)
              .set({ ...fields, position })
              .where(eq(types.id, _id));
        }
        await tx.delete(hours).where(eq(hours.coachId, coachId));
        if (schedule.weeklyHours.length > 0) {
          await tx.insert(hours).values(schedule.weeklyHours.map((period) => ({ coachId, ...period })));
        }
        return undefined;
      });
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
