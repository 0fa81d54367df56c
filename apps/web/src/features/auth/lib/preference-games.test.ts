import { describe, expect, it } from "vitest";
import { preferenceGamesFrom, toggleGame } from "./preference-games";

const valorant = { _id: "g1", name: "Valorant", hexagonThinImage: "/media/games/valorant/hexagon-thin.webp" };

describe("preferenceGamesFrom (docs/product.md#dialogs)", () => {
  it("reads { success, data }, a bare array, and an array in data", () => {
    expect(preferenceGamesFrom({ success: true, data: [valorant], meta: {} })).toEqual([valorant]);
    expect(preferenceGamesFrom([valorant])).toEqual([valorant]);
    expect(preferenceGamesFrom({ data: [valorant] })).toEqual([valorant]);
  });

  it("keeps only the fields it shows", () => {
    expect(preferenceGamesFrom([{ ...valorant, platform: "PC", popularity: 9 }])).toEqual([valorant]);
  });

  it("gives an empty list for an unexpected shape", () => {
    expect(preferenceGamesFrom(null)).toEqual([]);
    expect(preferenceGamesFrom({ games: [valorant] })).toEqual([]);
    expect(preferenceGamesFrom("x")).toEqual([]);
  });

  it("skips entries without an id or a name, and tolerates a missing image", () => {
    expect(preferenceGamesFrom([{ name: "No id" }, { _id: "g2", name: "CS2" }, 7])).toEqual([
      { _id: "g2", name: "CS2", hexagonThinImage: "" },
    ]);
  });
});

describe("toggleGame", () => {
  it("adds a game that is not chosen and removes one that is", () => {
    expect(toggleGame([], "a")).toEqual(["a"]);
    expect(toggleGame(["a", "b"], "a")).toEqual(["b"]);
    expect(toggleGame(["b"], "a")).toEqual(["b", "a"]);
  });
});
