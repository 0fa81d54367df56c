import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCsv } from "../../lib/csv";
import { endpoint } from "../../lib/endpoint";
import { currentCoachId } from "../../plugins/auth";
import type { EarningsService } from "./service";

/** A coach's own earnings under `/api/coach-workspace/`, and the console's view and payouts. */
export const earningsRoutes: FastifyPluginAsyncZod<{ service: EarningsService }> = async (
  app,
  { service },
) => {
  app.route({
    ...endpoint(app, "coachEarnings"),
    handler: async (request) => ({
      success: true as const,
      data: await service.earnings(currentCoachId(request), request.query),
    }),
  });

  app.route({
    ...endpoint(app, "coachExportEarnings"),
    handler: async (request, reply) => {
      const { filename, csv } = await service.statement(
        app.audit.actorOf(request),
        currentCoachId(request),
        request.query,
      );
      return sendCsv(reply, filename, csv);
    },
  });

  app.route({
    ...endpoint(app, "adminListCoachPractices"),
    handler: async () => ({ success: true as const, data: await service.practices() }),
  });

  app.route({
    ...endpoint(app, "adminCoachEarnings"),
    handler: async (request) => ({
      success: true as const,
      data: await service.earnings(request.params.id, request.query),
    }),
  });

  app.route({
    ...endpoint(app, "adminExportCoachEarnings"),
    handler: async (request, reply) => {
      const { filename, csv } = await service.statement(
        app.audit.actorOf(request),
        request.params.id,
        request.query,
      );
      return sendCsv(reply, filename, csv);
    },
  });

  app.route({
    ...endpoint(app, "adminRecordPayout"),
    handler: async (request, reply) => {
      const { payout, recorded } = await service.recordPayout(
        app.audit.actorOf(request),
        request.params.id,
        request.body,
      );
      // A retry of a payout already recorded is answered with it (200), never recorded twice.
      return reply.status(recorded ? 201 : 200).send({ success: true as const, data: payout });
    },
  });
};
