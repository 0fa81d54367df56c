import type { CatalogueKind, ListQuerySchema } from "@clutch/contract";
import type { z } from "zod";
import { type CachedResponse, ResponseCache } from "../../lib/response-cache";
import type { CatalogueService } from "./service";

/** How long a catalogue answer is reused, here and in browsers (Cache-Control max-age). */
export const CATALOGUE_CACHE_SECONDS = 30;

/**
 * The public catalogue's answers, serialised and cached: what `GET /api/{kind}` and
 * `GET /api/{kind}/:id` send, and what a server-rendered product page is built from, so the two
 * always agree. A detail of an unknown item rejects with a 404 AppError.
 */
export function createCatalogueReader(service: CatalogueService) {
  const cache = new ResponseCache({ ttlMs: CATALOGUE_CACHE_SECONDS * 1000, maxEntries: 2000 });
  const onClear: Array<() => void> = [];
  return {
    /** `query` as the route's schema parsed it (defaults applied). */
    list(
      kind: CatalogueKind,
      query: z.output<typeof ListQuerySchema>,
    ): CachedResponse | Promise<CachedResponse> {
      return cache.get(`${kind}?${JSON.stringify(query)}`, () => service.listAnswer(kind, query));
    },
    /** A cached answer is returned as it is (see `ResponseCache.get`); a 404 is a rejected promise. */
    detail(kind: CatalogueKind, id: string): CachedResponse | Promise<CachedResponse> {
      return cache.get(`${kind}/${id}`, () => service.detailAnswer(kind, id));
    },
    /** Forgets every cached answer (the catalogue changed), and whatever was built from them. */
    clear(): void {
      cache.clear();
      for (const listener of onClear) listener();
    },
    /** `listener` runs on every `clear`: for caches of things built from these answers. */
    onClear(listener: () => void): void {
      onClear.push(listener);
    },
  };
}

export type CatalogueReader = ReturnType<typeof createCatalogueReader>;
