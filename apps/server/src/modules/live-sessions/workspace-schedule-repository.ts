import type { WeeklyHours } from "@clutch/contract";
import { and, asc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { active } from "./schedule-repository";

const types = t.sessionTypes;
const hours = t.coachAvailability;
const timeOff = t.coachTimeOff;
const bookings = t.liveSessionBookings;

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

    async updateSettings(coachId: string, settings: CoachSettings): Promise<void> {
      await db.update(t.coaches).set(settings).where(eq(t.coaches.id, coachId));
    },

    weeklyHours(coachId: string) {
      return db
        .select({ weekday: hours.weekday, startTime: hours.startTime, endTime: hours.endTime })
        .from(hours)
        .where(eq(hours.coachId, coachId))
        .orderBy(asc(hours.weekday), asc(hours.startTime));
    },

    /** Replaces the weekly hours; bookings are never touched. */
    async replaceHours(coachId: string, week: WeeklyHours[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(hours).where(eq(hours.coachId, coachId));
        if (week.length > 0) await tx.insert(hours).values(week.map((period) => ({ coachId, ...period })));
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

    async addTimeOff(coachId: string, entry: { firstDay: string; lastDay: string; note: string }) {
      const [row] = await db
        .insert(timeOff)
        .values({ coachId, ...entry })
        .returning();
      if (!row) throw new Error("The time off was not stored");
      return row;
    },

    async deleteTimeOff(coachId: string, id: string) {
      const [row] = await db
        .delete(timeOff)
        .where(and(eq(timeOff.id, id), eq(timeOff.coachId, coachId)))
        .returning();
      return row;
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

    /** A new type, offered last. */
    async createSessionType(coachId: string, fields: SessionTypeFields) {
      const [row] = await db
        .insert(types)
        .values({
          coachId,
          ...fields,
          position: sql`(select coalesce(max(${types.position}) + 1, 0) from ${types} where ${active(coachId)})`,
        })
        .returning();
      if (!row) throw new Error("The session type was not stored");
      return row;
    },

    /** Edits an offered type (bookings keep the price they copied when held). */
    async updateSessionType(coachId: string, id: string, fields: SessionTypeFields) {
      const [row] = await db
        .update(types)
        .set(fields)
        .where(and(ownType(coachId, id), isNull(types.retiredAt)))
        .returning();
      return row;
    },

    /** Retires a type: no longer offered, kept for the bookings that name it. Already retired: unchanged. */
    async retireSessionType(coachId: string, id: string) {
      await db
        .update(types)
        .set({ retiredAt: sql`now()` })
        .where(and(ownType(coachId, id), isNull(types.retiredAt)));
      const [row] = await db
        .select()
        .from(types)
        .where(and(ownType(coachId, id), isNotNull(types.retiredAt)))
        .limit(1);
      return row;
    },
  };
}

export type WorkspaceScheduleRepository = ReturnType<typeof createWorkspaceScheduleRepository>;
