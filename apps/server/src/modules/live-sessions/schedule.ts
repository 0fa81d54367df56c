import { type CoachSchedule, isIdShaped, messages } from "@clutch/contract";
import type { FastifyInstance } from "fastify";
import { sessionTypeOnWire } from "../../db/visibility";
import { notFound } from "../../lib/errors";
import type { AuditActor } from "../admin/service";
import type { ScheduleRepository } from "./schedule-repository";

export interface ScheduleDeps {
  repo: ScheduleRepository;
  audit: FastifyInstance["audit"];
  changes: FastifyInstance["changes"];
}

/**
 * A coach's offer as operators edit it: the session types (in the order learners see them) and
 * the weekly hours, in the coach's time zone. Any coach but a deleted one, disabled ones included.
 */
export function createScheduleService({ repo, audit, changes }: ScheduleDeps) {
  async function coachOf(coachId: string) {
    const coach = isIdShaped(coachId) ? await repo.coach(coachId) : undefined;
    if (!coach) throw notFound(messages.catalogue.coachNotFound);
    return coach;
  }

  const onWire = (
    coach: { timeZone: string },
    { sessionTypes, weeklyHours, version }: Awaited<ReturnType<ScheduleRepository["schedule"]>>,
  ) => ({
    sessionTypes: sessionTypes.map(sessionTypeOnWire),
    weeklyHours,
    timeZone: coach.timeZone,
    version,
  });

  return {
    async get(coachId: string) {
      const coach = await coachOf(coachId);
      return onWire(coach, await repo.schedule(coach.id));
    },

    /**
     * Replaces the offer at the schedule's version the operator loaded (see the repository's
     * `replace`); a removed session type that was booked is retired, not deleted. Audited in the
     * same transaction; the public catalogue shows it at once.
     */
    async replace(actor: AuditActor, coachId: string, schedule: CoachSchedule & { version: number }) {
      const coach = await coachOf(coachId);
      const saved = await repo.replace(coach.id, schedule, (tx, { before, after }) =>
        audit.recordIn(tx, {
          actor,
          action: "coach-schedule.updated",
          entityType: "coach",
          entityId: coach.id,
          before: onWire(coach, before),
          after: onWire(coach, after),
        }),
      );
      await changes.publish("catalogue");
      return onWire(coach, saved);
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
