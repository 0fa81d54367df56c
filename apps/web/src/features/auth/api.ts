import type {
  AdditionalInfoRequest,
  AuthTokenResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  User,
  UserDataResponse,
  VerifyOtpRequest,
} from "@clutch/contract";
import { api } from "../../lib/api";
import { type AuthState, selectToken, setUserInfo } from "./authSlice";
import { type PreferenceGame, preferenceGamesFrom } from "./lib/preference-games";

/** Auth calls carry the role "user" (SPEC §6). */
const ROLE = "user" as const;

/** The auth calls of API.md §4 "Auth". */
export const authApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** `GET /api/auth/user-data` (bearer): the profile becomes `userInfo`. A 401 signs out (lib/base-query). */
    getUserData: builder.query<UserDataResponse, void>({
      query: () => "/auth/user-data",
      providesTags: ["User"],
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // A logout while the answer was on its way wins.
          if (selectToken(getState() as unknown as { auth: AuthState })) dispatch(setUserInfo(data.user));
        } catch {
          // The error stays in the query state; a 401 has already signed the user out.
        }
      },
    }),
    login: builder.mutation<AuthTokenResponse, LoginRequest>({
      query: ({ email, password }) => ({
        url: "/auth/login",
        method: "POST",
        body: { email, password, role: ROLE },
      }),
    }),
    register: builder.mutation<MessageResponse, RegisterRequest>({
      query: ({ email, password }) => ({
        url: "/auth/register",
        method: "POST",
        body: { email, password, role: ROLE },
      }),
    }),
    verifyOtp: builder.mutation<AuthTokenResponse, VerifyOtpRequest>({
      query: ({ email, Userotp }) => ({ url: "/auth/verify-otp", method: "POST", body: { email, Userotp } }),
    }),
    forgotPassword: builder.mutation<MessageResponse, ForgotPasswordRequest>({
      query: ({ email }) => ({ url: "/auth/forgot-password", method: "POST", body: { email, role: ROLE } }),
    }),
    resetPassword: builder.mutation<MessageResponse, ResetPasswordRequest>({
      query: ({ email, otp, password }) => ({
        url: "/auth/reset-password",
        method: "PUT",
        body: { email, otp, password, role: ROLE },
      }),
    }),
    /** The dialog sends only the two passwords (SPEC §7). The answer carries the new token. */
    changePassword: builder.mutation<MessageResponse & { token: string }, ChangePasswordRequest>({
      query: ({ oldPassword, newPassword }) => ({
        url: "/auth/change-password",
        method: "PUT",
        body: { oldPassword, newPassword },
      }),
    }),
    updateAdditionalInfo: builder.mutation<MessageResponse & { user: User }, AdditionalInfoRequest>({
      query: (body) => ({ url: "/auth/update-additional-info", method: "PUT", body }),
      invalidatesTags: ["User"],
    }),
    /** The games of the preferences dialog: any answer shape is tolerated (SPEC §8). */
    preferenceGames: builder.query<PreferenceGame[], void>({
      query: () => "/game",
      transformResponse: (response: unknown) => preferenceGamesFrom(response),
      providesTags: [{ type: "Game", id: "LIST" }],
    }),
  }),
});

export const {
  useGetUserDataQuery,
  useLoginMutation,
  useRegisterMutation,
  useVerifyOtpMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useUpdateAdditionalInfoMutation,
  usePreferenceGamesQuery,
} = authApi;
