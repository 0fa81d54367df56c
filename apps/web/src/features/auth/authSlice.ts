import { createListenerMiddleware, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { api } from "../../lib/api";
import { logout } from "../../lib/session";
import { clearStorage, readToken, writeToken } from "../../lib/storage";
import type { User } from "./types";

export type AuthState = {
  /** Empty until the user data arrives (SPEC §3 "Client state"). */
  userInfo: User | null;
  token: string | null;
};

/** Read lazily, so the token is taken from localStorage when the store is created, not at import. */
const initialState = (): AuthState => ({ userInfo: null, token: readToken() });

export const authSlice = createSlice({
  name: "auth",
  initialState,
  reducers: {
    /** After login or OTP verification: the token, and the user when the answer carried one. */
    setCredentials(state, action: PayloadAction<{ token: string; user?: User | null }>) {
      state.token = action.payload.token;
      if (action.payload.user !== undefined) state.userInfo = action.payload.user;
    },
    setUserInfo(state, action: PayloadAction<User | null>) {
      state.userInfo = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(logout, (state) => {
      state.userInfo = null;
      state.token = null;
    });
  },
  selectors: {
    selectUserInfo: (state) => state.userInfo,
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.userInfo !== null,
  },
});

export const { setCredentials, setUserInfo } = authSlice.actions;
export { logout };
export const { selectUserInfo, selectToken, selectIsSignedIn } = authSlice.selectors;
export const authReducer = authSlice.reducer;

/**
 * The side effects of auth actions, kept out of the reducers: the token is persisted under
 * `userToken`, and signing out clears ALL of localStorage (SPEC §4) and every cached answer.
 */
export const authListenerMiddleware = createListenerMiddleware();

authListenerMiddleware.startListening({
  actionCreator: setCredentials,
  effect: (action) => {
    writeToken(action.payload.token);
  },
});

authListenerMiddleware.startListening({
  actionCreator: logout,
  effect: (_action, listenerApi) => {
    clearStorage();
    listenerApi.dispatch(api.util.resetApiState());
  },
});
