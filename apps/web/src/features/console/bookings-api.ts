import type { ApiQuery } from "@clutch/contract";
import { api } from "../../lib/api";
import type { ApiBody, ApiResponse } from "../../lib/endpoints";
import { consoleRequest } from "./lib/console-request";

/** The bookings list, and the audit trail a cancel adds to (the console's tag, named again here). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ["AdminBookings", "Audit"] });

/** The console's bookings (packages/contract/src/admin-bookings.ts). */
const bookingsApi = taggedApi.injectEndpoints({
  endpoints: (builder) => ({
    adminListBookings: builder.query<ApiResponse<"adminListBookings">, ApiQuery<"adminListBookings">>({
      query: (query) => consoleRequest("adminListBookings", { query }),
      providesTags: ["AdminBookings"],
    }),
    adminCancelBooking: builder.mutation<
      ApiResponse<"adminCancelBooking">,
      { id: string; body: ApiBody<"adminCancelBooking"> }
    >({
      query: ({ id, body }) => consoleRequest("adminCancelBooking", { params: { id }, body }),
      // A 409 means another operator cancelled it meanwhile: the list shows that too.
      invalidatesTags: ["AdminBookings", "Audit"],
    }),
    /** Decides a disputed no-show: the mark stands, or it is reversed with a full refund. */
    adminUpholdDispute: builder.mutation<ApiResponse<"adminUpholdDispute">, string>({
      query: (id) => consoleRequest("adminUpholdDispute", { params: { id } }),
      invalidatesTags: ["AdminBookings", "Audit"],
    }),
    adminReverseDispute: builder.mutation<ApiResponse<"adminReverseDispute">, string>({
      query: (id) => consoleRequest("adminReverseDispute", { params: { id } }),
      invalidatesTags: ["AdminBookings", "Audit"],
    }),
  }),
});

export const {
  useAdminListBookingsQuery,
  useAdminCancelBookingMutation,
  useAdminUpholdDisputeMutation,
  useAdminReverseDisputeMutation,
} = bookingsApi;
