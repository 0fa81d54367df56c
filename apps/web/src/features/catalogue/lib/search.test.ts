import { describe, expect, it } from "vitest";
import { byPopularity, EMPTY_NESTED_FILTER, filterNested, matchesName, needsFullItems } from "./search";

const courses = [
  { _id: "a", name: "Valorant Aim Fundamentals", platform: "PC" as const, popularity: 5 },
  { _id: "b", name: "BGMI Rotations", platform: "Mobile" as const, popularity: 9 },
  { _id: "c", name: "Valorant IGL Masterclass", platform: "PC" as const, popularity: 7 },
];
const coachesOf: Record<string, string[]> = { a: ["arjun"], b: ["priya"], c: ["arjun", "meera"] };
const facts = (item: (typeof courses)[number]) => ({
  platform: item.platform,
  relatedIds: coachesOf[item._id],
});

describe("nested search (docs/product.md#catalogue)", () => {
  it("matches names case-insensitively by substring", () => {
    expect(matchesName("Valorant Aim Fundamentals", "aim")).toBe(true);
    expect(matchesName("Valorant Aim Fundamentals", "  VALORANT ")).toBe(true);
    expect(matchesName("Valorant", "")).toBe(true);
    expect(matchesName("Valorant", "dota")).toBe(false);
  });

  it("combines name, platform and the related item", () => {
    const ids = (filter: Partial<typeof EMPTY_NESTED_FILTER>) =>
      filterNested(courses, { ...EMPTY_NESTED_FILTER, ...filter }, facts).map((c) => c._id);
    expect(ids({})).toEqual(["a", "b", "c"]);
    expect(ids({ q: "valorant" })).toEqual(["a", "c"]);
    expect(ids({ platform: "Mobile" })).toEqual(["b"]);
    expect(ids({ related: "meera" })).toEqual(["c"]);
    expect(ids({ q: "valorant", related: "arjun", platform: "PC" })).toEqual(["a", "c"]);
    expect(ids({ q: "valorant", platform: "Console" })).toEqual([]);
  });

  it("does not match a filter whose facts are unknown", () => {
    const result = filterNested(courses, { ...EMPTY_NESTED_FILTER, related: "arjun" }, () => undefined);
    expect(result).toEqual([]);
    expect(filterNested(courses, { ...EMPTY_NESTED_FILTER, q: "bgmi" }, () => undefined)).toHaveLength(1);
  });

  it("knows when the full items are needed", () => {
    expect(needsFullItems(EMPTY_NESTED_FILTER, false)).toBe(false);
    expect(needsFullItems({ ...EMPTY_NESTED_FILTER, platform: "PC" }, true)).toBe(false);
    expect(needsFullItems({ ...EMPTY_NESTED_FILTER, platform: "PC" }, false)).toBe(true);
    expect(needsFullItems({ ...EMPTY_NESTED_FILTER, related: "x" }, true)).toBe(true);
  });

  it("sorts by popularity, most popular first, without touching the input", () => {
    expect(byPopularity(courses).map((c) => c._id)).toEqual(["b", "c", "a"]);
    expect(courses[0]?._id).toBe("a");
  });
});
