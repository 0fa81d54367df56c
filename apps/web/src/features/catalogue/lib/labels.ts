import type { CatalogueKind, Sort } from "@clutch/contract";

/** Section chips of each browse page: the flags that drive its sections, with readable names. */
export const SECTION_FLAGS: Record<CatalogueKind, readonly { flag: string; label: string }[]> = {
  game: [
    { flag: "topGameFlag", label: "Top" },
    { flag: "trendingGameFlag", label: "Trending" },
    { flag: "newGameFlag", label: "New" },
  ],
  coach: [
    { flag: "topFlag", label: "Top" },
    { flag: "newFlag", label: "New" },
  ],
  course: [
    { flag: "mostPopularFlag", label: "Most popular" },
    { flag: "popularFlag", label: "Popular" },
    { flag: "topFlag", label: "Top" },
  ],
  guide: [
    { flag: "featuredFlag", label: "Featured" },
    { flag: "proFlag", label: "Pro" },
    { flag: "casualFlag", label: "Casual" },
    { flag: "oneToOneFlag", label: "One-to-one" },
    { flag: "newFlag", label: "New" },
    { flag: "popularFlag", label: "Popular" },
  ],
};

/** The spotlight strip above each browse grid (shown while the list is not narrowed). */
export const FEATURED_SECTION: Record<CatalogueKind, { flag: string; title: string; eyebrow: string }> = {
  game: { flag: "topGameFlag", title: "Top games", eyebrow: "Most played" },
  coach: { flag: "topFlag", title: "Top coaches", eyebrow: "Elite roster" },
  course: { flag: "mostPopularFlag", title: "Most popular courses", eyebrow: "Students' picks" },
  guide: { flag: "featuredFlag", title: "Featured guides", eyebrow: "Editors' picks" },
};

export function sortLabel(kind: CatalogueKind, sort: Sort): string {
  switch (sort) {
    case "popularity":
      return kind === "guide" ? "Most upvoted" : "Most popular";
    case "newest":
      return "Newest";
    case "price":
      return "Price: low to high";
    case "name":
      return "Name A–Z";
  }
}

/** Singular and plural names, e.g. for "No Courses found". */
export const KIND_NAMES: Record<CatalogueKind, { one: string; many: string }> = {
  game: { one: "Game", many: "Games" },
  coach: { one: "Coach", many: "Coaches" },
  course: { one: "Course", many: "Courses" },
  guide: { one: "Guide", many: "Guides" },
};

/** "No Courses found" (docs/product.md#messages) and the same sentence for the other kinds. */
export function emptyMessage(kind: CatalogueKind): string {
  return `No ${KIND_NAMES[kind].many} found`;
}
