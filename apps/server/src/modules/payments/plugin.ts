import fp from "fastify-plugin";
import { runEvery } from "../../lib/background-job";
import { createCashfreeProvider } from "./providers/cashfree";
import { createLocalProvider } from "./providers/local";
import { createLocalBooks } from "./providers/local-books";
import type { PaymentProvider } from "./providers/provider";
import { createPaymentsService } from "./service";

/**
 * The payment flow with the configured provider, as `app.payments`, and its reconciler: a pass
 * every `PAYMENT_RECONCILE_SECONDS`.
 */
export const paymentsPlugin = fp(async (app) => {
  const { payment } = app.config;
  const { appId, secretKey, env, apiUrl } = payment.cashfree;
  const provider: PaymentProvider =
    payment.provider === "cashfree" && appId && secretKey
      ? createCashfreeProvider({ appId, secretKey, env, apiUrl })
      : createLocalProvider(createLocalBooks(app.database.db));
  const service = createPaymentsService({
    repo: app.paymentsRepository,
    provider,
    mailer: app.mailer,
    log: app.log.child({ module: "payments" }),
    publicUrl: app.config.publicUrl,
  });
  app.decorate("payments", service);

  runEvery(app, "Payment reconciler", payment.reconcileSeconds, () => service.reconcileOnce());
});
