import fp from "fastify-plugin";
import { createHealthRepository } from "./repository";
import { healthRoutes } from "./routes";
import { createHealthService } from "./service";

/** `GET /api/health`: whether the server and its database answer. */
export const healthModule = fp(
  async (app) => {
    const repository = createHealthRepository(app.database);
    const service = createHealthService({ repository });
    await app.register(healthRoutes, { service });
  },
  { name: "health" },
);
