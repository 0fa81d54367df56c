import fp from "fastify-plugin";
import { createOrdersRepository } from "./repository";
import { orderRoutes } from "./routes";
import { createOrdersService } from "./service";

/**
 * The console's orders and refunds: search and export orders, read one order's timeline, and
 * refund it in full or in part through the payment flow (`app.payments`), audited.
 */
export const ordersModule = fp(
  async (app) => {
    const service = createOrdersService({
      repo: createOrdersRepository(app.database.db),
      payments: app.payments,
      recordAudit: (entry) => app.audit.record(entry),
      recordAuditIn: (tx, entry) => app.audit.recordIn(tx, entry),
    });
    await app.register(orderRoutes, { service });
  },
  { name: "orders", dependencies: ["admin", "payments"] },
);
