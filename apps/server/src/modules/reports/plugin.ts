import fp from "fastify-plugin";
import { createReportsRepository } from "./repository";
import { reportsRoutes } from "./routes";
import { createReportsService } from "./service";

/**
 * The console's reports: revenue (gross, refunds, net) and counts by day, week or month in the
 * business's zone. A read model over orders, refunds and bookings (docs/decisions/022-reports.md).
 */
export const reportsModule = fp(
  async (app) => {
    const repository = createReportsRepository(app.database.db);
    const service = createReportsService({ repository, recordAudit: (entry) => app.audit.record(entry) });
    await app.register(reportsRoutes, { service });
  },
  { name: "reports", dependencies: ["admin"] },
);
