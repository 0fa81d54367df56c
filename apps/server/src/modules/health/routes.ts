import { HealthResponseSchema } from "@clutch/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const PING_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["misc"],
        summary: "Liveness and database reachability",
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS),
          ),
        ]);
        return reply.header("cache-control", "no-store").send({ status: "ok" as const, db: "ok" as const });
      } catch (error) {
        request.log.error({ err: error }, "health check: database did not answer");
        return reply
          .code(503)
          .header("cache-control", "no-store")
          .send({ status: "error" as const, db: "error" as const });
      }
    },
  );
};
