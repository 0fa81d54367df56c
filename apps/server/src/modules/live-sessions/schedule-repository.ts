import { type CoachSchedule, editorMessages, versionMessages } from "@clutch/contract";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { AppError, badRequest } from "../../lib/errors";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
const types = t.sessionTypes;
const hours = t.coachAvailability;

/** A transaction, or the database itself. */
type Executor = Database | Tx;

/**
 * Moves the coach's schedule version on (every change of their session types or weekly hours
 * does), in SQL: only from `expected` when given (a save names the version it loaded; another
 * save in between is a 409 and the transaction, rolled back, changed nothing). The update also
 * holds the coach's row until the transaction ends, so two saves of one coach's schedule are
 * decided one after the other.
 */
export async function bumpScheduleVersion(tx: Tx, coachId: string, expected?: number) {
  const bumped = await tx
    .update(t.coaches)
    .set({ scheduleVersion: sql`${t.coaches.scheduleVersion} + 1` })
    .where(
      and(
        eq(t.coaches.id, coachId),
        expected === undefined ? undefined : eq(t.coaches.scheduleVersion, expected),
      ),
    )
    .returning({ version: t.coaches.scheduleVersion });
  if (bumped.length === 0) throw new AppError(409, "CONFLICT", versionMessages.changedElsewhere);
}

/** The coach's schedule version as `executor` sees it (0 for an unknown coach). */
export async function scheduleVersionOf(executor: Executor, coachId: string) {
  const [row] = await executor
    .select({ version: t.coaches.scheduleVersion })
    .from(t.coaches)
    .where(eq(t.coaches.id, coachId));
  return row?.version ?? 0;
}

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

/** The coach's session types in their order, weekly hours by day and start, and the schedule's version. */
async function scheduleOn(executor: Executor, coachId: string) {
  const sessionTypes = await executor
    .select()
    .from(types)
    .where(active(coachId))
    .orderBy(asc(types.position));
  const weeklyHours = await executor
    .select({ weekday: hours.weekday, startTime: hours.startTime, endTime: hours.endTime })
    .from(hours)
    .where(eq(hours.coachId, coachId))
    .orderBy(asc(hours.weekday), asc(hours.startTime));
  return { sessionTypes, weeklyHours, version: await scheduleVersionOf(executor, coachId) };
}
type Schedule = Awaited<ReturnType<typeof scheduleOn>>;

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

    /** The coach's session types in their order, weekly hours by day and start, and the schedule's version. */
    schedule: (coachId: string) => scheduleOn(db, coachId),

    /**
     * Replaces the coach's offer in one transaction, only while its schedule is at `version` (409
     * otherwise): session types are matched by `_id` and kept in the given order, new ones added,
     * missing ones removed (`removeSessionTypes`); the weekly hours are replaced. The offer's rows
     * are locked, so a booking being made of one either counts as naming it or waits. A session
     * type `_id` that is not one of this coach's is a 400 naming it (nothing changed). `inside`
     * runs in the transaction with the offer before and after.
     */
    async replace(
      coachId: string,
      { version, ...schedule }: CoachSchedule & { version: number },
      inside: (tx: Tx, change: { before: Schedule; after: Schedule }) => Promise<unknown>,
    ): Promise<Schedule> {
      return db.transaction(async (tx) => {
        await bumpScheduleVersion(tx, coachId, version);
        const current = await tx.select({ id: types.id }).from(types).where(active(coachId)).for("update");
        const unclaimed = new Set(current.map((row) => row.id));
        const unknownAt = schedule.sessionTypes.findIndex(({ _id }) => {
          if (_id === undefined) return false;
          // A second mention of one id is as unknown as an id of another coach.
          return !unclaimed.delete(_id);
        });
        if (unknownAt >= 0) {
          const message = editorMessages.unknownSessionType;
          throw badRequest(message, [{ path: `sessionTypes.${unknownAt}._id`, message }]);
        }
        // Read after the bump: the offer as it was, at the version it was.
        const before = { ...(await scheduleOn(tx, coachId)), version };

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
        const after = await scheduleOn(tx, coachId);
        await inside(tx, { before, after });
        return after;
      });
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
