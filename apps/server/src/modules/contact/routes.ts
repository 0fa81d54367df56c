import { messages } from "@clutch/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import type { ContactService } from "./service";

/** The contact page's call and the console's inbox of contact messages. */
export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  app.route({
    ...endpoint(app, "contact"),
    handler: async (request, reply) => {
      // After validation, so a refused form (or a filled honeypot) does not use the sender's budget.
      await app.durableLimits.spendContactMessage(request);
      await service.send(request.body);
      return reply.code(201).send({ success: true, message: messages.contact.sent });
    },
  });

  app.route({
    ...endpoint(app, "adminListMessages"),
    handler: async (request) => service.list(request.query),
  });

  app.route({
    ...endpoint(app, "adminGetMessage"),
    handler: async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  });

  app.route({
    ...endpoint(app, "adminReplyToMessage"),
    handler: async (request, reply) => {
      const data = await service.reply(app.audit.actorOf(request), request.params.id, request.body.body);
      return reply.code(201).send({ success: true, data });
    },
  });

  app.route({
    ...endpoint(app, "adminSetMessageStatus"),
    handler: async (request) => ({
      success: true as const,
      data: await service.setStatus(app.audit.actorOf(request), request.params.id, request.body.status),
    }),
  });
};
