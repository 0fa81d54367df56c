import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { currentCoachId } from "../../plugins/auth";
import type { WorkspaceScheduleService } from "./workspace-schedule";

const TIME_OFF_REMOVED = "Time off removed.";

/** The coach workspace's settings, hours, time off and session types (the coach's own only). */
export const workspaceScheduleRoutes: FastifyPluginAsyncZod<{ schedule: WorkspaceScheduleService }> = async (
  app,
  { schedule },
) => {
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.route({
    ...endpoint(app, "coachProfile"),
    handler: async (request) => ok(await schedule.profile(currentCoachId(request))),
  });
  app.route({
    ...endpoint(app, "coachUpdateSettings"),
    handler: async (request) =>
      ok(await schedule.updateSettings(app.audit.actorOf(request), currentCoachId(request), request.body)),
  });
  app.route({
    ...endpoint(app, "coachHours"),
    handler: async (request) => ok(await schedule.hours(currentCoachId(request))),
  });
  app.route({
    ...endpoint(app, "coachUpdateHours"),
    handler: async (request) =>
      ok(await schedule.updateHours(app.audit.actorOf(request), currentCoachId(request), request.body)),
  });
  app.route({
    ...endpoint(app, "coachListTimeOff"),
    handler: async (request) => ok(await schedule.listTimeOff(currentCoachId(request))),
  });
  app.route({
    ...endpoint(app, "coachAddTimeOff"),
    handler: async (request, reply) => {
      const added = await schedule.addTimeOff(
        app.audit.actorOf(request),
        currentCoachId(request),
        request.body,
      );
      return reply.code(201).send({ success: true, ...added });
    },
  });
  app.route({
    ...endpoint(app, "coachDeleteTimeOff"),
    handler: async (request) => {
      await schedule.deleteTimeOff(app.audit.actorOf(request), currentCoachId(request), request.params.id);
      return { success: true as const, message: TIME_OFF_REMOVED };
    },
  });
  app.route({
    ...endpoint(app, "coachListSessionTypes"),
    handler: async (request) => ok(await schedule.listSessionTypes(currentCoachId(request))),
  });
  app.route({
    ...endpoint(app, "coachCreateSessionType"),
    handler: async (request, reply) => {
      const data = await schedule.createSessionType(
        app.audit.actorOf(request),
        currentCoachId(request),
        request.body,
      );
      return reply.code(201).send({ success: true, data });
    },
  });
  app.route({
    ...endpoint(app, "coachUpdateSessionType"),
    handler: async (request) =>
      ok(
        await schedule.updateSessionType(
          app.audit.actorOf(request),
          currentCoachId(request),
          request.params.id,
          request.body,
        ),
      ),
  });
  app.route({
    ...endpoint(app, "coachRetireSessionType"),
    handler: async (request) =>
      ok(
        await schedule.retireSessionType(
          app.audit.actorOf(request),
          currentCoachId(request),
          request.params.id,
        ),
      ),
  });
};
