import { CATALOGUE_ENDPOINTS, type CatalogueKind } from "@clutch/contract";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { sendCachedWhenReady } from "../../lib/response-cache";
import { CATALOGUE_CACHE_SECONDS, type CatalogueReader } from "./reader";

const CACHE_CONTROL = `public, max-age=${CATALOGUE_CACHE_SECONDS}`;

/**
 * `sendCached` compresses a cached answer itself, once per entry, and a GET has no body to
 * decompress: the compress plugin's per-request hooks (encoding negotiation, a stream per
 * compressed reply) would only cost time here. Their error answers (a 404, a validation error)
 * are small and go uncompressed. What a cached answer sends is then repeated before the
 * framework for the same URL (`app.hotAnswers`).
 */
const cached = (app: FastifyInstance) =>
  ({ compress: false, decompress: false, onSend: app.hotAnswers.remember }) as const;

/** Public catalogue: lists and details of approved, enabled items, served from the reader's cache. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ reader: CatalogueReader }> = async (
  app,
  { reader },
) => {
  for (const [kind, names] of Object.entries(CATALOGUE_ENDPOINTS) as [
    CatalogueKind,
    (typeof CATALOGUE_ENDPOINTS)[CatalogueKind],
  ][]) {
    app.route({
      ...endpoint(app, names.list),
      ...cached(app),
      handler: (request, reply) =>
        sendCachedWhenReady(request, reply, reader.list(kind, request.query), {
          cacheControl: CACHE_CONTROL,
        }),
    });
    app.route({
      ...endpoint(app, names.detail),
      ...cached(app),
      handler: (request, reply) =>
        sendCachedWhenReady(request, reply, reader.detail(kind, request.params.id), {
          cacheControl: CACHE_CONTROL,
        }),
    });
  }
};
