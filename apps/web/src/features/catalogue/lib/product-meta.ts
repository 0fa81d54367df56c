import type { CatalogueKind, Coach, Course, Game, Guide } from "@clutch/contract";

/** What a product page says about itself in the document head: the same on the server and in the app. */
export type ProductMeta = { title: string; description: string; image: string | null };

/** Search results show about 155 characters of a description. */
const DESCRIPTION_MAX = 155;

/** The text on one line, cut at a word boundary to fit DESCRIPTION_MAX (with an ellipsis). */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX); // one character to spare for the ellipsis
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut.slice(0, DESCRIPTION_MAX - 1);
  return `${words.replace(/[\s,;:.–-]+$/, "")}…`;
}

/** An item of each kind, as the detail API answers it. */
export type CatalogueItem = { game: Game; coach: Coach; course: Course; guide: Guide };

/** The text that describes an item of each kind. */
const DESCRIPTION_OF: { [K in CatalogueKind]: (item: CatalogueItem[K]) => string } = {
  game: (game) => game.summary,
  coach: (coach) => coach.bio,
  course: (course) => course.overview,
  guide: (guide) => guide.summary,
};

export function productMeta<K extends CatalogueKind>(kind: K, item: CatalogueItem[K]): ProductMeta {
  return {
    title: item.name,
    description: excerpt(DESCRIPTION_OF[kind](item)),
    image: item.headerImage || null,
  };
}
