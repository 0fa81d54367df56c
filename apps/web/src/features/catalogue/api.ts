import type {
  Coach,
  Course,
  DetailResponse,
  Game,
  Guide,
  ListQuery,
  ListResponse,
  PackageListResponseSchema,
  TeamPlanListResponseSchema,
} from "@clutch/contract";
import type { z } from "zod";
import { api } from "../../lib/api";

export type PackageListResponse = z.infer<typeof PackageListResponseSchema>;
export type TeamPlanListResponse = z.infer<typeof TeamPlanListResponseSchema>;

type Kind = "Game" | "Coach" | "Course" | "Guide";

function listTags<K extends Kind>(type: K, result: { data: { _id: string }[] } | undefined) {
  return [
    { type, id: "LIST" } as const,
    ...(result?.data ?? []).map(({ _id }) => ({ type, id: _id }) as const),
  ];
}

/** Catalogue reads (API.md §4 "Catalogue", "Mailing list, plans, misc"); all public. */
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
    listPackages: builder.query<PackageListResponse, void>({
      query: () => "/subscription-package",
      providesTags: [{ type: "Package", id: "LIST" }],
    }),
    listGamePackages: builder.query<PackageListResponse, string>({
      query: (gameId) => `/subscription-package/game/${encodeURIComponent(gameId)}`,
      providesTags: (_result, _error, gameId) => [{ type: "Package", id: `game:${gameId}` }],
    }),
    listTeamPlans: builder.query<TeamPlanListResponse, void>({
      query: () => "/team-plans",
      providesTags: [{ type: "TeamPlan", id: "LIST" }],
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
  useListPackagesQuery,
  useListGamePackagesQuery,
  useListTeamPlansQuery,
} = catalogueApi;
