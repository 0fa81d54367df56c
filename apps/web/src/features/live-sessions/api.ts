import { api } from "../../lib/api";
import { type ApiBody, type ApiResponse, endpointRequest } from "../../lib/endpoints";
import { type AvailabilityArgs, availabilityRange } from "./lib/slots";

/** What a booking call sends (docs/product.md#live-sessions). */
type BookSessionInput = ApiBody<"bookSession">;

/**
 * Live-session calls (docs/product.md#live-sessions). Their two cache tags are added here, not in
 * the shared list, so the start-up path does not carry them:
 * - "Availability" (per coach): a coach's free slots, refetched whenever a booking, cancellation or
 *   move may have changed them (a taken slot must not stay on offer);
 * - "Booking": the user's bookings.
 */
const liveSessionsApi = api.enhanceEndpoints({ addTagTypes: ["Availability", "Booking"] }).injectEndpoints({
  endpoints: (builder) => ({
    /**
     * Free slots, a page per range of 14 days from the moment the picker opened (`anchor`): "Show
     * later dates" fetches the next page. An invalidation refetches every loaded page.
     */
    coachAvailability: builder.infiniteQuery<ApiResponse<"coachAvailability">, AvailabilityArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (_lastPage, _allPages, lastPageParam) => lastPageParam + 1,
      },
      query: ({ queryArg, pageParam }) =>
        endpointRequest("coachAvailability", {
          params: { id: queryArg.coachId },
          query: { sessionType: queryArg.sessionTypeId, ...availabilityRange(queryArg.anchor, pageParam) },
        }),
      providesTags: (_result, _error, { coachId }) => [{ type: "Availability", id: coachId }],
    }),
    /** Holds the slot for 15 minutes and creates its order; the checkout opens next. */
    bookSession: builder.mutation<ApiResponse<"bookSession">, BookSessionInput>({
      query: (body) => endpointRequest("bookSession", { body }),
      // The slot is held now, or was taken meanwhile: either way the coach's slots changed, and the
      // learner's bookings may hold a new one. A phone given here is saved to the profile.
      invalidatesTags: (_result, _error, input) => [
        { type: "Availability", id: input.coachId },
        "Booking",
        ...(input.phone ? (["User"] as const) : []),
      ],
    }),
    /** Asked for on arrival beside the account check (usePrefetchedBookings), and by My Bookings. */
    listBookings: builder.query<ApiResponse<"listBookings">, void>({
      query: () => endpointRequest("listBookings"),
      providesTags: ["Booking"],
    }),
    cancelBooking: builder.mutation<ApiResponse<"cancelBooking">, string>({
      query: (id) => endpointRequest("cancelBooking", { params: { id } }),
      invalidatesTags: ["Booking", "Availability"],
    }),
    rescheduleBooking: builder.mutation<ApiResponse<"rescheduleBooking">, { id: string; start: string }>({
      query: ({ id, start }) => endpointRequest("rescheduleBooking", { params: { id }, body: { start } }),
      invalidatesTags: ["Booking", "Availability"],
    }),
    /** "I was there": the learner's dispute of a mark of absence, with a note. */
    disputeNoShow: builder.mutation<ApiResponse<"disputeNoShow">, { id: string; note: string }>({
      query: ({ id, note }) => endpointRequest("disputeNoShow", { params: { id }, body: { note } }),
      invalidatesTags: ["Booking"],
    }),
    /** The session as an RFC 5545 file: text, fetched with the bearer token like every call. */
    bookingCalendar: builder.mutation<string, string>({
      query: (id) => ({ ...endpointRequest("bookingCalendar", { params: { id } }), responseHandler: "text" }),
    }),
  }),
});

export const {
  useCoachAvailabilityInfiniteQuery,
  useBookSessionMutation,
  useListBookingsQuery,
  useCancelBookingMutation,
  useRescheduleBookingMutation,
  useBookingCalendarMutation,
  useDisputeNoShowMutation,
  usePrefetch: useLiveSessionsPrefetch,
} = liveSessionsApi;

/**
 * How long, in seconds, a learner's bookings count as fresh: My Bookings asks again for older ones
 * when it opens (a booking's state changes on the server: paid, held, cancelled by the coach), and
 * uses the ones asked for on arrival.
 */
export const BOOKINGS_FRESH_SECONDS = 10;
