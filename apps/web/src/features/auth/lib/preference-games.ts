/** A game as the preferences dialog shows it: a toggle with the game's thin hexagon image. */
export type PreferenceGame = { _id: string; name: string; hexagonThinImage: string };

function isGame(value: unknown): value is PreferenceGame {
  if (typeof value !== "object" || value === null) return false;
  const game = value as Record<string, unknown>;
  return typeof game._id === "string" && game._id !== "" && typeof game.name === "string";
}

/**
 * The games list out of `GET /api/game`: the contract's `{success, data: [...]}`, a bare array, or
 * an array wrapped in `data` (docs/product.md#endpoint-index). Anything else is an empty list (docs/product.md#messages).
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
