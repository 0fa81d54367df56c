import fp from "fastify-plugin";
import { deriveKey, resolveJwtSecret } from "../../lib/secrets";
import { createFolderStorage } from "../../lib/storage/folder";
import { demoVideosDir } from "../../paths";
import { mediaRoutes } from "./routes";
import { createMediaService, type MediaService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Private videos: signed, short-lived links to them (used by the library module), and keeping
     * an uploaded one (`storeVideo`, for the operator console).
     */
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
      videoMaxMb: app.config.videoMaxMb,
    });
    app.decorate("media", service);
    await app.register(mediaRoutes, { service, storage: app.storage });
  },
  { name: "media", dependencies: ["storage"] },
);
