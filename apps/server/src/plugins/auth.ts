import { coachWorkspaceMessages, messages } from "@clutch/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserRow } from "../db/schema";
import { AppError } from "../lib/errors";
import { isPrivateAnswer } from "../lib/response-cache";
import type { TokenService } from "../lib/tokens";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Bearer-token check; protected routes name it: `onRequest: app.authenticate`. It runs before
     * the body is read, so unauthenticated uploads are refused without parsing them.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The coach endpoints' check, after `authenticate`: 403 for an account that runs no coach
     * profile, and for one whose profile is disabled or deleted (read on every call, so closing a
     * profile closes its workspace at once). `endpoint()` applies it to every coach endpoint.
     */
    requireCoach: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate`, null on public routes. */
    user: UserRow | null;
  }
}

const unauthorized = () =>
  new AppError(401, "UNAUTHORIZED", messages.auth.unauthorized, undefined, { "www-authenticate": "Bearer" });

/** The signed-in user of a route that ran `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The coach profile the signed-in account runs (on a route that ran `app.requireCoach`). */
export function currentCoachId(request: FastifyRequest): string {
  const { coachId } = currentUser(request);
  if (!coachId) throw new AppError(403, "FORBIDDEN", coachWorkspaceMessages.forbidden);
  return coachId;
}

const BEARER = /^Bearer +([\w-]+\.[\w-]+\.[\w-]*) *$/i;

interface AuthenticationOptions {
  tokens: TokenService;
  /** The account a token names, as it is now. */
  findUser: (id: string) => Promise<UserRow | undefined>;
  /** Whether a coach profile is in service (neither disabled nor deleted), as it is now. */
  coachProfileInService: (coachId: string) => Promise<boolean>;
}

/**
 * Bearer JWTs (docs/decisions/004): a token is good while its `pwv` matches the user's password
 * version. The accounts module registers it with its token service and its way to find a user.
 */
export const authenticationPlugin = fp<AuthenticationOptions>(
  async (app, { tokens, findUser, coachProfileInService }) => {
    app.decorateRequest("user", null);

    // One place for every answer that carries a token or a user, errors included: never stored.
    // A callback hook: no promise per request.
    app.addHook("onSend", (request, reply, payload, done) => {
      if (isPrivateAnswer(request) && !/\bno-store\b/.test(String(reply.getHeader("cache-control") ?? ""))) {
        reply.header("cache-control", "no-store");
      }
      done(null, payload);
    });

    app.decorate("authenticate", async (request: FastifyRequest) => {
      const match = BEARER.exec(request.headers.authorization ?? "");
      const claims = match?.[1] ? await tokens.verify(match[1]) : undefined;
      if (!claims) throw unauthorized();
      const user = await findUser(claims.userId);
      if (!user || user.verifiedAt === null || user.passwordVersion !== claims.passwordVersion) {
        throw unauthorized();
      }
      request.user = user;
    });

    app.decorate("requireCoach", async (request: FastifyRequest) => {
      const user = currentUser(request);
      if (!user.coachId || !user.roles.includes("coach")) {
        throw new AppError(403, "FORBIDDEN", coachWorkspaceMessages.forbidden);
      }
      if (!(await coachProfileInService(user.coachId))) {
        throw new AppError(403, "FORBIDDEN", coachWorkspaceMessages.profileClosed);
      }
    });
  },
  { name: "authentication" },
);
