import {
  type CatalogueKind,
  detailResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  ListQuerySchema,
  listResponseSchema,
} from "@clutch/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCached } from "../../lib/response-cache";
import { CATALOGUE_CACHE_SECONDS, ITEM_SCHEMAS } from "./reader";

const CACHE_CONTROL = `public, max-age=${CATALOGUE_CACHE_SECONDS}`;

const KINDS: { kind: CatalogueKind; path: string; label: string }[] = [
  { kind: "game", path: "/game", label: "games" },
  { kind: "coach", path: "/coach", label: "coaches" },
  { kind: "course", path: "/course", label: "courses" },
  { kind: "guide", path: "/guide", label: "guides" },
];

/** Public catalogue: lists and details of approved, enabled items (API.md §4 "Catalogue"). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { kind, path, label } of KINDS) {
    const schema = ITEM_SCHEMAS[kind];
    app.get(
      path,
      {
        schema: {
          tags: ["catalogue"],
          summary: `List ${label}`,
          querystring: ListQuerySchema,
          response: { 200: listResponseSchema(schema), 400: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const entry = await app.catalogue.list(kind, request.query);
        return sendCached(request, reply, entry, { cacheControl: CACHE_CONTROL });
      },
    );

    app.get(
      `${path}/:id`,
      {
        schema: {
          tags: ["catalogue"],
          summary: `One of the ${label}, with its related items`,
          params: IdParamsSchema,
          response: { 200: detailResponseSchema(schema), 404: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const entry = await app.catalogue.detail(kind, request.params.id);
        return sendCached(request, reply, entry, { cacheControl: CACHE_CONTROL });
      },
    );
  }
};
