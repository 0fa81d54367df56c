import { EDITOR_KINDS, editorMessages, isIdShaped } from "@clutch/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { notFound } from "../../lib/errors";
import type { EditorService } from "./service";

const isKind = (kind: unknown) => (EDITOR_KINDS as readonly unknown[]).includes(kind);

/**
 * An unknown kind or an id that cannot name a row is a missing page (404), not a malformed
 * request: checked before the schema would call it a 400.
 */
async function missingItemIsNotFound(request: FastifyRequest) {
  const { kind, id } = request.params as { kind?: string; id?: string };
  if (!isKind(kind) || (id !== undefined && !isIdShaped(id))) throw notFound(editorMessages.notFound);
}

/** The console's catalogue: every kind at `/api/admin/catalogue/:kind`, behind the operators' guard. */
export const editorRoutes: FastifyPluginAsyncZod<{ service: EditorService }> = async (app, { service }) => {
  app.addHook("preValidation", missingItemIsNotFound);
  const actorOf = (request: FastifyRequest) => app.audit.actorOf(request);
  const answer = <T>(data: T) => ({ success: true as const, data });

  app.route({
    ...endpoint(app, "adminListItems"),
    handler: async (request) => {
      const { kind } = request.params;
      const { rows, total } = await service.list(kind, request.query);
      const { page, limit } = request.query;
      return { success: true as const, data: rows, meta: { total, page, limit } };
    },
  });

  app.route({
    ...endpoint(app, "adminGetItem"),
    handler: async (request) => answer(await service.get(request.params.kind, request.params.id)),
  });

  app.route({
    ...endpoint(app, "adminCreateItem"),
    handler: async (request, reply) => {
      const item = await service.create(actorOf(request), request.params.kind, request.body);
      return reply.code(201).send(answer(item));
    },
  });

  app.route({
    ...endpoint(app, "adminUpdateItem"),
    handler: async (request) =>
      answer(await service.update(actorOf(request), request.params.kind, request.params.id, request.body)),
  });

  app.route({
    ...endpoint(app, "adminSetItemState"),
    handler: async (request) =>
      answer(await service.setState(actorOf(request), request.params.kind, request.params.id, request.body)),
  });

  app.route({
    ...endpoint(app, "adminDeleteItem"),
    handler: async (request) =>
      answer(await service.softDelete(actorOf(request), request.params.kind, request.params.id)),
  });

  app.route({
    ...endpoint(app, "adminRestoreItem"),
    handler: async (request) =>
      answer(await service.restore(actorOf(request), request.params.kind, request.params.id)),
  });
};
