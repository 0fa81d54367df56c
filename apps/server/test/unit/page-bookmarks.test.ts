import { describe, expect, it } from "vitest";
import { PageBookmarks } from "../../src/modules/catalogue/page-bookmarks";

describe("page bookmarks", () => {
  it("finds the nearest bookmark at or before an offset, in its own list only", () => {
    const bookmarks = new PageBookmarks(100);
    // Learnt out of order, as concurrent page reads finish.
    for (const offset of [36, 12, 60, 24]) bookmarks.remember("courses", offset, `row-${offset}`);
    bookmarks.remember("guides", 48, "guide-48");

    expect(bookmarks.nearest("courses", 0)).toBeUndefined();
    expect(bookmarks.nearest("courses", 11)).toBeUndefined();
    expect(bookmarks.nearest("courses", 12)).toEqual({ offset: 12, id: "row-12" });
    expect(bookmarks.nearest("courses", 47)).toEqual({ offset: 36, id: "row-36" });
    expect(bookmarks.nearest("courses", 5000)).toEqual({ offset: 60, id: "row-60" });
    expect(bookmarks.nearest("guides", 47)).toBeUndefined();
    expect(bookmarks.nearest("coaches", 47)).toBeUndefined();
  });

  it("keeps the latest id of an offset, never bookmarks page 1, and forgets all past its limit", () => {
    const bookmarks = new PageBookmarks(3);
    bookmarks.remember("courses", 0, "first");
    bookmarks.remember("courses", 12, "old");
    bookmarks.remember("courses", 12, "new");
    expect(bookmarks.nearest("courses", 12)).toEqual({ offset: 12, id: "new" });

    bookmarks.remember("courses", 24, "row-24");
    bookmarks.remember("courses", 36, "row-36");
    // A fourth would pass the limit: all are forgotten, then it is kept.
    bookmarks.remember("courses", 48, "row-48");
    expect(bookmarks.nearest("courses", 47)).toBeUndefined();
    expect(bookmarks.nearest("courses", 48)).toEqual({ offset: 48, id: "row-48" });

    bookmarks.clear();
    expect(bookmarks.nearest("courses", 48)).toBeUndefined();
  });

  it("finds the right one among thousands of pages bookmarked", () => {
    const bookmarks = new PageBookmarks(20_000);
    for (let page = 1; page <= 8000; page++) bookmarks.remember("courses", page * 12, `row-${page}`);
    // Offsets on a bookmark and between two, at both ends and in the middle.
    for (const offset of [12, 13, 95_999, 96_000, 50_005]) {
      const expected = Math.floor(offset / 12) * 12;
      expect(bookmarks.nearest("courses", offset)).toEqual({ offset: expected, id: `row-${expected / 12}` });
    }
  });
});
