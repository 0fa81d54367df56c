import { describe, expect, it } from "vitest";
import {
  CATALOGUE_KINDS,
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
