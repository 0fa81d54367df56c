import type { ApiQuery } from "@clutch/contract";
import { api } from "../../lib/api";
import type { ApiBody, ApiResponse } from "../../lib/endpoints";
import { consoleRequest } from "./lib/console-request";

/** The orders' cache tags: the searched lists, and each order (its timeline and refunds). */
const ORDER_TAGS = ["ConsoleOrders", "ConsoleOrder", "Audit"] as const;

/** The console's orders and refunds (packages/contract/src/admin-orders.ts), with their own tags. */
const ordersApi = api.enhanceEndpoints({ addTagTypes: ORDER_TAGS }).injectEndpoints({
  endpoints: (builder) => ({
    adminListOrders: builder.query<ApiResponse<"adminListOrders">, ApiQuery<"adminListOrders">>({
      query: (query) => consoleRequest("adminListOrders", { query }),
      providesTags: ["ConsoleOrders"],
    }),
    adminGetOrder: builder.query<ApiResponse<"adminGetOrder">, string>({
      query: (id) => consoleRequest("adminGetOrder", { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: "ConsoleOrder", id }],
    }),
    /** The search as CSV text, for `saveExport` (fetched with the console's headers). */
    adminExportOrders: builder.mutation<string, ApiQuery<"adminExportOrders">>({
      query: (query) => ({ ...consoleRequest("adminExportOrders", { query }), responseHandler: "text" }),
    }),
    adminRefundOrder: builder.mutation<
      ApiResponse<"adminRefundOrder">,
      { id: string; body: ApiBody<"adminRefundOrder"> }
    >({
      query: ({ id, body }) => consoleRequest("adminRefundOrder", { params: { id }, body }),
      // A refused refund (the order changed since) refreshes the order too.
      invalidatesTags: (_result, _error, { id }) => [{ type: "ConsoleOrder", id }, "ConsoleOrders", "Audit"],
    }),
  }),
});

export const {
  useAdminListOrdersQuery,
  useAdminGetOrderQuery,
  useAdminExportOrdersMutation,
  useAdminRefundOrderMutation,
} = ordersApi;

/** Asks for a call's answer ahead of the page that shows it (an action to dispatch). */
export const prefetchOrders = ordersApi.util.prefetch;
