import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyOtpRequest,
} from "@clutch/contract";
import { api } from "../../lib/api";
import { type ApiBody, type ApiResponse, endpointRequest } from "../../lib/endpoints";
import { type AuthState, selectToken, setUserInfo } from "./authSlice";
import { type PreferenceGame, preferenceGamesFrom } from "./lib/preference-games";

/** Auth calls carry the role "user" (docs/product.md#who-may-do-what). */
const ROLE = "user" as const;

/** The account calls (docs/product.md#accounts). */
export const authApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** `GET /api/auth/user-data` (bearer): the profile becomes `userInfo`. A 401 signs out (lib/base-query). */
    getUserData: builder.query<ApiResponse<"userData">, void>({
      query: () => endpointRequest("userData"),
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
    login: builder.mutation<ApiResponse<"login">, LoginRequest>({
      query: ({ email, password }) => endpointRequest("login", { body: { email, password, role: ROLE } }),
    }),
    register: builder.mutation<ApiResponse<"register">, RegisterRequest>({
      query: ({ email, password }) => endpointRequest("register", { body: { email, password, role: ROLE } }),
    }),
    verifyOtp: builder.mutation<ApiResponse<"verifyOtp">, VerifyOtpRequest>({
      query: ({ email, Userotp }) => endpointRequest("verifyOtp", { body: { email, Userotp } }),
    }),
    forgotPassword: builder.mutation<ApiResponse<"forgotPassword">, ForgotPasswordRequest>({
      query: ({ email }) => endpointRequest("forgotPassword", { body: { email, role: ROLE } }),
    }),
    resetPassword: builder.mutation<ApiResponse<"resetPassword">, ResetPasswordRequest>({
      query: ({ email, otp, password }) =>
        endpointRequest("resetPassword", { body: { email, otp, password, role: ROLE } }),
    }),
    /** The dialog sends only the two passwords (docs/product.md#endpoint-index). The answer carries the new token. */
    changePassword: builder.mutation<ApiResponse<"changePassword">, ChangePasswordRequest>({
      query: ({ oldPassword, newPassword }) =>
        endpointRequest("changePassword", { body: { oldPassword, newPassword } }),
    }),
    updateAdditionalInfo: builder.mutation<
      ApiResponse<"updateAdditionalInfo">,
      ApiBody<"updateAdditionalInfo">
    >({
      query: (body) => endpointRequest("updateAdditionalInfo", { body }),
      invalidatesTags: ["User"],
    }),
    /** The games of the preferences dialog: any answer shape is tolerated (docs/product.md#messages). */
    preferenceGames: builder.query<PreferenceGame[], void>({
      query: () => endpointRequest("listGames"),
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
