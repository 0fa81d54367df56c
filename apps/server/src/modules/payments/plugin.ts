import fp from "fastify-plugin";
import { runEvery } from "../../lib/background-job";
import { providerNamed } from "./providers/registry";
import { createPaymentsRepository } from "./repository";
import { paymentRoutes } from "./routes";
import { createPaymentsService, type PaymentsService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment flow, for the modules whose items are paid through it (live sessions). */
    payments: PaymentsService;
  }
}

/**
 * Payments with the configured provider: the flow as `app.payments`, its routes and the provider's
 * own ones, and the reconciler, a pass every `PAYMENT_RECONCILE_SECONDS`.
 */
export const paymentsModule = fp(
  async (app) => {
    const { payment } = app.config;
    const definition = providerNamed(payment.providers, payment.provider);
    const repository = createPaymentsRepository(app.database.db);
    await repository.registerProviders(payment.providers.map((known) => known.name));
    const provider = definition.create(payment.settings, { db: app.database.db });
    const service = createPaymentsService({
      repo: repository,
      provider,
      mailer: app.mailer,
      log: app.log.child({ module: "payments" }),
      publicUrl: app.config.publicUrl,
    });
    app.decorate("payments", service);

    runEvery(app, "Payment reconciler", payment.reconcileSeconds, () => service.reconcileOnce());

    await app.register(paymentRoutes, { service });
    if (definition.routes) await app.register(definition.routes(provider), { payments: service });
  },
  { name: "payments", dependencies: ["mail", "auth"] },
);
