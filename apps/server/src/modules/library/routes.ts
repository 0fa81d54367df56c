import {
  ErrorResponseSchema,
  ID_MAX_LENGTH,
  IdParamsSchema,
  messages,
  OwnedChaptersResponseSchema,
} from "@clutch/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, notFound } from "../../lib/errors";
import { currentUser } from "../../plugins/auth";
import { createLibraryRepository, type ItemKind } from "./repository";

const TEXTS = {
  course: { notFound: messages.catalogue.courseNotFound, notOwned: messages.catalogue.courseNotOwned },
  guide: { notFound: messages.catalogue.guideNotFound, notOwned: messages.catalogue.guideNotOwned },
} as const;

/** Full chapters (video links, descriptions) for the owner of an item, or anyone signed in when it is free. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const library = createLibraryRepository(app.db);

  for (const kind of ["course", "guide"] as const satisfies ItemKind[]) {
    app.get(
      `/${kind}/:id/user`,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ["owned content"],
          summary: `Chapters of a ${kind} the user owns (or a free one)`,
          security: [{ bearerAuth: [] }],
          params: IdParamsSchema,
          response: {
            200: OwnedChaptersResponseSchema,
            401: ErrorResponseSchema,
            403: ErrorResponseSchema,
            404: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const { id } = request.params;
        const item = id.length <= ID_MAX_LENGTH ? await library.visibleItem(kind, id) : undefined;
        if (!item) throw notFound(TEXTS[kind].notFound);
        if (item.price > 0 && !(await library.owns(user.id, kind, item.id))) {
          throw new AppError(403, "NOT_OWNED", TEXTS[kind].notOwned);
        }
        reply.header("cache-control", "private, no-store");
        return { success: true as const, chapters: await library.approvedChapters(kind, item.id) };
      },
    );
  }
};
