import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";

const PING_TIMEOUT_MS = 2000;

/** Liveness: 200 while the database answers within the timeout, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(app, "health"),
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store");
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS),
          ),
        ]);
        return { status: "ok" as const, db: "ok" as const };
      } catch (error) {
        request.log.error({ err: error }, "health check: database did not answer");
        return reply.code(503).send({ status: "error" as const, db: "error" as const });
      }
    },
  });
};
