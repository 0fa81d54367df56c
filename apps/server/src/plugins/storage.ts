import fp from "fastify-plugin";
import { createFolderStorage } from "../lib/storage/folder";
import { createS3Storage } from "../lib/storage/s3";
import type { Storage } from "../lib/storage/storage";
import { uploadsDirOf } from "../paths";

declare module "fastify" {
  interface FastifyInstance {
    /** The one store of uploads and media: DATA_DIR/uploads, or S3-compatible storage (STORAGE_URL). */
    storage: Storage;
  }
}

export const storagePlugin = fp(
  async (app) => {
    const { storage: s3 } = app.config;
    const storage = s3 ? await createS3Storage(s3) : createFolderStorage(uploadsDirOf(app.config.dataDir));
    app.decorate("storage", storage);
    app.addHook("onClose", async () => storage.close());
  },
  { name: "storage" },
);
