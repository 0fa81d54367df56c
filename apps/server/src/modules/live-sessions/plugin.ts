import fp from "fastify-plugin";
import { runEvery } from "../../lib/background-job";
import { createLiveSessionsService, type LiveSessionsService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    liveSessions: LiveSessionsService;
  }
}

/**
 * Live sessions on top of the payment flow: a paid session order confirms its booking in the
 * order's own transaction (the fulfiller), a failed or expired one frees the slot, a refund
 * cancels it; once confirmed the learner is e-mailed; reminders run every `SESSION_JOBS_SECONDS`.
 */
export const liveSessionsPlugin = fp(async (app) => {
  const repo = app.liveSessionsRepository;
  const service = createLiveSessionsService({
    repo,
    payments: app.payments,
    mailer: app.mailer,
    log: app.log.child({ module: "live-sessions" }),
    publicUrl: app.config.publicUrl,
  });
  app.decorate("liveSessions", service);

  app.payments.registerFulfiller("session", {
    grant: async (tx, order) => ((await repo.confirm(tx, order.bookingId ?? "")) ? "granted" : "refund"),
    release: (tx, order) => repo.release(order.bookingId ?? "", tx),
    revoke: (tx, order) => repo.cancelIn(tx, order.bookingId ?? ""),
    describe: async (order) => ({
      name: await repo.title(order.bookingId ?? ""),
      itemId: order.bookingId ?? "",
    }),
  });
  app.payments.onGranted("session", (order) => service.sendConfirmation(order.bookingId ?? ""));

  runEvery(app, "Live-session jobs", app.config.sessionJobsSeconds, () => service.runJobs());
});
