import { messages } from "@clutch/contract";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import * as t from "../db/schema";
import { AppError } from "../lib/errors";
import { deriveKey, resolveJwtSecret } from "../lib/secrets";
import { createTokenService, type TokenService } from "../lib/tokens";

export type UserRow = typeof t.users.$inferSelect;

declare module "fastify" {
  interface FastifyInstance {
    tokens: TokenService;
    /** HMAC key of the e-mailed one-time codes (derived from the JWT secret). */
    otpKey: Buffer;
    /**
     * Bearer-token check; protected routes name it: `onRequest: app.authenticate`. It runs before
     * the body is read, so unauthenticated uploads are refused without parsing them.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate`, null on public routes. */
    user: UserRow | null;
  }
}

export const unauthorized = () =>
  new AppError(401, "UNAUTHORIZED", messages.auth.unauthorized, undefined, { "www-authenticate": "Bearer" });

/** The signed-in user of a route that ran `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

const BEARER = /^Bearer +([\w-]+\.[\w-]+\.[\w-]*) *$/i;

/** Bearer JWTs (docs/decisions/004): a token is good while its `pwv` matches the user's password version. */
export const authPlugin = fp(async (app) => {
  const secret = resolveJwtSecret(app.config);
  const tokens = createTokenService(secret);
  app.decorate("tokens", tokens);
  app.decorate("otpKey", deriveKey(secret, "clutch-otp-v1"));
  app.decorateRequest("user", null);

  app.decorate("authenticate", async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? "");
    const claims = match?.[1] ? await tokens.verify(match[1]) : undefined;
    if (!claims) throw unauthorized();
    const [user] = await app.db.select().from(t.users).where(eq(t.users.id, claims.userId)).limit(1);
    if (!user || user.verifiedAt === null || user.passwordVersion !== claims.passwordVersion) {
      throw unauthorized();
    }
    request.user = user;
  });
});
