import { describe, expect, it } from "vitest";
import {
  DEFAULT_BROWSE_STATE,
  hasActiveFilters,
  PAGE_SIZE,
  pageCount,
  pageWindow,
  parseBrowseQuery,
  toListQuery,
  toSearchParams,
  updateBrowseState,
} from "./browse-query";

const params = (query: string) => new URLSearchParams(query);

describe("browse URL query <-> filter state", () => {
  it("gives the defaults for an empty query", () => {
    expect(parseBrowseQuery("course", params(""))).toEqual(DEFAULT_BROWSE_STATE);
    expect(toSearchParams(DEFAULT_BROWSE_STATE).toString()).toBe("");
  });

  it("reads every filter", () => {
    const state = parseBrowseQuery(
      "course",
      params("q=aim&platform=PC&game=g1&coach=c1&flag=mostPopularFlag&sort=price&page=3"),
    );
    expect(state).toEqual({
      q: "aim",
      platform: "PC",
      game: "g1",
      coach: "c1",
      flag: "mostPopularFlag",
      sort: "price",
      page: 3,
    });
  });

  it("round-trips a state through the URL", () => {
    const state = {
      ...DEFAULT_BROWSE_STATE,
      q: "Val ror",
      platform: "Mobile" as const,
      sort: "name" as const,
    };
    const query = toSearchParams(state).toString();
    expect(query).toBe("q=Val+ror&platform=Mobile&sort=name");
    expect(parseBrowseQuery("guide", params(query))).toEqual(state);
  });

  it("ignores values that do not fit the kind or are invalid", () => {
    const state = parseBrowseQuery(
      "game",
      params(`platform=Switch&game=g1&flag=mostPopularFlag&sort=price&page=-2&coach=${"x".repeat(65)}`),
    );
    expect(state).toEqual(DEFAULT_BROWSE_STATE);
    expect(parseBrowseQuery("coach", params("coach=c1&flag=topFlag&page=1.5")).coach).toBe("");
    expect(parseBrowseQuery("coach", params("flag=topFlag")).flag).toBe("topFlag");
    expect(parseBrowseQuery("guide", params("flag=topFlag")).flag).toBe("");
  });

  it("starts from page 1 when a filter changes, but not when the page does", () => {
    const state = { ...DEFAULT_BROWSE_STATE, page: 3 };
    expect(updateBrowseState(state, { platform: "PC" }).page).toBe(1);
    expect(updateBrowseState(state, { page: 4 }).page).toBe(4);
  });

  it("builds a stable API query with only the set filters", () => {
    expect(toListQuery(DEFAULT_BROWSE_STATE)).toEqual({ sort: "popularity", page: 1, limit: PAGE_SIZE });
    const query = toListQuery({
      ...DEFAULT_BROWSE_STATE,
      q: "  aim ",
      coach: "c1",
      flag: "topFlag",
      page: 2,
    });
    expect(query).toEqual({
      q: "aim",
      coach: "c1",
      flag: "topFlag",
      sort: "popularity",
      page: 2,
      limit: PAGE_SIZE,
    });
    expect("platform" in query).toBe(false);
  });

  it("knows whether the list is narrowed", () => {
    expect(hasActiveFilters(DEFAULT_BROWSE_STATE)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_BROWSE_STATE, q: "  " })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_BROWSE_STATE, sort: "name", page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_BROWSE_STATE, flag: "newFlag" })).toBe(true);
  });
});

describe("pagination", () => {
  it("counts pages", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });

  it("shows the ends and the neighbours of the current page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
