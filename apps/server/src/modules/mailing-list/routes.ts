import { messages } from "@clutch/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCsv } from "../../lib/csv";
import { endpoint } from "../../lib/endpoint";
import type { MailingListService } from "./service";

/** The footer's mailing list and the unsubscribe link of its e-mails. */
export const mailingListRoutes: FastifyPluginAsyncZod<{ service: MailingListService }> = async (
  app,
  { service },
) => {
  app.route({
    ...endpoint(app, "subscribe"),
    handler: async (request, reply) => {
      const added = await service.subscribe(request.body.email);
      return reply.code(added ? 201 : 200).send({ success: true, message: messages.mailingList.subscribed });
    },
  });

  app.route({
    ...endpoint(app, "unsubscribe"),
    handler: async (request) => {
      await service.unsubscribe(request.body.email);
      return { success: true as const, message: messages.mailingList.unsubscribed };
    },
  });

  app.route({
    ...endpoint(app, "unsubscribeLink"),
    handler: async (request) => {
      await service.unsubscribeLink(request.query.email);
      return { success: true as const, message: messages.mailingList.unsubscribedPage };
    },
  });

  app.route({
    ...endpoint(app, "adminListSubscribers"),
    handler: async (request) => ({ success: true as const, ...(await service.list(request.query)) }),
  });

  app.route({
    ...endpoint(app, "adminExportSubscribers"),
    handler: async (request, reply) => {
      const csv = await service.exportCsv(app.audit.actorOf(request), request.query.q);
      return sendCsv(reply, "subscribers.csv", csv);
    },
  });
};
