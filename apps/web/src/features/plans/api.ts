import { api } from "../../lib/api";
import { type ApiResponse, endpointRequest } from "../../lib/endpoints";

/** Subscription packages and team plans (docs/product.md#plans); all public. */
const plansApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listPackages: builder.query<ApiResponse<"listPackages">, void>({
      query: () => endpointRequest("listPackages"),
      providesTags: [{ type: "Package", id: "LIST" }],
    }),
    listGamePackages: builder.query<ApiResponse<"listGamePackages">, string>({
      query: (gameId) => endpointRequest("listGamePackages", { params: { gameId } }),
      providesTags: (_result, _error, gameId) => [{ type: "Package", id: `game:${gameId}` }],
    }),
    listTeamPlans: builder.query<ApiResponse<"listTeamPlans">, void>({
      query: () => endpointRequest("listTeamPlans"),
      providesTags: [{ type: "TeamPlan", id: "LIST" }],
    }),
  }),
});

export const { useListPackagesQuery, useListGamePackagesQuery, useListTeamPlansQuery } = plansApi;
