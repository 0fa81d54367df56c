import type { KindListQuery } from "@clutch/contract";

/**
 * The home page's catalogue shelves, as API list queries. The page asks for them (app/routes/home.tsx)
 * and the server sends their answers with the page (src/prerender), from this one table.
 */
export const HOME_SHELVES = {
  games: { kind: "game", query: { sort: "popularity", limit: 6 } },
  courses: { kind: "course", query: { flag: "mostPopularFlag", sort: "popularity", limit: 4 } },
  coaches: { kind: "coach", query: { flag: "topFlag", sort: "popularity", limit: 4 } },
} as const satisfies Record<string, KindListQuery>;
