import fp from "fastify-plugin";
import type { DatabaseHandle } from "../../db/client";

declare module "fastify" {
  interface FastifyInstance {
    healthRepository: HealthRepository;
  }
}

/** The one question health asks the database: does it answer at all. */
export function createHealthRepository(database: DatabaseHandle) {
  return {
    /** A trivial query (`select 1`) through the database's own handle. */
    ping: () => database.ping(),
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;

export const healthRepository = fp(async (app) => {
  app.decorate("healthRepository", createHealthRepository(app.database));
});
