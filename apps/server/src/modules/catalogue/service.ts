import {
  type CatalogueKind,
  type Coach,
  type Course,
  FLAGS_BY_KIND,
  type Game,
  type Guide,
  isIdShaped,
  MAX_COACH_TESTIMONIALS,
  messages,
  type Platform,
  SORTS,
  SORTS_BY_KIND,
} from "@clutch/contract";
import type * as t from "../../db/schema";
import { sessionTypeOnWire } from "../../db/visibility";
import { badRequest, notFound } from "../../lib/errors";
import type { CatalogueRepository, ListFilter } from "./repository";

interface Rows {
  game: typeof t.games.$inferSelect;
  coach: typeof t.coaches.$inferSelect;
  course: typeof t.courses.$inferSelect;
  guide: typeof t.guides.$inferSelect;
}
type Row<K extends keyof Rows> = Rows[K];

const NOT_FOUND_MESSAGE: Record<CatalogueKind, string> = {
  game: messages.catalogue.gameNotFound,
  coach: messages.catalogue.coachNotFound,
  course: messages.catalogue.courseNotFound,
  guide: messages.catalogue.guideNotFound,
};

const groupBy = <T, K>(items: T[], key: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const list = map.get(key(item)) ?? [];
    list.push(item);
    map.set(key(item), list);
  }
  return map;
};

const outline = (c: typeof t.chapters.$inferSelect) => ({
  _id: c.id,
  name: c.name,
  image: c.image,
  summary: c.summary,
});
const testimonial = (row: typeof t.testimonials.$inferSelect) => ({
  text: row.text,
  image: row.image,
  ...(row.author ? { author: row.author } : {}),
});
const platform = (value: string) => value as Platform;
const withPlatform = <T extends { platform: string }>(ref: T) => ({
  ...ref,
  platform: platform(ref.platform),
});

export function createCatalogueService({ repository: repo }: { repository: CatalogueRepository }) {
  const { refs } = repo;

  async function hydrateGames(rows: Row<"game">[]): Promise<Game[]> {
    const ids = rows.map((r) => r.id);
    const [coaches, courses] = await Promise.all([refs.gameCoaches(ids), refs.gameCourses(ids)]);
    return rows.map(({ id, createdAt: _, ...game }) => ({
      _id: id,
      ...game,
      platform: platform(game.platform),
      coaches: coaches.get(id) ?? [],
      courses: (courses.get(id) ?? []).map(withPlatform),
    }));
  }

  async function hydrateCourses(rows: Row<"course">[]): Promise<Course[]> {
    const ids = rows.map((r) => r.id);
    const [chapters, coaches, games] = await Promise.all([
      repo.chaptersOf("course", ids),
      refs.courseCoaches(ids),
      refs.courseGames(ids),
    ]);
    const chaptersByCourse = groupBy(chapters, (c) => c.courseId);
    return rows.map(({ id, createdAt: _, ...course }) => ({
      _id: id,
      ...course,
      platform: platform(course.platform),
      chapters: (chaptersByCourse.get(id) ?? []).map(outline),
      coaches: coaches.get(id) ?? [],
      games: (games.get(id) ?? []).map(withPlatform),
    }));
  }

  async function hydrateCoaches(rows: Row<"coach">[]): Promise<Coach[]> {
    const ids = rows.map((r) => r.id);
    const [testimonials, courses, games, sessionTypes] = await Promise.all([
      repo.testimonialsOf("coach", ids),
      refs.coachCourses(ids),
      refs.coachGames(ids),
      repo.sessionTypesOf(ids),
    ]);
    const testimonialsByCoach = groupBy(testimonials, (x) => x.coachId);
    const sessionTypesByCoach = groupBy(sessionTypes, (x) => x.coachId);
    return rows.map(({ id, createdAt: _, areaOfOperation, notableTeams, ...coach }) => ({
      _id: id,
      ...coach,
      platform: platform(coach.platform),
      areaOfoperation: areaOfOperation,
      motableTeams: notableTeams,
      testimonials: (testimonialsByCoach.get(id) ?? []).slice(0, MAX_COACH_TESTIMONIALS).map(testimonial),
      courses: (courses.get(id) ?? []).map(withPlatform),
      games: (games.get(id) ?? []).map(withPlatform),
      sessionTypes: (sessionTypesByCoach.get(id) ?? []).map(sessionTypeOnWire),
    }));
  }

  async function hydrateGuides(rows: Row<"guide">[]): Promise<Guide[]> {
    const ids = rows.map((r) => r.id);
    const [chapters, testimonials, coaches, games] = await Promise.all([
      repo.chaptersOf("guide", ids),
      repo.testimonialsOf("guide", ids),
      refs.guideCoaches(ids),
      refs.guideGames(ids),
    ]);
    const chaptersByGuide = groupBy(chapters, (c) => c.guideId);
    const testimonialsByGuide = groupBy(testimonials, (x) => x.guideId);
    return rows.map(({ id, createdAt: _, ...guide }) => ({
      _id: id,
      ...guide,
      chapters: (chaptersByGuide.get(id) ?? []).map(outline),
      testimonials: (testimonialsByGuide.get(id) ?? []).map(testimonial),
      coaches: coaches.get(id) ?? [],
      games: (games.get(id) ?? []).map(withPlatform),
    }));
  }

  const inOrder = <R extends { id: string }>(ids: string[], rows: R[]) => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  };
  const loaders = {
    game: async (ids: string[]) => hydrateGames(inOrder(ids, await repo.rowsByIds.game(ids))),
    coach: async (ids: string[]) => hydrateCoaches(inOrder(ids, await repo.rowsByIds.coach(ids))),
    course: async (ids: string[]) => hydrateCourses(inOrder(ids, await repo.rowsByIds.course(ids))),
    guide: async (ids: string[]) => hydrateGuides(inOrder(ids, await repo.rowsByIds.guide(ids))),
  };
  /** Full public objects of visible items, in the order of `ids`. */
  function hydrate<K extends CatalogueKind>(kind: K, ids: string[]): ReturnType<(typeof loaders)[K]> {
    if (ids.length === 0) return Promise.resolve([]) as ReturnType<(typeof loaders)[K]>;
    return loaders[kind](ids) as ReturnType<(typeof loaders)[K]>;
  }

  /** Rules that depend on the kind: the flags and sorts its lists allow. */
  function checkKindRules(kind: CatalogueKind, query: ListFilter) {
    const flags: readonly string[] = FLAGS_BY_KIND[kind];
    if (query.flag !== undefined && !flags.includes(query.flag)) {
      const message = `flag must be one of: ${flags.join(", ")}`;
      throw badRequest(message, [{ path: "flag", message }]);
    }
    const sorts = SORTS_BY_KIND[kind];
    if (!sorts.includes(query.sort)) {
      const message = `sort must be one of: ${SORTS.filter((sort) => sorts.includes(sort)).join(", ")}`;
      throw badRequest(message, [{ path: "sort", message }]);
    }
  }

  return {
    async list<K extends CatalogueKind>(kind: K, query: ListFilter) {
      checkKindRules(kind, query);
      const { ids, total } = await repo.listIds(kind, query);
      const data = await hydrate(kind, ids);
      return { success: true as const, data, meta: { total, page: query.page, limit: query.limit } };
    },

    async detail<K extends CatalogueKind>(kind: K, id: string) {
      const [item] = isIdShaped(id) ? await hydrate(kind, [id]) : [];
      if (!item) throw notFound(NOT_FOUND_MESSAGE[kind]);
      return { success: true as const, data: item };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
