import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { currentCoachId } from "../../plugins/auth";
import type { CoachSessionsService } from "./coach-sessions";

/** The coach's own sessions in the workspace, behind the coaches' guard. */
export const coachSessionRoutes: FastifyPluginAsyncZod<{ coachSessions: CoachSessionsService }> = async (
  app,
  { coachSessions },
) => {
  app.route({
    ...endpoint(app, "coachListSessions"),
    handler: async (request) => {
      const { view, page, limit } = request.query;
      return {
        success: true as const,
        ...(await coachSessions.list(currentCoachId(request), view, page, limit)),
      };
    },
  });
  app.route({
    ...endpoint(app, "coachSessionOutcome"),
    handler: async (request) => ({
      success: true as const,
      data: await coachSessions.outcome(
        app.audit.actorOf(request),
        currentCoachId(request),
        request.params.id,
        request.body,
      ),
    }),
  });
  app.route({
    ...endpoint(app, "coachSessionSummary"),
    handler: async (request) => ({
      success: true as const,
      data: await coachSessions.summary(currentCoachId(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...endpoint(app, "coachCancelSession"),
    handler: async (request) => ({
      success: true as const,
      ...(await coachSessions.cancel(
        app.audit.actorOf(request),
        currentCoachId(request),
        request.params.id,
        request.body.reason,
      )),
    }),
  });
  app.route({
    ...endpoint(app, "coachSessionCalendar"),
    handler: async (request, reply) => {
      const calendar = await coachSessions.calendar(currentCoachId(request), request.params.id);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'attachment; filename="session.ics"')
        .send(calendar);
    },
  });
};
