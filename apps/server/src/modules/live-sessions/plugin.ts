import fp from "fastify-plugin";
import { runEvery } from "../../lib/background-job";
import { createLiveSessionsRepository } from "./repository";
import { liveSessionRoutes } from "./routes";
import { createLiveSessionsService } from "./service";

/**
 * Live sessions on top of the payment flow: a paid session order confirms its booking in the
 * order's own transaction (the fulfiller), a failed or expired one frees the slot, a refund
 * cancels it; once confirmed the learner is e-mailed; reminders run every `SESSION_JOBS_SECONDS`.
 */
export const liveSessionsModule = fp(
  async (app) => {
    const repository = createLiveSessionsRepository(app.database.db);
    const service = createLiveSessionsService({
      repo: repository,
      payments: app.payments,
      mailer: app.mailer,
      log: app.log.child({ module: "live-sessions" }),
      publicUrl: app.config.publicUrl,
    });

    app.payments.registerFulfiller("session", {
      grant: async (tx, order) =>
        (await repository.confirm(tx, order.bookingId ?? "")) ? "granted" : "refund",
      release: (tx, order) => repository.release(order.bookingId ?? "", tx),
      revoke: (tx, order) => repository.cancelIn(tx, order.bookingId ?? ""),
      describe: async (order) => ({
        name: await repository.title(order.bookingId ?? ""),
        itemId: order.bookingId ?? "",
      }),
    });
    app.payments.onGranted("session", (order) => service.sendConfirmation(order.bookingId ?? ""));

    runEvery(app, "Live-session jobs", app.config.sessionJobsSeconds, () => service.runJobs());

    await app.register(liveSessionRoutes, { service });
  },
  { name: "live-sessions", dependencies: ["mail", "auth", "payments"] },
);
