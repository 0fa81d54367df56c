import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { currentUser } from "../../plugins/auth";
import { clientKey, routeRateLimit } from "../../plugins/rate-limit";
import type { CoachAccessService } from "./access";
import type { CoachAccountsService } from "./service";

/** Accept attempts per client in the window: enough for a person, too few to try tokens. */
const ACCEPT_ATTEMPTS = 30;
const ACCEPT_WINDOW_MS = 15 * 60_000;

/** The console's invitations, and the invitation link's own calls. */
export const coachAccountRoutes: FastifyPluginAsyncZod<{
  service: CoachAccountsService;
  access: CoachAccessService;
}> = async (app, { service, access }) => {
  app.route({
    ...endpoint(app, "adminListCoachInvitations"),
    handler: async (request) => ({ success: true as const, ...(await service.list(request.params.id)) }),
  });

  app.route({
    ...endpoint(app, "adminInviteCoach"),
    handler: async (request, reply) => {
      const data = await service.invite(app.audit.actorOf(request), request.params.id, request.body.email);
      return reply.code(201).send({ success: true, data });
    },
  });

  app.route({
    ...endpoint(app, "adminRevokeCoachInvitation"),
    handler: async (request) => ({
      success: true as const,
      data: await service.revoke(app.audit.actorOf(request), request.params.id, request.params.invitationId),
    }),
  });

  app.route({
    ...endpoint(app, "adminRemoveCoachAccount"),
    handler: async (request) => access.remove(app.audit.actorOf(request), request.params.id, request.body),
  });

  app.route({
    ...endpoint(app, "getCoachInvitation"),
    handler: async (request) => ({
      success: true as const,
      ...(await service.preview(request.params.token)),
    }),
  });

  app.route({
    ...endpoint(app, "acceptCoachInvitation"),
    config: {
      rateLimit: routeRateLimit(ACCEPT_ATTEMPTS, ACCEPT_WINDOW_MS, (r) => `invitation:${clientKey(r)}`),
    },
    handler: async (request, reply) => {
      // A bearer token attaches that account; without one, a password creates the invited account.
      if (request.headers.authorization) await app.authenticate(request, reply);
      const password = request.body?.password;
      const acceptor = request.user ? { user: currentUser(request) } : password ? { password } : undefined;
      return {
        success: true as const,
        ...(await service.accept(request.params.token, acceptor, request.ip)),
      };
    },
  });
};
