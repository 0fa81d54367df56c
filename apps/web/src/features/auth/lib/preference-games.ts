import type { Game } from "@clutch/contract";

/** A game as the preferences dialog shows it: a toggle with the game's thin hexagon image. */
export type PreferenceGame = Pick<Game, "_id" | "name" | "hexagonThinImage">;

/** What an entry needs to be shown at all; a missing image is shown as none. */
type ListedGame = Pick<Game, "_id" | "name"> & { hexagonThinImage?: unknown };

function isGame(value: unknown): value is ListedGame {
  if (typeof value !== "object" || value === null) return false;
  const game = value as Record<string, unknown>;
  return typeof game._id === "string" && game._id !== "" && typeof game.name === "string";
}

/**
 * The games list out of `GET /api/game`: the contract's `{success, data: [...]}`, a bare array, or
 * an array wrapped in `data`. Anything else is an empty list (docs/product.md#dialogs).
 */
export function preferenceGamesFrom(response: unknown): PreferenceGame[] {
  const list = Array.isArray(response)
    ? response
    : typeof response === "object" &&
        response !== null &&
        Array.isArray((response as { data?: unknown }).data)
      ? (response as { data: unknown[] }).data
      : [];
  return list.filter(isGame).map((game) => ({
    _id: game._id,
    name: game.name,
    hexagonThinImage: typeof game.hexagonThinImage === "string" ? game.hexagonThinImage : "",
  }));
}

/** Adds or removes a game id from the chosen set, keeping the order of choice. */
export function toggleGame(chosen: readonly string[], id: string): string[] {
  return chosen.includes(id) ? chosen.filter((value) => value !== id) : [...chosen, id];
}
