import { messages } from "@clutch/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { notFound } from "../../lib/errors";
import { currentUser } from "../../plugins/auth";
import type { PaymentsService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment flow (also used by the reconciler and, later, by bookings). */
    payments: PaymentsService;
  }
}

/** Orders, access checks, the result page's status, Cashfree's webhook and the test checkout. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.payments;

  for (const [name, kind] of [
    ["createCourseOrder", "course"],
    ["createGuideOrder", "guide"],
  ] as const) {
    app.route({
      ...endpoint(app, name),
      handler: async (request) => {
        const body = request.body;
        const itemId = "courseId" in body ? body.courseId : body.guideId;
        const order = await service.createOrder(currentUser(request).id, kind, {
          userId: body.userId,
          itemId,
          amount: body.amount,
          ...(body.phone ? { phone: body.phone } : {}),
        });
        return { success: true as const, order };
      },
    });
  }

  app.route({
    ...endpoint(app, "checkCourseAccess"),
    handler: async (request) => ({
      success: true as const,
      hasAccess: await service.hasAccess(
        currentUser(request).id,
        request.body.userId,
        "course",
        request.body.courseId,
      ),
    }),
  });
  app.route({
    ...endpoint(app, "checkGuideAccess"),
    handler: async (request) => ({
      success: true as const,
      hasAccess: await service.hasAccess(
        currentUser(request).id,
        request.body.userId,
        "guide",
        (request.body.guideId ?? request.body.courseId) as string,
      ),
    }),
  });

  app.route({
    ...endpoint(app, "paymentStatus"),
    handler: async (request) => service.paymentStatus(request.params.orderId),
  });

  // The webhook is verified over its raw bytes: in this context JSON is not parsed.
  await app.register(async (raw) => {
    raw.removeContentTypeParser("application/json");
    raw.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    raw.route({
      ...endpoint(raw, "cashfreeWebhook"),
      handler: async (request) => {
        if (app.config.payment.provider !== "cashfree") throw notFound(messages.general.notFound);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await service.webhook(body, request.headers);
        return { success: true as const };
      },
    });
  });

  app.route({
    ...endpoint(app, "localCheckout"),
    handler: async (request) => ({
      success: true as const,
      checkout: await service.localCheckout(request.params.paymentSessionId),
    }),
  });
  app.route({
    ...endpoint(app, "localComplete"),
    handler: async (request) => ({
      success: true as const,
      orderId: await service.localComplete(request.params.paymentSessionId, request.body.outcome),
    }),
  });
};
