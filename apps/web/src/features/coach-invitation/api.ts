import { api } from "../../lib/api";
import { type ApiResponse, endpointRequest } from "../../lib/endpoints";

/** The invitation to run a coach profile: its preview, and accepting it. */
const coachInvitationApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** Who invites whom: the coach profile and the invited e-mail; 404 unknown, 410 used or expired. */
    coachInvitation: builder.query<ApiResponse<"getCoachInvitation">, string>({
      query: (token) => endpointRequest("getCoachInvitation", { params: { token } }),
    }),
    /**
     * With a password: creates the invited account. Without: the signed-in account (the bearer
     * token the base query adds) accepts. The answer signs the coach in.
     */
    acceptCoachInvitation: builder.mutation<
      ApiResponse<"acceptCoachInvitation">,
      { token: string; password?: string }
    >({
      query: ({ token, password }) =>
        endpointRequest("acceptCoachInvitation", {
          params: { token },
          body: password === undefined ? {} : { password },
        }),
    }),
  }),
});

export const { useCoachInvitationQuery, useAcceptCoachInvitationMutation } = coachInvitationApi;
