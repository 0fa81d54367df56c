import type { ApiQuery } from "@clutch/contract";
import { api } from "../../lib/api";
import type { ApiResponse } from "../../lib/endpoints";
import { consoleRequest } from "./lib/console-request";

/** Report and subscriber answers are read fresh each visit: they change with every payment. */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ["RevenueReport", "Subscribers", "Audit"] });

/** The console's reports and the mailing list's subscribers (packages/contract/src/admin-reports.ts). */
const reportsApi = taggedApi.injectEndpoints({
  endpoints: (builder) => ({
    adminRevenueReport: builder.query<ApiResponse<"adminRevenueReport">, ApiQuery<"adminRevenueReport">>({
      query: (query) => consoleRequest("adminRevenueReport", { query }),
      providesTags: ["RevenueReport"],
      keepUnusedDataFor: 30,
    }),
    /** The same report as CSV text, fetched with the console's headers (a link could not carry them). */
    adminExportRevenueReport: builder.mutation<string, ApiQuery<"adminExportRevenueReport">>({
      query: (query) => ({
        ...consoleRequest("adminExportRevenueReport", { query }),
        responseHandler: "text",
      }),
    }),
    adminListSubscribers: builder.query<
      ApiResponse<"adminListSubscribers">,
      ApiQuery<"adminListSubscribers">
    >({
      query: (query) => consoleRequest("adminListSubscribers", { query }),
      providesTags: ["Subscribers"],
      keepUnusedDataFor: 30,
    }),
    /** Every matching subscriber as CSV text; the server records the export in the audit trail. */
    adminExportSubscribers: builder.mutation<string, ApiQuery<"adminExportSubscribers">>({
      query: (query) => ({
        ...consoleRequest("adminExportSubscribers", { query }),
        responseHandler: "text",
      }),
      invalidatesTags: ["Audit"],
    }),
  }),
});

export const {
  useAdminRevenueReportQuery,
  useAdminExportRevenueReportMutation,
  useAdminListSubscribersQuery,
  useAdminExportSubscribersMutation,
} = reportsApi;
