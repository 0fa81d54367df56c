import {
  type CatalogueKind,
  CoachSchema,
  CourseSchema,
  detailResponseSchema,
  ErrorResponseSchema,
  GameSchema,
  GuideSchema,
  IdParamsSchema,
  ListQuerySchema,
  listResponseSchema,
} from "@clutch/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { JsonResponseCache, sendCached } from "../../lib/response-cache";
import { createCatalogueRepository } from "./repository";
import { createCatalogueService } from "./service";

const CACHE_SECONDS = 30;
const CACHE_CONTROL = `public, max-age=${CACHE_SECONDS}`;

const KINDS: { kind: CatalogueKind; path: string; schema: z.ZodType; label: string }[] = [
  { kind: "game", path: "/game", schema: GameSchema, label: "games" },
  { kind: "coach", path: "/coach", schema: CoachSchema, label: "coaches" },
  { kind: "course", path: "/course", schema: CourseSchema, label: "courses" },
  { kind: "guide", path: "/guide", schema: GuideSchema, label: "guides" },
];

/** Public catalogue: lists and details of approved, enabled items (API.md §4 "Catalogue"). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCatalogueService(createCatalogueRepository(app.db));
  const cache = new JsonResponseCache({ ttlMs: CACHE_SECONDS * 1000, maxEntries: 2000 });

  for (const { kind, path, schema, label } of KINDS) {
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
        const query = request.query;
        const entry = await cache.get(`${kind}?${JSON.stringify(query)}`, async () => {
          const answer = await service.list(kind, query);
          return listResponseSchema(schema).parse(answer);
        });
        return sendCached(request, reply, entry, CACHE_CONTROL);
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
        const { id } = request.params;
        const entry = await cache.get(`${kind}/${id}`, async () => {
          return detailResponseSchema(schema).parse(await service.detail(kind, id));
        });
        return sendCached(request, reply, entry, CACHE_CONTROL);
      },
    );
  }
};
