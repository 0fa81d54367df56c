import {
  type CoachProfile,
  type CoachSession,
  type CoachSessionType,
  coachWorkspaceMessages,
  isIdShaped,
  messages,
  type TimeOff,
  type WeeklyHours,
} from "@clutch/contract";
import type { FastifyInstance } from "fastify";
import { Temporal } from "temporal-polyfill";
import type * as t from "../../db/schema";
import { sessionTypeOnWire } from "../../db/visibility";
import { badRequest, notFound } from "../../lib/errors";
import type { AuditExecutor } from "../admin/repository";
import type { AuditActor } from "../admin/service";
import { isKnownTimeZone, withinWeeklyHours } from "./availability";
import { toCoachSession } from "./coach-session";
import type {
  CoachProfileRow,
  CoachSettings,
  SessionTypeFields,
  WorkspaceScheduleRepository,
} from "./workspace-schedule-repository";

const m = coachWorkspaceMessages;

/** A save of the weekly hours: the week, and the schedule's version it was loaded at. */
interface HoursSave {
  version: number;
  weeklyHours: WeeklyHours[];
}

export interface WorkspaceScheduleDeps {
  repo: WorkspaceScheduleRepository;
  audit: FastifyInstance["audit"];
  changes: FastifyInstance["changes"];
  now?: () => Date;
}

const toProfile = (row: CoachProfileRow): CoachProfile => ({
  _id: row.id,
  name: row.name,
  headerImage: row.headerImage,
  timeZone: row.timeZone,
  meetingUrl: row.meetingUrl,
  minNoticeHours: row.minNoticeHours,
  bufferMinutes: row.bufferMinutes,
  dailyCap: row.dailyCap,
});

const toSessionType = (row: typeof t.sessionTypes.$inferSelect): CoachSessionType => ({
  ...sessionTypeOnWire(row),
  retired: row.retiredAt !== null,
});

const toTimeOff = (row: typeof t.coachTimeOff.$inferSelect): TimeOff => ({
  _id: row.id,
  firstDay: row.firstDay,
  lastDay: row.lastDay,
  note: row.note,
});

/** Today, and the instant a local day starts, in a zone. */
const todayIn = (zone: string, at: Date) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone).toPlainDate().toString();
const startOfDay = (day: Temporal.PlainDate, zone: string) =>
  new Date(day.toZonedDateTime({ timeZone: zone }).epochMilliseconds);

/**
 * The coach's own offer, from the workspace: booking settings, weekly hours, time off and session
 * types. Every call names the coach the signed-in account runs; another coach's ids are 404. An
 * edit never moves or cancels a booking: the answers list the sessions it leaves outside the hours.
 */
export function createWorkspaceScheduleService({
  repo,
  audit,
  changes,
  now = () => new Date(),
}: WorkspaceScheduleDeps) {
  async function profileOf(coachId: string) {
    const row = await repo.profile(coachId);
    if (!row) throw notFound(messages.catalogue.coachNotFound);
    return row;
  }

  const sessionsOf = (rows: Awaited<ReturnType<WorkspaceScheduleRepository["confirmedSessions"]>>) =>
    rows.map((row) => toCoachSession(row.booking, row.learner, now()));

  async function hoursOf(coach: CoachProfileRow) {
    const [weeklyHours, version, upcoming] = await Promise.all([
      repo.weeklyHours(coach.id),
      repo.scheduleVersion(coach.id),
      repo.confirmedSessions(coach.id, { start: now() }),
    ]);
    const outside = upcoming.filter(
      (row) =>
        !withinWeeklyHours(
          { start: row.booking.startsAt, end: row.booking.endsAt },
          weeklyHours,
          coach.timeZone,
        ),
    );
    return { timeZone: coach.timeZone, weeklyHours, version, outsideHours: sessionsOf(outside) };
  }

  async function typeOf(coachId: string, id: string) {
    const row = isIdShaped(id) ? await repo.sessionType(coachId, id) : undefined;
    if (!row) throw notFound(m.sessionTypeNotFound);
    return row;
  }

  /** The audit row of a change of the coach's offer, written in the change's transaction. */
  const auditedIn = (
    tx: AuditExecutor,
    actor: AuditActor,
    coachId: string,
    action: string,
    before: unknown,
    after: unknown,
  ) => audit.recordIn(tx, { actor, action, entityType: "coach", entityId: coachId, before, after });

  /** Once a change is committed, the public catalogue is told. */
  const published = () => changes.publish("catalogue");

  return {
    profile: async (coachId: string) => toProfile(await profileOf(coachId)),

    async updateSettings(actor: AuditActor, coachId: string, settings: CoachSettings): Promise<CoachProfile> {
      if (!isKnownTimeZone(settings.timeZone)) {
        throw badRequest(m.timeZone, [{ path: "timeZone", message: m.timeZone }]);
      }
      const before = toProfile(await profileOf(coachId));
      const after: CoachProfile = { ...before, ...settings };
      await repo.updateSettings(coachId, settings, (tx) =>
        auditedIn(tx, actor, coachId, "coach-settings.updated", before, after),
      );
      await published();
      return toProfile(await profileOf(coachId));
    },

    hours: async (coachId: string) => hoursOf(await profileOf(coachId)),

    /**
     * Replaces the weekly hours at the schedule's version the coach loaded (409 when the console or
     * another tab changed the sessions or hours since); the bookings they no longer cover stand,
     * and are listed.
     */
    async updateHours(actor: AuditActor, coachId: string, { version, weeklyHours }: HoursSave) {
      const coach = await profileOf(coachId);
      await repo.replaceHours(coach.id, version, weeklyHours, (tx, before) =>
        auditedIn(tx, actor, coach.id, "coach-hours.updated", { weeklyHours: before }, { weeklyHours }),
      );
      await published();
      return hoursOf(coach);
    },

    async listTimeOff(coachId: string): Promise<TimeOff[]> {
      const coach = await profileOf(coachId);
      return (await repo.timeOff(coach.id, todayIn(coach.timeZone, now()))).map(toTimeOff);
    },

    /** Adds whole local days off; the confirmed sessions inside them stand, and are listed. */
    async addTimeOff(
      actor: AuditActor,
      coachId: string,
      entry: { firstDay: string; lastDay: string; note: string },
    ): Promise<{ data: TimeOff; clashes: CoachSession[] }> {
      const coach = await profileOf(coachId);
      if (entry.lastDay < todayIn(coach.timeZone, now())) {
        throw badRequest(m.timeOffPast, [{ path: "lastDay", message: m.timeOffPast }]);
      }
      const row = await repo.addTimeOff(coach.id, entry, (tx, added) =>
        auditedIn(tx, actor, coach.id, "coach-time-off.added", null, toTimeOff(added)),
      );
      await published();
      const clashes = await repo.confirmedSessions(coach.id, {
        start: startOfDay(Temporal.PlainDate.from(entry.firstDay), coach.timeZone),
        end: startOfDay(Temporal.PlainDate.from(entry.lastDay).add({ days: 1 }), coach.timeZone),
      });
      return { data: toTimeOff(row), clashes: sessionsOf(clashes) };
    },

    async deleteTimeOff(actor: AuditActor, coachId: string, id: string) {
      const row = isIdShaped(id)
        ? await repo.deleteTimeOff(coachId, id, (tx, removed) =>
            auditedIn(tx, actor, coachId, "coach-time-off.removed", toTimeOff(removed), null),
          )
        : undefined;
      if (!row) throw notFound(m.timeOffNotFound);
      await published();
    },

    listSessionTypes: async (coachId: string) => (await repo.sessionTypes(coachId)).map(toSessionType),

    async createSessionType(actor: AuditActor, coachId: string, fields: SessionTypeFields) {
      const row = await repo.createSessionType(coachId, fields, (tx, created) =>
        auditedIn(tx, actor, coachId, "coach-session-type.created", null, toSessionType(created)),
      );
      await published();
      return toSessionType(row);
    },

    /** Edits an offered type; bookings keep the title and price they were made with. */
    async updateSessionType(actor: AuditActor, coachId: string, id: string, fields: SessionTypeFields) {
      const before = toSessionType(await typeOf(coachId, id));
      const row = before.retired
        ? undefined
        : await repo.updateSessionType(coachId, id, fields, (tx, updated) =>
            auditedIn(tx, actor, coachId, "coach-session-type.updated", before, toSessionType(updated)),
          );
      if (!row) throw notFound(m.sessionTypeNotFound);
      await published();
      return toSessionType(row);
    },

    async retireSessionType(actor: AuditActor, coachId: string, id: string) {
      const before = toSessionType(await typeOf(coachId, id));
      let retiredNow = false;
      const row = await repo.retireSessionType(coachId, id, (tx, retired) => {
        retiredNow = true;
        return auditedIn(tx, actor, coachId, "coach-session-type.retired", before, toSessionType(retired));
      });
      if (!row) throw notFound(m.sessionTypeNotFound);
      if (retiredNow) await published();
      return toSessionType(row);
    },
  };
}

export type WorkspaceScheduleService = ReturnType<typeof createWorkspaceScheduleService>;
