import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { currentUser } from "../../plugins/auth";
import type { AdminService } from "./service";

/**
 * The console's own calls: who is signed in, the second factor's set-up and codes, signing out of
 * the console, and the audit trail. `endpoint()` puts the operators' guard in front of each.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  app.route({
    ...endpoint(app, "adminMe"),
    handler: async (request) => service.me(request, currentUser(request)),
  });

  app.route({
    ...endpoint(app, "adminSecondFactorSetup"),
    handler: async (request) => service.setUp(currentUser(request), request.body.password, app.durableLimits),
  });

  app.route({
    ...endpoint(app, "adminSecondFactorConfirm"),
    handler: async (request) =>
      service.confirm(request, currentUser(request), request.body, app.durableLimits),
  });

  app.route({
    ...endpoint(app, "adminSecondFactorVerify"),
    handler: async (request) => service.verify(currentUser(request), request.body.code, app.durableLimits),
  });

  app.route({
    ...endpoint(app, "adminSecondFactorRecover"),
    handler: async (request) =>
      service.recover(request, currentUser(request), request.body.recoveryCode, app.durableLimits),
  });

  app.route({
    ...endpoint(app, "adminSignOut"),
    handler: async (request) => service.signOut(request, currentUser(request)),
  });

  app.route({
    ...endpoint(app, "adminAudit"),
    handler: async (request) => service.listAudit(request.query),
  });
};
