import { api } from "../../lib/api";
import { type AuthState, selectToken, setUserInfo } from "./authSlice";
import type { UserDataResponse } from "./types";

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
  }),
});

export const { useGetUserDataQuery } = authApi;
