import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { checkKey, type Storage } from "../../lib/storage/storage";
import { sendStoredObject } from "./serve";
import type { MediaService } from "./service";

/** Public uploads have random names that are never reused. */
const PUBLIC_CACHE = "public, max-age=604800, immutable";
/** A signed link is personal: no shared cache keeps it, and it is not stored past its expiry. */
const PRIVATE_CACHE = "private, no-store";

/** Whether a public path may name a key: not under `private/`, no hidden file, a valid key. */
function isPublicKey(key: string): boolean {
  try {
    checkKey(key);
  } catch {
    return false;
  }
  return !key.startsWith("private/") && !key.split("/").some((segment) => segment.startsWith("."));
}

export const mediaRoutes: FastifyPluginAsyncZod<{ service: MediaService; storage: Storage }> = async (
  app,
  { service, storage },
) => {
  app.route({
    ...endpoint(app, "privateMedia"),
    compress: false,
    handler: async (request, reply) => {
      const { exp, sig } = request.query;
      return sendStoredObject(request, reply, {
        ...service.sourceOf(request.params.name, exp, sig),
        cacheControl: PRIVATE_CACHE,
      });
    },
  });

  // Uploaded images (profile pictures), public at /uploads/<key>; an upload's URL never changes
  // whichever store keeps it.
  app.get<{ Params: { "*": string } }>(
    "/uploads/*",
    { schema: { hide: true }, compress: false },
    async (request, reply) => {
      const key = request.params["*"];
      if (!isPublicKey(key)) return reply.callNotFound();
      return sendStoredObject(request, reply, { storage, key, cacheControl: PUBLIC_CACHE });
    },
  );
};
