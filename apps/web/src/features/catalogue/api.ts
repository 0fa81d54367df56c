import {
  type Chapter,
  type Coach,
  type Course,
  type DetailResponse,
  type Game,
  type Guide,
  LIST_LIMIT_MAX,
  type ListQuery,
  type ListResponse,
} from "@clutch/contract";
import { api } from "../../lib/api";

type Kind = "Game" | "Coach" | "Course" | "Guide";

function listTags<K extends Kind>(type: K, result: { data: { _id: string }[] } | undefined) {
  return [
    { type, id: "LIST" } as const,
    ...(result?.data ?? []).map(({ _id }) => ({ type, id: _id }) as const),
  ];
}

/**
 * The query of "every item of a kind" (filter options, the facts behind a product page's search,
 * ranks). Always this same object, so every page shares one cached answer.
 */
export const ALL_ITEMS: ListQuery = { limit: LIST_LIMIT_MAX };

/** `GET /api/course/:id/user` and `/api/guide/:id/user`: full chapters for an owner (or a free item). */
export type OwnedChaptersResponse = { success: true; chapters: Chapter[] };

/** Catalogue reads (API.md §4 "Catalogue", "Owned content"). */
export const catalogueApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listGames: builder.query<ListResponse<Game>, ListQuery>({
      query: (params) => ({ url: "/game", params }),
      providesTags: (result) => listTags("Game", result),
    }),
    getGame: builder.query<DetailResponse<Game>, string>({
      query: (id) => `/game/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: "Game", id }],
    }),
    listCoaches: builder.query<ListResponse<Coach>, ListQuery>({
      query: (params) => ({ url: "/coach", params }),
      providesTags: (result) => listTags("Coach", result),
    }),
    getCoach: builder.query<DetailResponse<Coach>, string>({
      query: (id) => `/coach/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: "Coach", id }],
    }),
    listCourses: builder.query<ListResponse<Course>, ListQuery>({
      query: (params) => ({ url: "/course", params }),
      providesTags: (result) => listTags("Course", result),
    }),
    getCourse: builder.query<DetailResponse<Course>, string>({
      query: (id) => `/course/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: "Course", id }],
    }),
    listGuides: builder.query<ListResponse<Guide>, ListQuery>({
      query: (params) => ({ url: "/guide", params }),
      providesTags: (result) => listTags("Guide", result),
    }),
    getGuide: builder.query<DetailResponse<Guide>, string>({
      query: (id) => `/guide/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: "Guide", id }],
    }),
    /** Bearer call; only made for a signed-in user who owns the course or when it is free. */
    getOwnedCourseChapters: builder.query<OwnedChaptersResponse, string>({
      query: (id) => `/course/${encodeURIComponent(id)}/user`,
      providesTags: (_result, _error, id) => [{ type: "User", id: `course:${id}` }],
    }),
    /** Bearer call; only made for a signed-in user who owns the guide or when it is free. */
    getOwnedGuideChapters: builder.query<OwnedChaptersResponse, string>({
      query: (id) => `/guide/${encodeURIComponent(id)}/user`,
      providesTags: (_result, _error, id) => [{ type: "User", id: `guide:${id}` }],
    }),
  }),
});

export const {
  useListGamesQuery,
  useGetGameQuery,
  useListCoachesQuery,
  useGetCoachQuery,
  useListCoursesQuery,
  useGetCourseQuery,
  useListGuidesQuery,
  useGetGuideQuery,
  useGetOwnedCourseChaptersQuery,
  useGetOwnedGuideChaptersQuery,
} = catalogueApi;
