import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import type { PlansService } from "./service";

/** Subscription packages and team plans. */
export const plansRoutes: FastifyPluginAsyncZod<{ service: PlansService }> = async (app, { service }) => {
  app.route({
    ...endpoint(app, "listPackages"),
    handler: async () => ({ success: true as const, data: await service.packages() }),
  });

  app.route({
    ...endpoint(app, "listGamePackages"),
    handler: async (request) => ({
      success: true as const,
      data: await service.packagesOfGame(request.params.gameId),
    }),
  });

  app.route({
    ...endpoint(app, "listTeamPlans"),
    handler: async () => ({ success: true as const, data: await service.teamPlans() }),
  });
};
