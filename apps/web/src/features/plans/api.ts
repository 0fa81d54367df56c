import type { PackageListResponseSchema, TeamPlanListResponseSchema } from "@clutch/contract";
import type { z } from "zod";
import { api } from "../../lib/api";

export type PackageListResponse = z.infer<typeof PackageListResponseSchema>;
export type TeamPlanListResponse = z.infer<typeof TeamPlanListResponseSchema>;

/** Subscription packages and team plans (API.md §4 "Mailing list, plans, misc"); all public. */
export const plansApi = api.injectEndpoints({
  endpoints: (builder) => ({
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

export const { useListPackagesQuery, useListGamePackagesQuery, useListTeamPlansQuery } = plansApi;
