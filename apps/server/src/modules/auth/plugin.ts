import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { deriveKey, resolveJwtSecret } from "../../lib/secrets";
import { createTokenService } from "../../lib/tokens";
import { authenticationPlugin } from "../../plugins/auth";
import { createAuthRepository } from "./repository";
import { authRoutes } from "./routes";
import { type AuthService, createAuthService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** Accounts for the other modules (an invitation creates or attaches one). */
    accounts: AuthService["accounts"];
  }
}

/**
 * Accounts: sign-up, sign-in, passwords and profiles, and the bearer-token check every protected
 * route of every module uses (`app.authenticate`), which reads accounts through this module.
 */
export const authModule = fp(
  async (app) => {
    const secret = resolveJwtSecret(app.config);
    const tokens = createTokenService(secret);
    const repository = createAuthRepository(app.database.db);
    const service = createAuthService({
      repository,
      tokens,
      otpKey: deriveKey(secret, "clutch-otp-v1"),
      mailer: app.mailer,
      storage: app.storage,
      log: app.log,
      otpMaxTries: app.config.limits.otpMaxTries,
    });
    await app.register(authenticationPlugin, {
      tokens,
      findUser: repository.findById,
      coachProfileInService: repository.coachProfileInService,
    });
    app.decorate("accounts", service.accounts);
    reencodeStoredAvatarsAtStart(app, service);
    await app.register(authRoutes, { service });
  },
  { name: "auth", dependencies: ["mail", "rate-limit", "storage"] },
);

/** Pictures stored byte for byte before uploads were re-encoded are re-encoded once, at start-up. */
function reencodeStoredAvatarsAtStart(app: FastifyInstance, service: AuthService) {
  app.addHook("onReady", async () => {
    const { reencoded, removed, missing } = await service.reencodeStoredAvatars();
    if (reencoded + removed + missing === 0) return;
    app.log.info(
      { reencoded, removed, missing },
      `Stored profile pictures: ${reencoded} re-encoded, ${removed} that did not decode removed, ${missing} missing files left as they are`,
    );
  });
}
