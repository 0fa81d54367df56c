import type { ApiQuery } from "@clutch/contract";
import { api } from "../../lib/api";
import type { ApiBody, ApiResponse } from "../../lib/endpoints";
import { workspaceRequest } from "./lib/workspace-request";

/**
 * The workspace's tags, added here so the start-up path does not carry them. "Coach" is the shared
 * tag of the public coach pages: a change of hours, settings or session types refreshes them.
 */
const taggedApi = api.enhanceEndpoints({
  addTagTypes: ["CoachProfile", "CoachHours", "CoachTimeOff", "CoachSessionTypes", "CoachSessions"],
});

type WithId<Body> = { id: string; body: Body };

/** The coaches' workspace calls (packages/contract/src/coach-workspace.ts). */
const workspaceApi = taggedApi.injectEndpoints({
  endpoints: (builder) => ({
    coachProfile: builder.query<ApiResponse<"coachProfile">, void>({
      query: () => workspaceRequest("coachProfile"),
      providesTags: ["CoachProfile"],
    }),
    coachUpdateSettings: builder.mutation<ApiResponse<"coachUpdateSettings">, ApiBody<"coachUpdateSettings">>(
      {
        query: (body) => workspaceRequest("coachUpdateSettings", { body }),
        // The zone changes how the hours and sessions read.
        invalidatesTags: (_result, error) =>
          error ? [] : ["CoachProfile", "CoachHours", "CoachSessions", "CoachTimeOff", "Coach"],
      },
    ),

    coachHours: builder.query<ApiResponse<"coachHours">, void>({
      query: () => workspaceRequest("coachHours"),
      providesTags: ["CoachHours"],
    }),
    coachUpdateHours: builder.mutation<ApiResponse<"coachUpdateHours">, ApiBody<"coachUpdateHours">>({
      query: (body) => workspaceRequest("coachUpdateHours", { body }),
      invalidatesTags: (_result, error) => (error ? [] : ["CoachHours", "Coach"]),
    }),
    coachListTimeOff: builder.query<ApiResponse<"coachListTimeOff">, void>({
      query: () => workspaceRequest("coachListTimeOff"),
      providesTags: ["CoachTimeOff"],
    }),
    coachAddTimeOff: builder.mutation<ApiResponse<"coachAddTimeOff", 201>, ApiBody<"coachAddTimeOff">>({
      query: (body) => workspaceRequest("coachAddTimeOff", { body }),
      invalidatesTags: (_result, error) => (error ? [] : ["CoachTimeOff", "Coach"]),
    }),
    coachDeleteTimeOff: builder.mutation<ApiResponse<"coachDeleteTimeOff">, string>({
      query: (id) => workspaceRequest("coachDeleteTimeOff", { params: { id } }),
      invalidatesTags: ["CoachTimeOff", "Coach"],
    }),

    coachListSessionTypes: builder.query<ApiResponse<"coachListSessionTypes">, void>({
      query: () => workspaceRequest("coachListSessionTypes"),
      providesTags: ["CoachSessionTypes"],
    }),
    coachCreateSessionType: builder.mutation<
      ApiResponse<"coachCreateSessionType", 201>,
      ApiBody<"coachCreateSessionType">
    >({
      query: (body) => workspaceRequest("coachCreateSessionType", { body }),
      invalidatesTags: (_result, error) => (error ? [] : ["CoachSessionTypes", "Coach"]),
    }),
    coachUpdateSessionType: builder.mutation<
      ApiResponse<"coachUpdateSessionType">,
      WithId<ApiBody<"coachUpdateSessionType">>
    >({
      query: ({ id, body }) => workspaceRequest("coachUpdateSessionType", { params: { id }, body }),
      invalidatesTags: (_result, error) => (error ? [] : ["CoachSessionTypes", "Coach"]),
    }),
    coachRetireSessionType: builder.mutation<ApiResponse<"coachRetireSessionType">, string>({
      query: (id) => workspaceRequest("coachRetireSessionType", { params: { id } }),
      invalidatesTags: ["CoachSessionTypes", "Coach"],
    }),

    coachListSessions: builder.query<ApiResponse<"coachListSessions">, ApiQuery<"coachListSessions">>({
      query: (query) => workspaceRequest("coachListSessions", { query }),
      providesTags: ["CoachSessions"],
    }),
    coachSessionOutcome: builder.mutation<
      ApiResponse<"coachSessionOutcome">,
      WithId<ApiBody<"coachSessionOutcome">>
    >({
      query: ({ id, body }) => workspaceRequest("coachSessionOutcome", { params: { id }, body }),
      // A 409 means it was marked meanwhile (automatically, say): the list shows that too.
      invalidatesTags: ["CoachSessions"],
    }),
    coachSessionSummary: builder.mutation<
      ApiResponse<"coachSessionSummary">,
      WithId<ApiBody<"coachSessionSummary">>
    >({
      query: ({ id, body }) => workspaceRequest("coachSessionSummary", { params: { id }, body }),
      invalidatesTags: (_result, error) => (error ? [] : ["CoachSessions"]),
    }),
    coachCancelSession: builder.mutation<
      ApiResponse<"coachCancelSession">,
      WithId<ApiBody<"coachCancelSession">>
    >({
      query: ({ id, body }) => workspaceRequest("coachCancelSession", { params: { id }, body }),
      invalidatesTags: ["CoachSessions", "CoachHours", "Coach"],
    }),
    /** The .ics text: fetched with the token, then handed to the browser as a file. */
    coachSessionCalendar: builder.mutation<string, string>({
      query: (id) => ({
        ...workspaceRequest("coachSessionCalendar", { params: { id } }),
        responseHandler: "text",
      }),
    }),
  }),
});

export const {
  useCoachProfileQuery,
  useCoachUpdateSettingsMutation,
  useCoachHoursQuery,
  useCoachUpdateHoursMutation,
  useCoachListTimeOffQuery,
  useCoachAddTimeOffMutation,
  useCoachDeleteTimeOffMutation,
  useCoachListSessionTypesQuery,
  useCoachCreateSessionTypeMutation,
  useCoachUpdateSessionTypeMutation,
  useCoachRetireSessionTypeMutation,
  useCoachListSessionsQuery,
  useCoachSessionOutcomeMutation,
  useCoachSessionSummaryMutation,
  useCoachCancelSessionMutation,
  useCoachSessionCalendarMutation,
} = workspaceApi;

/** Asks for a call's answer ahead of the page that shows it (an action to dispatch). */
export const prefetchWorkspace = workspaceApi.util.prefetch;
