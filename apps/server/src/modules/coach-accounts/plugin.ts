import fp from "fastify-plugin";
import { createCoachAccessService } from "./access";
import { createCoachAccountsRepository } from "./repository";
import { coachAccountRoutes } from "./routes";
import { createCoachAccountsService } from "./service";

/**
 * Coach accounts by invitation: operators invite an e-mail address to run a coach profile; the
 * mailed single-use link creates that account or attaches the existing one (through `app.accounts`),
 * which then runs the profile and reaches the coach workspace; operators take that access back
 * (and may cancel the coach's upcoming sessions through the live-sessions module's bookings).
 */
export const coachAccountsModule = fp(
  async (app) => {
    const repo = createCoachAccountsRepository(app.database.db);
    const service = createCoachAccountsService({
      repo,
      accounts: app.accounts,
      audit: app.audit,
      mailer: app.mailer,
      log: app.log.child({ module: "coach-accounts" }),
      publicUrl: app.config.publicUrl,
    });
    const access = createCoachAccessService({ repo, audit: app.audit, bookings: app.coachBookings });
    await app.register(coachAccountRoutes, { service, access });
  },
  { name: "coach-accounts", dependencies: ["mail", "rate-limit", "auth", "admin", "live-sessions"] },
);
