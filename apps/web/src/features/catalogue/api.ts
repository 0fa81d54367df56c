import {
  LIST_LIMIT_MAX,
  type ListQuery,
  type PopularityRank,
  popularityRank,
  type RelatedKind,
  type RelatedName,
} from "@clutch/contract";
import { api } from "../../lib/api";
import { type ApiResponse, endpointRequest } from "../../lib/endpoints";

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

/** Catalogue reads (docs/product.md#catalogue, #owned-content). */
export const catalogueApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listGames: builder.query<ApiResponse<"listGames">, ListQuery>({
      query: (query) => endpointRequest("listGames", { query }),
      providesTags: (result) => listTags("Game", result),
    }),
    getGame: builder.query<ApiResponse<"getGame">, string>({
      query: (id) => endpointRequest("getGame", { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: "Game", id }],
    }),
    listCoaches: builder.query<ApiResponse<"listCoaches">, ListQuery>({
      query: (query) => endpointRequest("listCoaches", { query }),
      providesTags: (result) => listTags("Coach", result),
    }),
    getCoach: builder.query<ApiResponse<"getCoach">, string>({
      query: (id) => endpointRequest("getCoach", { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: "Coach", id }],
    }),
    listCourses: builder.query<ApiResponse<"listCourses">, ListQuery>({
      query: (query) => endpointRequest("listCourses", { query }),
      providesTags: (result) => listTags("Course", result),
    }),
    getCourse: builder.query<ApiResponse<"getCourse">, string>({
      query: (id) => endpointRequest("getCourse", { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: "Course", id }],
    }),
    listGuides: builder.query<ApiResponse<"listGuides">, ListQuery>({
      query: (query) => endpointRequest("listGuides", { query }),
      providesTags: (result) => listTags("Guide", result),
    }),
    getGuide: builder.query<ApiResponse<"getGuide">, string>({
      query: (id) => endpointRequest("getGuide", { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: "Guide", id }],
    }),
    /**
     * The id and name of every game or coach: the options of a browse page's related-item filter.
     * A server-rendered browse page carries them (page-data.ts), so the page asks for nothing.
     */
    listRelatedNames: builder.query<RelatedName[], RelatedKind>({
      query: (kind) => endpointRequest(kind === "game" ? "listGames" : "listCoaches", { query: ALL_ITEMS }),
      transformResponse: (body: { data: RelatedName[] }) => body.data.map(({ _id, name }) => ({ _id, name })),
      providesTags: (_result, _error, kind) => [{ type: kind === "game" ? "Game" : "Coach", id: "LIST" }],
    }),
    /**
     * Where a coach stands by popularity among all coaches ("#3 of 12"), from the list of every
     * coach. A server-rendered coach page carries it (page-data.ts), so the page asks for nothing.
     */
    getCoachRank: builder.query<PopularityRank | null, string>({
      query: () => endpointRequest("listCoaches", { query: ALL_ITEMS }),
      transformResponse: (body: { data: { _id: string; popularity: number }[] }, _meta, id) =>
        popularityRank(body.data, id),
      providesTags: [{ type: "Coach", id: "LIST" }],
    }),
    /** Bearer call; only made for a signed-in user who owns the course or when it is free. */
    getOwnedCourseChapters: builder.query<ApiResponse<"courseChapters">, string>({
      query: (id) => endpointRequest("courseChapters", { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: "User", id: `course:${id}` }],
    }),
    /** Bearer call; only made for a signed-in user who owns the guide or when it is free. */
    getOwnedGuideChapters: builder.query<ApiResponse<"guideChapters">, string>({
      query: (id) => endpointRequest("guideChapters", { params: { id } }),
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
  useListRelatedNamesQuery,
  useGetCoachRankQuery,
  useGetOwnedCourseChaptersQuery,
  useGetOwnedGuideChaptersQuery,
} = catalogueApi;
