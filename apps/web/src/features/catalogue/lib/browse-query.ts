import {
  type CatalogueKind,
  FLAGS_BY_KIND,
  ID_MAX_LENGTH,
  type ListQuery,
  PLATFORMS,
  type Platform,
  RELATION_FILTERS,
  SORTS_BY_KIND,
  type Sort,
} from "@clutch/contract";
import { FEATURED_SECTION } from "./labels";

/** Cards per page of a browse grid. */
export const PAGE_SIZE = 12;
const QUERY_MAX_LENGTH = 100;

/** Everything a browse page can be filtered by; all of it lives in the URL query. */
export type BrowseState = {
  q: string;
  platform: Platform | "";
  game: string;
  coach: string;
  flag: string;
  sort: Sort;
  page: number;
};

export const DEFAULT_BROWSE_STATE: BrowseState = {
  q: "",
  platform: "",
  game: "",
  coach: "",
  flag: "",
  sort: "popularity",
  page: 1,
};

const isId = (value: string) => value.length > 0 && value.length <= ID_MAX_LENGTH;

/** Reads a browse page's state from its URL query; unknown or invalid values fall back to defaults. */
export function parseBrowseQuery(kind: CatalogueKind, params: URLSearchParams): BrowseState {
  const state = { ...DEFAULT_BROWSE_STATE };
  const q = params.get("q");
  if (q) state.q = q.slice(0, QUERY_MAX_LENGTH);
  const platform = params.get("platform");
  if (platform && (PLATFORMS as readonly string[]).includes(platform)) state.platform = platform as Platform;
  const game = params.get("game") ?? "";
  if (RELATION_FILTERS[kind].game && isId(game)) state.game = game;
  const coach = params.get("coach") ?? "";
  if (RELATION_FILTERS[kind].coach && isId(coach)) state.coach = coach;
  const flag = params.get("flag") ?? "";
  if ((FLAGS_BY_KIND[kind] as readonly string[]).includes(flag)) state.flag = flag;
  const sort = params.get("sort") ?? "";
  if ((SORTS_BY_KIND[kind] as readonly string[]).includes(sort)) state.sort = sort as Sort;
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1 && page <= 10_000) state.page = page;
  return state;
}

/** The URL query of a state: only what differs from the defaults, in a fixed order. */
export function toSearchParams(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.platform) params.set("platform", state.platform);
  if (state.game) params.set("game", state.game);
  if (state.coach) params.set("coach", state.coach);
  if (state.flag) params.set("flag", state.flag);
  if (state.sort !== DEFAULT_BROWSE_STATE.sort) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/**
 * A new state after the user changed some filters. Any change other than the page itself starts
 * again from page 1.
 */
export function updateBrowseState(state: BrowseState, change: Partial<BrowseState>): BrowseState {
  const next = { ...state, ...change };
  if (!("page" in change)) next.page = 1;
  return next;
}

/**
 * The API query of a state. Keys are only present when set, so the same view always gives the same
 * RTK Query cache key.
 */
export function toListQuery(state: BrowseState): ListQuery {
  const query: ListQuery = { sort: state.sort, page: state.page, limit: PAGE_SIZE };
  const q = state.q.trim();
  if (q) query.q = q;
  if (state.platform) query.platform = state.platform;
  if (state.game) query.game = state.game;
  if (state.coach) query.coach = state.coach;
  if (state.flag) query.flag = state.flag;
  return query;
}

/** Whether the user narrowed the list (search, platform, game, coach or section). */
export function hasActiveFilters(state: BrowseState): boolean {
  return Boolean(state.q.trim() || state.platform || state.game || state.coach || state.flag);
}

/** Whether the page shows its featured strip: on the first page of the whole, unnarrowed list. */
export function showsFeaturedStrip(state: BrowseState): boolean {
  return !hasActiveFilters(state) && state.page === 1;
}

/** The featured strip's query: the one the section chip makes, so choosing the chip next costs no request. */
export function featuredQuery(kind: CatalogueKind): ListQuery {
  return toListQuery({ ...DEFAULT_BROWSE_STATE, flag: FEATURED_SECTION[kind].flag });
}

/**
 * The lists a browse page shows for a state, as API queries: its results, and the featured strip's
 * when it shows one. The server renders the page from their answers (src/prerender/browse-shell.tsx).
 */
export function browsePageQueries(kind: CatalogueKind, state: BrowseState): ListQuery[] {
  return showsFeaturedStrip(state) ? [toListQuery(state), featuredQuery(kind)] : [toListQuery(state)];
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Page numbers to show in a pager: the first, the last, and the current page with its neighbours;
 * `null` marks a gap ("…").
 */
export function pageWindow(current: number, count: number): (number | null)[] {
  const pages = new Set([1, count, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const page of sorted) {
    const last = out.at(-1);
    if (typeof last === "number" && page - last > 1) out.push(page - last === 2 ? last + 1 : null);
    out.push(page);
  }
  return out;
}
