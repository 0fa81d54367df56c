/**
 * What each catalogue kind allows in its lists (docs/product.md#catalogue), written once: the server
 * refuses anything else and the web app's browse pages offer exactly these. Free of zod, so the web
 * app's start-up path reads them at no cost.
 */

export const CATALOGUE_KINDS = ["game", "coach", "course", "guide"] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const GAME_FLAGS = [
  "newGameFlag",
  "topGameFlag",
  "trendingGameFlag",
  "high1GameFlag",
  "high2GameFlag",
  "high3GameFlag",
] as const;
export const COURSE_FLAGS = ["topFlag", "popularFlag", "mostPopularFlag"] as const;
export const COACH_FLAGS = ["newFlag", "topFlag"] as const;
export const GUIDE_FLAGS = [
  "newFlag",
  "popularFlag",
  "featuredFlag",
  "oneToOneFlag",
  "proFlag",
  "casualFlag",
] as const;

export const FLAGS_BY_KIND = {
  game: GAME_FLAGS,
  coach: COACH_FLAGS,
  course: COURSE_FLAGS,
  guide: GUIDE_FLAGS,
} as const;

export const SORTS = ["popularity", "name", "price", "newest"] as const;
export type Sort = (typeof SORTS)[number];

/** The sorts each list allows, in the order a browse page offers them: games and coaches have no price. */
export const SORTS_BY_KIND: Readonly<Record<CatalogueKind, readonly Sort[]>> = {
  game: ["popularity", "newest", "name"],
  coach: ["popularity", "newest", "name"],
  course: ["popularity", "newest", "price", "name"],
  guide: ["popularity", "newest", "price", "name"],
};

/** The kinds a list can be narrowed to items related to (its `game` and `coach` filters). */
export const RELATED_KINDS = ["game", "coach"] as const;
export type RelatedKind = (typeof RELATED_KINDS)[number];

/**
 * Which related-item filters a list offers: never one of its own kind. The server still reads one
 * (an item counts as related to itself, so it names that item); the browse pages do not show it.
 */
export const RELATION_FILTERS = {
  game: { game: false, coach: true },
  coach: { game: true, coach: false },
  course: { game: true, coach: true },
  guide: { game: true, coach: true },
} as const satisfies Record<CatalogueKind, Record<RelatedKind, boolean>>;

/** The related kinds a list of `K` is filtered by through links (those RELATION_FILTERS offers). */
export type OfferedRelation<K extends CatalogueKind> = {
  [R in RelatedKind]: (typeof RELATION_FILTERS)[K][R] extends true ? R : never;
}[RelatedKind];

export const LIST_LIMIT_MAX = 100;

/** Where an item stands by popularity among a list of its kind: `#position of of`. */
export interface PopularityRank {
  position: number;
  of: number;
}

/**
 * The rank of item `id` by popularity in `items` (the most popular is 1; equal popularity keeps the
 * list's order), or null when it is not among them. A coach's page shows it ("#3 of 12").
 */
export function popularityRank(
  items: readonly { _id: string; popularity: number }[],
  id: string,
): PopularityRank | null {
  const index = [...items].sort((a, b) => b.popularity - a.popularity).findIndex((item) => item._id === id);
  return index === -1 ? null : { position: index + 1, of: items.length };
}

/** A coach's page and answer show at most this many testimonials. */
export const MAX_COACH_TESTIMONIALS = 3;
