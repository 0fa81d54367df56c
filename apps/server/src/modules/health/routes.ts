import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import type { HealthService } from "./service";

/** Liveness: 200 while the database answers in time (see the service), 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.route({
    ...endpoint(app, "health"),
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store");
      try {
        await service.checkDatabase();
        return { status: "ok" as const, db: "ok" as const };
      } catch (error) {
        request.log.error({ err: error }, "health check: database did not answer");
        return reply.code(503).send({ status: "error" as const, db: "error" as const });
      }
    },
  });
};
