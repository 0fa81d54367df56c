import { CreateOrderResponseSchema } from "@clutch/contract";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { currentUser } from "../../plugins/auth";
import { orderSchemaOf } from "./providers/registry";
import type { PaymentsService } from "./service";

/** Orders, access checks, the result page's status and the providers' webhooks. */
export const paymentRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (
  app,
  { service },
) => {
  // The order answer of every registered provider (the contract's, unless a test added one).
  const created = CreateOrderResponseSchema.extend({ order: orderSchemaOf(app.config.payment.providers) });

  for (const [name, kind] of [
    ["createCourseOrder", "course"],
    ["createGuideOrder", "guide"],
  ] as const) {
    const route = endpoint(app, name);
    app.route({
      ...route,
      schema: { ...route.schema, response: { ...route.schema.response, 200: created } },
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
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    raw.removeContentTypeParser("application/json");
    raw.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    raw.route({
      ...endpoint(raw, "paymentWebhook"),
      handler: async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await service.webhook(request.params.provider, body, request.headers);
        return { success: true as const };
      },
    });
  });
};
