import fp from "fastify-plugin";
import { uploadRoutes } from "./routes";
import { createUploadsService } from "./service";

/**
 * The console's uploads: catalogue images, re-encoded and kept at the widths a srcset needs (public
 * at /uploads/images/…), and chapter videos, kept private (see the media module).
 */
export const uploadsModule = fp(
  async (app) => {
    const service = createUploadsService({ storage: app.storage, media: app.media, audit: app.audit });
    await app.register(uploadRoutes, { service, videoMaxMb: app.config.videoMaxMb });
  },
  { name: "uploads", dependencies: ["storage", "media", "admin"] },
);
