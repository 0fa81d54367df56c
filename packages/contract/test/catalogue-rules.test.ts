import { describe, expect, it } from "vitest";
import {
  CATALOGUE_KINDS,
  popularityRank,
  RELATED_KINDS,
  RELATION_FILTERS,
  SORTS,
  SORTS_BY_KIND,
} from "../src/catalogue-rules";

describe("catalogue list rules", () => {
  it("offer each kind known sorts, each once, the default (popularity) first; price only where there is one", () => {
    for (const kind of CATALOGUE_KINDS) {
      const sorts = SORTS_BY_KIND[kind];
      expect(sorts[0], kind).toBe("popularity");
      expect(new Set(sorts).size, kind).toBe(sorts.length);
      expect(
        sorts.every((sort) => SORTS.includes(sort)),
        kind,
      ).toBe(true);
      expect(sorts.includes("price"), kind).toBe(kind === "course" || kind === "guide");
    }
  });

  it("offer every related-item filter except the list's own kind", () => {
    for (const kind of CATALOGUE_KINDS) {
      for (const related of RELATED_KINDS) {
        expect(RELATION_FILTERS[kind][related], `${kind} by ${related}`).toBe(related !== kind);
      }
    }
  });
});

describe("a popularity rank", () => {
  const coaches = [
    { _id: "a", popularity: 10 },
    { _id: "b", popularity: 40 },
    { _id: "c", popularity: 10 },
    { _id: "d", popularity: 25 },
  ];

  it("counts from the most popular, equal popularity in the list's order, out of the whole list", () => {
    expect(["b", "d", "a", "c"].map((id) => popularityRank(coaches, id))).toEqual([
      { position: 1, of: 4 },
      { position: 2, of: 4 },
      { position: 3, of: 4 },
      { position: 4, of: 4 },
    ]);
  });

  it("is null for an item not in the list, and leaves the list as it was", () => {
    expect(popularityRank(coaches, "x")).toBeNull();
    expect(popularityRank([], "a")).toBeNull();
    expect(coaches.map((coach) => coach._id)).toEqual(["a", "b", "c", "d"]);
  });
});
