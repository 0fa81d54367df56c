import fp from "fastify-plugin";
import { runEvery } from "../../lib/background-job";
import { createAdminBookingsService } from "./admin-bookings";
import { createAdminBookingsRepository } from "./admin-repository";
import { adminBookingRoutes } from "./admin-routes";
import { createCoachBookings } from "./coach-bookings";
import { createCoachSessionsService } from "./coach-sessions";
import { createCoachSessionsRepository } from "./coach-sessions-repository";
import { coachSessionRoutes } from "./coach-sessions-routes";
import { createLiveSessionsRepository } from "./repository";
import { liveSessionRoutes } from "./routes";
import { createScheduleService } from "./schedule";
import { createScheduleRepository } from "./schedule-repository";
import { createLiveSessionsService } from "./service";
import { createWorkspaceScheduleService } from "./workspace-schedule";
import { createWorkspaceScheduleRepository } from "./workspace-schedule-repository";
import { workspaceScheduleRoutes } from "./workspace-schedule-routes";

/**
 * Live sessions on top of the payment flow: a paid session order confirms its booking in the
 * order's own transaction (the fulfiller), a failed or expired one frees the slot, a refund
 * cancels it; once confirmed the learner is e-mailed; reminders run every `SESSION_JOBS_SECONDS`.
 * Operators edit a coach's offer (session types and weekly hours) through the console, and see and
 * cancel every booking there (a full refund, whenever the session starts).
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
      meetingRoomBaseUrl: app.config.coaching.meetingRoomBaseUrl,
      audit: app.audit,
    });

    app.payments.registerFulfiller("session", {
      grant: async (tx, order) =>
        (await repository.confirm(tx, order.bookingId ?? "")) ? "granted" : "refund",
      release: (tx, order) => repository.release(order.bookingId ?? "", tx),
      revoke: (tx, order, observation) => {
        // Set by a business-side cancel (the console's or the coach's); a plain refund of the order has none.
        const cancelledBy = observation.kind === "refund-requested" ? observation.cancelledBy : undefined;
        return repository.cancelIn(
          tx,
          order.bookingId ?? "",
          cancelledBy ?? "operator",
          cancelledBy !== undefined,
        );
      },
      describe: async (order) => ({
        name: await repository.title(order.bookingId ?? ""),
        itemId: order.bookingId ?? "",
      }),
    });
    app.payments.onGranted("session", (order) => service.sendConfirmation(order.bookingId ?? ""));

    runEvery(app, "Live-session jobs", app.config.sessionJobsSeconds, () => service.runJobs());

    const schedules = createScheduleService({
      repo: createScheduleRepository(app.database.db),
      audit: app.audit,
      changes: app.changes,
    });
    await app.register(liveSessionRoutes, { service, schedules });
    const bookings = createAdminBookingsService({
      repo: createAdminBookingsRepository(app.database.db),
      payments: app.payments,
      sessions: service,
      audit: app.audit,
    });
    await app.register(adminBookingRoutes, { bookings });
    app.decorate("coachBookings", createCoachBookings(app.database.db, bookings));
    await app.register(workspaceScheduleRoutes, {
      schedule: createWorkspaceScheduleService({
        repo: createWorkspaceScheduleRepository(app.database.db),
        audit: app.audit,
        changes: app.changes,
      }),
    });
    const coachSessions = createCoachSessionsService({
      repo: createCoachSessionsRepository(app.database.db),
      payments: app.payments,
      sessions: service,
      audit: app.audit,
    });
    await app.register(coachSessionRoutes, { coachSessions });
  },
  { name: "live-sessions", dependencies: ["mail", "auth", "payments", "admin", "change-feed"] },
);
