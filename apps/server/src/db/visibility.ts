import type { SessionLevel } from "@clutch/contract";
import { sql } from "drizzle-orm";
import * as t from "./schema";

/**
 * Only these rows ever reach a public answer: approved (where items are approved) and not disabled.
 * Written out rather than compared with parameters: a statement kept prepared then still matches
 * the partial indexes made for these rows (`... WHERE is_approved AND NOT disabled`), whatever its
 * plan, and PostgreSQL can keep one plan for it instead of planning it at every call.
 */
export const visible = {
  game: sql`(${t.games.isApproved} and not ${t.games.disabled})`,
  coach: sql`(not ${t.coaches.disabled})`,
  course: sql`(${t.courses.isApproved} and not ${t.courses.disabled})`,
  guide: sql`(${t.guides.isApproved} and not ${t.guides.disabled})`,
  chapter: sql`${t.chapters.isApproved}`,
};

/** The columns of the short forms of items nested in other answers (GameRef, CoachRef, CourseRef). */
export const refColumns = {
  game: {
    _id: t.games.id,
    name: t.games.name,
    gameLogo: t.games.gameLogo,
    hexagonThinImage: t.games.hexagonThinImage,
    platform: t.games.platform,
  },
  coach: {
    _id: t.coaches.id,
    name: t.coaches.name,
    rating: t.coaches.rating,
    popularity: t.coaches.popularity,
    hexagonHorImage: t.coaches.hexagonHorImage,
    hexagonVerImage: t.coaches.hexagonVerImage,
    headerImage: t.coaches.headerImage,
    country: t.coaches.country,
  },
  course: {
    _id: t.courses.id,
    name: t.courses.name,
    price: t.courses.price,
    hexagonImage: t.courses.hexagonImage,
    headerImage: t.courses.headerImage,
    platform: t.courses.platform,
    popularity: t.courses.popularity,
  },
};

/** A session type's wire fields (SessionType) and their columns. */
export const sessionTypeColumns = {
  _id: t.sessionTypes.id,
  level: t.sessionTypes.level,
  title: t.sessionTypes.title,
  price: t.sessionTypes.price,
  durationMinutes: t.sessionTypes.durationMinutes,
  topicsCovered: t.sessionTypes.topicsCovered,
};

/** A session type as coach answers and the console give it (its row's wire shape). */
export function sessionTypeOnWire(row: typeof t.sessionTypes.$inferSelect) {
  return {
    _id: row.id,
    level: row.level as SessionLevel,
    title: row.title,
    price: row.price,
    durationMinutes: row.durationMinutes,
    topicsCovered: row.topicsCovered,
  };
}
