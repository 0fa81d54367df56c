import type { WeeklyHours } from "@clutch/contract";
import { and, asc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import type { AuditExecutor } from "../admin/repository";
import { active, bumpScheduleVersion, scheduleVersionOf, type Tx } from "./schedule-repository";

/** What a change does in its own transaction once made (its audit row: kept or lost with it). */
type Inside<R> = (tx: AuditExecutor, result: R) => Promise<unknown>;

const types = t.sessionTypes;
const hours = t.coachAvailability;
const timeOff = t.coachTimeOff;
const bookings = t.liveSessionBookings;

type SessionTypeRow = typeof types.$inferSelect;
type TimeOffRow = typeof timeOff.$inferSelect;
export type SessionTypeFields = Pick<
  typeof types.$inferInsert,
  "level" | "title" | "price" | "durationMinutes" | "topicsCovered"
>;
/** The booking settings a coach edits. */
export interface CoachSettings {
  timeZone: string;
  meetingUrl: string | null;
  minNoticeHours: number;
  bufferMinutes: number;
  dailyCap: number | null;
}

const profileColumns = {
  id: t.coaches.id,
  name: t.coaches.name,
  headerImage: t.coaches.headerImage,
  timeZone: t.coaches.timeZone,
  meetingUrl: t.coaches.meetingUrl,
  minNoticeHours: t.coaches.minNoticeHours,
  bufferMinutes: t.coaches.bufferMinutes,
  dailyCap: t.coaches.dailyCap,
};
export interface CoachProfileRow extends CoachSettings {
  id: string;
  name: string;
  headerImage: string;
}

const weeklyHoursOn = (executor: Database | Tx, coachId: string) =>
  executor
    .select({ weekday: hours.weekday, startTime: hours.startTime, endTime: hours.endTime })
    .from(hours)
    .where(eq(hours.coachId, coachId))
    .orderBy(asc(hours.weekday), asc(hours.startTime));

/** A coach's own offer as the workspace edits it: settings, weekly hours, time off and session types. */
export function createWorkspaceScheduleRepository(db: Database) {
  const ownType = (coachId: string, id: string) => and(eq(types.id, id), eq(types.coachId, coachId));

  return {
    async profile(coachId: string): Promise<CoachProfileRow | undefined> {
      const [row] = await db
        .select(profileColumns)
        .from(t.coaches)
        .where(and(eq(t.coaches.id, coachId), isNull(t.coaches.deletedAt)))
        .limit(1);
      return row;
    },

    /**
     * Changes the booking settings and moves the coach's catalogue `version` on (the console's
     * editor of the coach edits the time zone too: a form loaded before this is refused).
     */
    updateSettings(coachId: string, settings: CoachSettings, inside: (tx: Tx) => Promise<unknown>) {
      return db.transaction(async (tx) => {
        await tx
          .update(t.coaches)
          .set({ ...settings, version: sql`${t.coaches.version} + 1` })
          .where(eq(t.coaches.id, coachId));
        await inside(tx);
      });
    },

    /** The coach's schedule version (session types and weekly hours). */
    scheduleVersion: (coachId: string) => scheduleVersionOf(db, coachId),

    weeklyHours: (coachId: string) => weeklyHoursOn(db, coachId),

    /**
     * Replaces the weekly hours while the coach's schedule is at `version` (409 otherwise, nothing
     * changed); bookings are never touched. `inside` gets the hours as they were.
     */
    async replaceHours(
      coachId: string,
      version: number,
      week: WeeklyHours[],
      inside: Inside<WeeklyHours[]>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await bumpScheduleVersion(tx, coachId, version);
        const before = await weeklyHoursOn(tx, coachId);
        await tx.delete(hours).where(eq(hours.coachId, coachId));
        if (week.length > 0) await tx.insert(hours).values(week.map((period) => ({ coachId, ...period })));
        await inside(tx, before);
      });
    },

    /** Time off that ends on `today` or later, soonest first. */
    timeOff(coachId: string, today: string) {
      return db
        .select()
        .from(timeOff)
        .where(and(eq(timeOff.coachId, coachId), gte(timeOff.lastDay, today)))
        .orderBy(asc(timeOff.firstDay), asc(timeOff.id));
    },

    addTimeOff(
      coachId: string,
      entry: { firstDay: string; lastDay: string; note: string },
      inside: Inside<TimeOffRow>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(timeOff)
          .values({ coachId, ...entry })
          .returning();
        if (!row) throw new Error("The time off was not stored");
        await inside(tx, row);
        return row;
      });
    },

    /** Removes one of the coach's time off entries; undefined (nothing done) for another's or an unknown one. */
    deleteTimeOff(coachId: string, id: string, inside: Inside<TimeOffRow>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(timeOff)
          .where(and(eq(timeOff.id, id), eq(timeOff.coachId, coachId)))
          .returning();
        if (row) await inside(tx, row);
        return row;
      });
    },

    /** Confirmed sessions of the coach overlapping a range (to: open-ended), soonest first, with their learners. */
    confirmedSessions(coachId: string, range: { start: Date; end?: Date }) {
      return db
        .select({ booking: bookings, learner: { name: t.users.name, email: t.users.email } })
        .from(bookings)
        .innerJoin(t.users, eq(t.users.id, bookings.userId))
        .where(
          and(
            eq(bookings.coachId, coachId),
            eq(bookings.state, "CONFIRMED"),
            sql`${bookings.endsAt} > ${range.start.toISOString()}::timestamptz`,
            range.end ? sql`${bookings.startsAt} < ${range.end.toISOString()}::timestamptz` : undefined,
          ),
        )
        .orderBy(asc(bookings.startsAt));
    },

    /** Offered types in their order, then retired ones (latest retired first). */
    sessionTypes(coachId: string) {
      return db
        .select()
        .from(types)
        .where(eq(types.coachId, coachId))
        .orderBy(sql`${types.retiredAt} is not null`, asc(types.position), sql`${types.retiredAt} desc`);
    },

    async sessionType(coachId: string, id: string) {
      const [row] = await db.select().from(types).where(ownType(coachId, id)).limit(1);
      return row;
    },

    /** A new type, offered last; moves the schedule's version on. */
    createSessionType(coachId: string, fields: SessionTypeFields, inside: Inside<SessionTypeRow>) {
      return db.transaction(async (tx) => {
        await bumpScheduleVersion(tx, coachId);
        const [row] = await tx
          .insert(types)
          .values({
            coachId,
            ...fields,
            position: sql`(select coalesce(max(${types.position}) + 1, 0) from ${types} where ${active(coachId)})`,
          })
          .returning();
        if (!row) throw new Error("The session type was not stored");
        await inside(tx, row);
        return row;
      });
    },

    /**
     * Edits an offered type (bookings keep the price they copied when held) and moves the schedule's
     * version on; undefined (nothing done) for a retired, unknown or another coach's type.
     */
    updateSessionType(
      coachId: string,
      id: string,
      fields: SessionTypeFields,
      inside: Inside<SessionTypeRow>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(types)
          .set(fields)
          .where(and(ownType(coachId, id), isNull(types.retiredAt)))
          .returning();
        if (!row) return undefined;
        await bumpScheduleVersion(tx, coachId);
        await inside(tx, row);
        return row;
      });
    },

    /**
     * Retires a type: no longer offered, kept for the bookings that name it; `inside` runs (and the
     * schedule's version moves on) only when this call retired it. Already retired: unchanged.
     */
    retireSessionType(coachId: string, id: string, inside: Inside<SessionTypeRow>) {
      return db.transaction(async (tx) => {
        const [retired] = await tx
          .update(types)
          .set({ retiredAt: sql`now()` })
          .where(and(ownType(coachId, id), isNull(types.retiredAt)))
          .returning();
        if (retired) {
          await bumpScheduleVersion(tx, coachId);
          await inside(tx, retired);
          return retired;
        }
        const [row] = await tx
          .select()
          .from(types)
          .where(and(ownType(coachId, id), isNotNull(types.retiredAt)))
          .limit(1);
        return row;
      });
    },
  };
}

export type WorkspaceScheduleRepository = ReturnType<typeof createWorkspaceScheduleRepository>;
