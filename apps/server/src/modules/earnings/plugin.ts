import fp from "fastify-plugin";
import { createEarningsRepository } from "./repository";
import { earningsRoutes } from "./routes";
import { createEarningsService } from "./service";

/**
 * Coaches' earnings: per paid session the fee, the platform's commission and the coach's share,
 * monthly totals and CSV statements for the coach and the console, payouts the console records
 * (paid outside the site), and the console's overview of every coach's practice. A read model over
 * bookings, orders and refunds.
 */
export const earningsModule = fp(
  async (app) => {
    const service = createEarningsService({
      repo: createEarningsRepository(app.database.db),
      commissionPercent: app.config.coaching.commissionPercent,
      audit: app.audit,
    });
    await app.register(earningsRoutes, { service });
  },
  { name: "earnings", dependencies: ["auth", "admin"] },
);
