import type { ApiQuery } from "@clutch/contract";
import { api } from "../../lib/api";
import type { ApiResponse } from "../../lib/endpoints";
import { workspaceRequest } from "./lib/workspace-request";

/** The coach's own earnings (packages/contract/src/coach-earnings.ts). */
const earningsApi = api.enhanceEndpoints({ addTagTypes: ["OwnEarnings"] }).injectEndpoints({
  endpoints: (builder) => ({
    coachEarnings: builder.query<ApiResponse<"coachEarnings">, ApiQuery<"coachEarnings">>({
      query: (query) => workspaceRequest("coachEarnings", { query }),
      providesTags: ["OwnEarnings"],
    }),
    /** A month's statement as CSV text, for `saveExport`. */
    coachExportEarnings: builder.mutation<string, ApiQuery<"coachExportEarnings">>({
      query: (query) => ({ ...workspaceRequest("coachExportEarnings", { query }), responseHandler: "text" }),
    }),
  }),
});

export const { useCoachEarningsQuery, useCoachExportEarningsMutation } = earningsApi;
