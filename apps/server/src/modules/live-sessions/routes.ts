import { CreateBookingResponseSchema } from "@clutch/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { currentUser } from "../../plugins/auth";
import { orderSchemaOf } from "../payments/providers/registry";
import type { ScheduleService } from "./schedule";
import type { LiveSessionsService } from "./service";

/**
 * A coach's free slots, booking with payment, the learner's sessions, cancel, move, calendar file;
 * and for operators, a coach's offer (session types and weekly hours).
 */
export const liveSessionRoutes: FastifyPluginAsyncZod<{
  service: LiveSessionsService;
  schedules: ScheduleService;
}> = async (app, { service, schedules }) => {
  // The order answer of every registered provider (the contract's, unless a test added one).
  const booked = CreateBookingResponseSchema.extend({ order: orderSchemaOf(app.config.payment.providers) });

  app.route({
    ...endpoint(app, "coachAvailability"),
    handler: async (request) => ({
      success: true as const,
      ...(await service.availability(request.params.id, request.query)),
    }),
  });
  const book = endpoint(app, "bookSession");
  app.route({
    ...book,
    schema: { ...book.schema, response: { ...book.schema.response, 200: booked } },
    handler: async (request) => ({
      success: true as const,
      ...(await service.book(currentUser(request).id, request.body)),
    }),
  });
  app.route({
    ...endpoint(app, "listBookings"),
    handler: async (request) => ({
      success: true as const,
      data: await service.list(currentUser(request).id),
    }),
  });
  app.route({
    ...endpoint(app, "cancelBooking"),
    handler: async (request) => ({
      success: true as const,
      ...(await service.cancel(currentUser(request).id, request.params.id)),
    }),
  });
  app.route({
    ...endpoint(app, "rescheduleBooking"),
    handler: async (request) => ({
      success: true as const,
      booking: await service.reschedule(currentUser(request).id, request.params.id, request.body.start),
    }),
  });
  app.route({
    ...endpoint(app, "bookingCalendar"),
    handler: async (request, reply) => {
      const calendar = await service.calendar(currentUser(request).id, request.params.id);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'attachment; filename="session.ics"')
        .send(calendar);
    },
  });

  app.route({
    ...endpoint(app, "disputeNoShow"),
    handler: async (request) => ({
      success: true as const,
      booking: await service.dispute(
        app.audit.actorOf(request),
        currentUser(request).id,
        request.params.id,
        request.body.note,
      ),
    }),
  });

  app.route({
    ...endpoint(app, "adminCoachSchedule"),
    handler: async (request) => ({ success: true as const, data: await schedules.get(request.params.id) }),
  });
  app.route({
    ...endpoint(app, "adminUpdateCoachSchedule"),
    handler: async (request) => ({
      success: true as const,
      data: await schedules.replace(app.audit.actorOf(request), request.params.id, request.body),
    }),
  });
};
