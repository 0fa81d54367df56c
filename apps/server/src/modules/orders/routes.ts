import { orderMessages } from "@clutch/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCsv } from "../../lib/csv";
import { endpoint } from "../../lib/endpoint";
import type { OrdersService } from "./service";

const REFUND_MESSAGES = {
  SUCCESS: orderMessages.refunded,
  PENDING: orderMessages.refundPending,
  CANCELLED: orderMessages.refundCancelled,
} as const;

/** The console's orders at `/api/admin/orders`, behind the operators' guard. */
export const orderRoutes: FastifyPluginAsyncZod<{ service: OrdersService }> = async (app, { service }) => {
  app.route({
    ...endpoint(app, "adminListOrders"),
    handler: async (request) => {
      const { page, limit, ...search } = request.query;
      const { rows, total } = await service.list(search, page, limit);
      return { success: true as const, data: rows, meta: { total, page, limit } };
    },
  });

  app.route({
    ...endpoint(app, "adminExportOrders"),
    handler: async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(
        reply,
        `orders-${day}.csv`,
        await service.exportCsv(app.audit.actorOf(request), request.query),
      );
    },
  });

  app.route({
    ...endpoint(app, "adminGetOrder"),
    handler: async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  });

  app.route({
    ...endpoint(app, "adminRefundOrder"),
    handler: async (request) => {
      const { refund, order } = await service.refund(
        app.audit.actorOf(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: REFUND_MESSAGES[refund.status], refund, data: order };
    },
  });
};
