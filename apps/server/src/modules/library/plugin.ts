import fp from "fastify-plugin";
import { createLibraryRepository } from "./repository";
import { libraryRoutes } from "./routes";
import { createLibraryService } from "./service";

/**
 * What a signed-in user may read: the full chapters of what they own, and of free items (an
 * operator with a console session: of every item), with
 * videos kept in the store given as signed links that expire.
 */
export const libraryModule = fp(
  async (app) => {
    const repository = createLibraryRepository(app.database.db);
    const service = createLibraryService({ repository, videoLink: app.media.videoLink });
    await app.register(libraryRoutes, { service });
  },
  { name: "library", dependencies: ["auth", "media", "admin"] },
);
