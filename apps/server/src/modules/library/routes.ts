import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { currentUser } from "../../plugins/auth";
import type { LibraryService } from "./service";

/** Full chapters (video links, descriptions) for the owner of an item, or anyone signed in when it is free. */
export const libraryRoutes: FastifyPluginAsyncZod<{ service: LibraryService }> = async (app, { service }) => {
  for (const [name, kind] of [
    ["courseChapters", "course"],
    ["guideChapters", "guide"],
  ] as const) {
    app.route({
      ...endpoint(app, name),
      handler: async (request) => {
        const reader = { id: currentUser(request).id, operator: await app.actsAsOperator(request) };
        return { success: true as const, chapters: await service.chapters(reader, kind, request.params.id) };
      },
    });
  }
};
