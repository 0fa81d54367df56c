import { type CoachSchedule, editorMessages, isIdShaped, messages } from "@clutch/contract";
import type { FastifyInstance } from "fastify";
import { sessionTypeOnWire } from "../../db/visibility";
import { badRequest, notFound } from "../../lib/errors";
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

  async function scheduleOf(coach: { id: string; timeZone: string }) {
    const { sessionTypes, weeklyHours } = await repo.schedule(coach.id);
    return {
      sessionTypes: sessionTypes.map(sessionTypeOnWire),
      weeklyHours,
      timeZone: coach.timeZone,
    };
  }

  return {
    get: async (coachId: string) => scheduleOf(await coachOf(coachId)),

    /**
     * Replaces the offer (see the repository's `replace`); a removed session type that was booked
     * is retired, not deleted. Audited; the public catalogue shows it at once.
     */
    async replace(actor: AuditActor, coachId: string, schedule: CoachSchedule) {
      const coach = await coachOf(coachId);
      const before = await scheduleOf(coach);
      const unknownAt = await repo.replace(coach.id, schedule);
      if (unknownAt !== undefined) {
        const message = editorMessages.unknownSessionType;
        throw badRequest(message, [{ path: `sessionTypes.${unknownAt}._id`, message }]);
      }
      const after = await scheduleOf(coach);
      await audit.record({
        actor,
        action: "coach-schedule.updated",
        entityType: "coach",
        entityId: coach.id,
        before,
        after,
      });
      await changes.publish("catalogue");
      return after;
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
