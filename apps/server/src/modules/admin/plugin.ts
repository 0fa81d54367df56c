import fp from "fastify-plugin";
import { deriveKey, resolveJwtSecret } from "../../lib/secrets";
import { adminGuardPlugin } from "../../plugins/admin-guard";
import { createAdminRepository } from "./repository";
import { adminRoutes } from "./routes";
import { type AdminService, createAdminService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The audit trail, for the console's modules: `app.audit.record({ actor: app.audit.actorOf(request),
     * action, entityType, entityId, before, after })` for every change they make.
     */
    audit: AdminService["audit"];
  }
}

/**
 * Operator access: the guard of every `/api/admin/*` route (`app.adminGuard`, applied by
 * `endpoint()`), the second factor and console sessions, and the audit trail (`app.audit`). Roles
 * are granted only by the `admin` command (`cli.ts`). Modules of the console depend on `"admin"`.
 */
export const adminModule = fp(
  async (app) => {
    const secret = resolveJwtSecret(app.config);
    const repository = createAdminRepository(app.database.db);
    const service = createAdminService({
      repository,
      keys: {
        secretKey: deriveKey(secret, "clutch-totp-secret-v1"),
        codeKey: deriveKey(secret, "clutch-recovery-code-v1"),
        sessionKey: deriveKey(secret, "clutch-admin-session-v1"),
      },
      notify: (message) =>
        app.mailer.send(message).catch((error: unknown) => {
          app.log.error({ err: error, subject: message.subject }, "Could not send a second-factor mail");
        }),
    });
    await app.register(adminGuardPlugin, { hasConsoleSession: service.hasConsoleSession });
    app.decorate("audit", service.audit);
    await app.register(adminRoutes, { service });
  },
  { name: "admin", dependencies: ["auth", "rate-limit", "mail"] },
);
