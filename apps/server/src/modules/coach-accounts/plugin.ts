import fp from "fastify-plugin";
import { createCoachAccountsRepository } from "./repository";
import { coachAccountRoutes } from "./routes";
import { createCoachAccountsService } from "./service";

/**
 * Coach accounts by invitation: operators invite an e-mail address to run a coach profile; the
 * mailed single-use link creates that account or attaches the existing one (through `app.accounts`),
 * which then runs the profile and reaches the coach workspace.
 */
export const coachAccountsModule = fp(
  async (app) => {
    const service = createCoachAccountsService({
      repo: createCoachAccountsRepository(app.database.db),
      accounts: app.accounts,
      audit: app.audit,
      mailer: app.mailer,
      log: app.log.child({ module: "coach-accounts" }),
      publicUrl: app.config.publicUrl,
    });
    await app.register(coachAccountRoutes, { service });
  },
  { name: "coach-accounts", dependencies: ["mail", "rate-limit", "auth", "admin"] },
);
