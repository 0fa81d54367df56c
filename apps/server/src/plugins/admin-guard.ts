import { messages } from "@clutch/contract";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserRow } from "../db/schema";
import { AppError } from "../lib/errors";
import { currentUser } from "./auth";

/** `admin`: an operator with a console session; `admin-sign-in`: an operator, before the second factor. */
type AdminLevel = "admin" | "admin-sign-in";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The check of an operator's endpoint, run after `authenticate` (which reads the account, roles
     * included, from the database on every call). `endpoint()` applies it to every route the
     * contract marks as an admin one, so no admin route can be registered without it.
     */
    adminGuard: (level: AdminLevel) => (request: FastifyRequest) => Promise<void>;
    /**
     * Whether a signed-in request acts as an operator: an admin account with a valid console
     * session. What the admin role grants outside the console (reading paid content) asks this;
     * without a console session an admin is a learner like any other (decision 061).
     */
    actsAsOperator: (request: FastifyRequest) => Promise<boolean>;
  }
}

interface AdminGuardOptions {
  /** Whether the request carries a valid console session (second-factor proof) for `user`. */
  hasConsoleSession: (request: FastifyRequest, user: UserRow) => Promise<boolean>;
}

/**
 * The operators' guard: 403 `FORBIDDEN` for an account without the admin role, then (for `admin`
 * endpoints) 403 `SECOND_FACTOR_REQUIRED` without a console session. The admin module registers it
 * with its way of checking a console session.
 */
export const adminGuardPlugin = fp<AdminGuardOptions>(
  async (app, { hasConsoleSession }) => {
    app.decorate("actsAsOperator", async (request: FastifyRequest) => {
      const user = currentUser(request);
      return user.roles.includes("admin") && (await hasConsoleSession(request, user));
    });
    app.decorate("adminGuard", (level: AdminLevel) => async (request: FastifyRequest) => {
      const user = currentUser(request);
      if (!user.roles.includes("admin")) throw new AppError(403, "FORBIDDEN", messages.admin.forbidden);
      if (level === "admin" && !(await hasConsoleSession(request, user))) {
        throw new AppError(403, "SECOND_FACTOR_REQUIRED", messages.admin.secondFactorRequired);
      }
    });
  },
  { name: "admin-guard", dependencies: ["authentication"] },
);
