import fp from "fastify-plugin";
import { deriveKey, resolveJwtSecret } from "../../lib/secrets";
import { createFolderStorage } from "../../lib/storage/folder";
import { demoVideosDir } from "../../paths";
import { mediaRoutes } from "./routes";
import { createMediaService, type MediaService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** Signed, short-lived links to private videos (used by the library module). */
    media: MediaService;
  }
}

/**
 * Serving the store: public uploads at /uploads/*, and private videos (paid chapters) only through
 * signed links that expire, both with Range support (docs/decisions/020).
 */
export const mediaModule = fp(
  async (app) => {
    const service = createMediaService({
      storage: app.storage,
      demoVideos: createFolderStorage(demoVideosDir, { readOnly: true }),
      signingKey: deriveKey(resolveJwtSecret(app.config), "clutch-media-link-v1"),
      linkSeconds: app.config.mediaLinkSeconds,
    });
    app.decorate("media", service);
    await app.register(mediaRoutes, { service, storage: app.storage });
  },
  { name: "media", dependencies: ["storage"] },
);
