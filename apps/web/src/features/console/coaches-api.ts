import type { ApiQuery } from "@clutch/contract";
import { api } from "../../lib/api";
import type { ApiBody, ApiResponse } from "../../lib/endpoints";
import { consoleRequest } from "./lib/console-request";

/** The coaches' cache tags: the practices overview, a coach's earnings, a coach's invitations. */
const COACH_TAGS = ["CoachPractices", "CoachEarnings", "CoachInvitations", "Audit"] as const;

type CoachMonth = { id: string } & ApiQuery<"adminCoachEarnings">;

/** The console's coaches: practices, invitations, earnings and payouts (coach-earnings.ts, coach-invitations.ts). */
const coachesApi = api.enhanceEndpoints({ addTagTypes: COACH_TAGS }).injectEndpoints({
  endpoints: (builder) => ({
    adminListCoachPractices: builder.query<ApiResponse<"adminListCoachPractices">, void>({
      query: () => consoleRequest("adminListCoachPractices"),
      providesTags: ["CoachPractices"],
    }),
    adminCoachEarnings: builder.query<ApiResponse<"adminCoachEarnings">, CoachMonth>({
      query: ({ id, ...query }) => consoleRequest("adminCoachEarnings", { params: { id }, query }),
      providesTags: (_result, _error, { id }) => [{ type: "CoachEarnings", id }],
    }),
    /** A month's statement as CSV text, for `saveExport` (fetched with the console's headers). */
    adminExportCoachEarnings: builder.mutation<string, CoachMonth>({
      query: ({ id, ...query }) => ({
        ...consoleRequest("adminExportCoachEarnings", { params: { id }, query }),
        responseHandler: "text",
      }),
    }),
    adminRecordPayout: builder.mutation<
      ApiResponse<"adminRecordPayout", 201>,
      { id: string; body: ApiBody<"adminRecordPayout"> }
    >({
      query: ({ id, body }) => consoleRequest("adminRecordPayout", { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: "CoachEarnings", id }, "CoachPractices", "Audit"],
    }),
    adminListCoachInvitations: builder.query<ApiResponse<"adminListCoachInvitations">, string>({
      query: (id) => consoleRequest("adminListCoachInvitations", { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: "CoachInvitations", id }],
    }),
    adminInviteCoach: builder.mutation<
      ApiResponse<"adminInviteCoach", 201>,
      { id: string; body: ApiBody<"adminInviteCoach"> }
    >({
      query: ({ id, body }) => consoleRequest("adminInviteCoach", { params: { id }, body }),
      // A 409 (an account took the profile meanwhile) refreshes the list too.
      invalidatesTags: (_result, _error, { id }) => [
        { type: "CoachInvitations", id },
        "CoachPractices",
        "Audit",
      ],
    }),
    adminRevokeCoachInvitation: builder.mutation<
      ApiResponse<"adminRevokeCoachInvitation">,
      { id: string; invitationId: string }
    >({
      query: (params) => consoleRequest("adminRevokeCoachInvitation", { params }),
      invalidatesTags: (_result, _error, { id }) => [{ type: "CoachInvitations", id }, "Audit"],
    }),
    adminRemoveCoachAccount: builder.mutation<
      ApiResponse<"adminRemoveCoachAccount">,
      { id: string; body: ApiBody<"adminRemoveCoachAccount"> }
    >({
      query: ({ id, body }) => consoleRequest("adminRemoveCoachAccount", { params: { id }, body }),
      // Also after a failure: part of it (the account, some cancels) may have been done.
      invalidatesTags: (_result, _error, { id }) => [
        { type: "CoachInvitations", id },
        { type: "CoachEarnings", id },
        "CoachPractices",
        "Audit",
      ],
    }),
  }),
});

export const {
  useAdminListCoachPracticesQuery,
  useAdminCoachEarningsQuery,
  useAdminExportCoachEarningsMutation,
  useAdminRecordPayoutMutation,
  useAdminListCoachInvitationsQuery,
  useAdminInviteCoachMutation,
  useAdminRevokeCoachInvitationMutation,
  useAdminRemoveCoachAccountMutation,
} = coachesApi;
