import { COACH_FLAGS, COURSE_FLAGS, GAME_FLAGS, GUIDE_FLAGS } from "@clutch/contract";
import { eq } from "drizzle-orm";
import * as t from "../../db/schema";
import { linkedIds, replaceLinks } from "../editor/links";
import { asPlatform, pick, stateOf, type TableSpec } from "../editor/table";
import { chaptersOf, links, replaceChapters, replaceTestimonials, testimonialsOf } from "./editor-nested";

/** The input fields stored as columns of the same name. */
const GAME_FIELDS = [
  "name",
  "platform",
  "summary",
  "popularity",
  "headerImage",
  "gameLogo",
  "hexagonThinImage",
  ...GAME_FLAGS,
] as const;
const COACH_FIELDS = [
  "name",
  "bio",
  "rating",
  "popularity",
  "student",
  "achievements",
  "country",
  "platform",
  "headerImage",
  "hexagonHorImage",
  "hexagonVerImage",
  "timeZone",
  ...COACH_FLAGS,
] as const;
const COURSE_FIELDS = [
  "name",
  "price",
  "overview",
  "headerImage",
  "hexagonImage",
  "platform",
  "popularity",
  ...COURSE_FLAGS,
] as const;
const GUIDE_FIELDS = [
  "name",
  "summary",
  "ranking",
  "upvotes",
  "price",
  "headerImage",
  ...GUIDE_FLAGS,
] as const;

export const gameSpec: TableSpec<"games", typeof t.games> = {
  table: t.games,
  columns: { isApproved: t.games.isApproved, platform: t.games.platform },
  values: (input) => pick(input, GAME_FIELDS),
  async read(db, id) {
    const [row] = await db.select().from(t.games).where(eq(t.games.id, id));
    return row && { ...stateOf(row), ...pick(row, GAME_FIELDS), platform: asPlatform(row.platform) };
  },
};

export const coachSpec: TableSpec<"coaches", typeof t.coaches> = {
  table: t.coaches,
  columns: { platform: t.coaches.platform },
  // The wire names of two fields differ from their columns' (kept as the public API has them).
  values: (input) => ({
    ...pick(input, COACH_FIELDS),
    areaOfOperation: input.areaOfoperation,
    notableTeams: input.motableTeams,
  }),
  async writeNested(db, id, input) {
    await replaceLinks(db, links.coachGames, id, input.games);
    await replaceTestimonials(db, "coach", id, input.testimonials);
  },
  async read(db, id) {
    const [row] = await db.select().from(t.coaches).where(eq(t.coaches.id, id));
    if (!row) return undefined;
    return {
      ...stateOf(row),
      ...pick(row, COACH_FIELDS),
      platform: asPlatform(row.platform),
      areaOfoperation: row.areaOfOperation,
      motableTeams: row.notableTeams,
      games: await linkedIds(db, links.coachGames, id),
      testimonials: await testimonialsOf(db, "coach", id),
    };
  },
};

export const courseSpec: TableSpec<"courses", typeof t.courses> = {
  table: t.courses,
  columns: { isApproved: t.courses.isApproved, platform: t.courses.platform, price: t.courses.price },
  values: (input) => pick(input, COURSE_FIELDS),
  async writeNested(db, id, input) {
    await replaceLinks(db, links.courseGames, id, input.games);
    await replaceLinks(db, links.courseCoaches, id, input.coaches);
    await replaceChapters(db, "course", id, input.chapters);
  },
  async read(db, id) {
    const [row] = await db.select().from(t.courses).where(eq(t.courses.id, id));
    if (!row) return undefined;
    return {
      ...stateOf(row),
      ...pick(row, COURSE_FIELDS),
      platform: asPlatform(row.platform),
      games: await linkedIds(db, links.courseGames, id),
      coaches: await linkedIds(db, links.courseCoaches, id),
      chapters: await chaptersOf(db, "course", id),
    };
  },
};

export const guideSpec: TableSpec<"guides", typeof t.guides> = {
  table: t.guides,
  columns: { isApproved: t.guides.isApproved, price: t.guides.price },
  values: (input) => pick(input, GUIDE_FIELDS),
  async writeNested(db, id, input) {
    await replaceLinks(db, links.guideGames, id, input.games);
    await replaceLinks(db, links.guideCoaches, id, input.coaches);
    await replaceChapters(db, "guide", id, input.chapters);
    await replaceTestimonials(db, "guide", id, input.testimonials);
  },
  async read(db, id) {
    const [row] = await db.select().from(t.guides).where(eq(t.guides.id, id));
    if (!row) return undefined;
    return {
      ...stateOf(row),
      ...pick(row, GUIDE_FIELDS),
      games: await linkedIds(db, links.guideGames, id),
      coaches: await linkedIds(db, links.guideCoaches, id),
      chapters: await chaptersOf(db, "guide", id),
      testimonials: await testimonialsOf(db, "guide", id),
    };
  },
};
