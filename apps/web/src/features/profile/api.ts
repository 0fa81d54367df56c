import type { User } from "@clutch/contract";
import { api } from "../../lib/api";
import type { Booking } from "./types";

/** The bookings out of `GET /api/live-sessions/user` (`data` is the list; a bare list is accepted too). */
export function bookingsFrom(response: unknown): Booking[] {
  const list = Array.isArray(response)
    ? response
    : typeof response === "object" &&
        response !== null &&
        Array.isArray((response as { data?: unknown }).data)
      ? (response as { data: unknown[] }).data
      : [];
  return list.filter(
    (item): item is Booking =>
      typeof item === "object" &&
      item !== null &&
      typeof (item as Booking).info === "object" &&
      (item as Booking).info !== null,
  );
}

/** The profile's calls (API.md §4): saving the details and reading the user's bookings. */
export const profileApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** Multipart (the optional `image` travels beside the fields); fetch sets the content type. */
    updateUserDetails: builder.mutation<{ success: true; message: string; user: User }, FormData>({
      query: (body) => ({ url: "/auth/update-user-details", method: "PUT", body }),
      invalidatesTags: ["User"],
    }),
    userBookings: builder.query<Booking[], void>({
      query: () => "/live-sessions/user",
      transformResponse: (response: unknown) => bookingsFrom(response),
    }),
  }),
});

export const { useUpdateUserDetailsMutation, useUserBookingsQuery } = profileApi;
