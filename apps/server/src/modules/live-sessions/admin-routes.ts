import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import type { AdminBookingsService } from "./admin-bookings";

/** The console's bookings, behind the operators' guard. */
export const adminBookingRoutes: FastifyPluginAsyncZod<{ bookings: AdminBookingsService }> = async (
  app,
  { bookings },
) => {
  app.route({
    ...endpoint(app, "adminListBookings"),
    handler: async (request) => {
      const { page, limit, ...filters } = request.query;
      return { success: true as const, ...(await bookings.list(filters, page, limit)) };
    },
  });
  app.route({
    ...endpoint(app, "adminCancelBooking"),
    handler: async (request) => ({
      success: true as const,
      ...(await bookings.cancel(app.audit.actorOf(request), request.params.id, request.body.reason)),
    }),
  });
  app.route({
    ...endpoint(app, "adminUpholdDispute"),
    handler: async (request) => ({
      success: true as const,
      ...(await bookings.upholdDispute(app.audit.actorOf(request), request.params.id)),
    }),
  });
  app.route({
    ...endpoint(app, "adminReverseDispute"),
    handler: async (request) => ({
      success: true as const,
      ...(await bookings.reverseDispute(app.audit.actorOf(request), request.params.id)),
    }),
  });
};
