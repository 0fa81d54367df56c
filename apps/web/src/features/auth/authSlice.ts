import type { User } from "@clutch/contract";
import { createSlice, type Middleware, type PayloadAction } from "@reduxjs/toolkit";
import { api } from "../../lib/api";
import { signOutOfExtensions } from "../../lib/base-query";
import { logout } from "../../lib/session";
import { clearStorage, readToken, writeToken } from "../../lib/storage";

export type AuthState = {
  /** Empty until the user data arrives (docs/product.md#session-and-storage). */
  userInfo: User | null;
  token: string | null;
};

declare module "../../lib/root-state" {
  /** The store's `auth` slice (see lib/root-state.ts). */
  interface RootState {
    auth: AuthState;
  }
}

/** Read lazily, so the token is taken from localStorage when the store is created, not at import. */
const initialState = (): AuthState => ({ userInfo: null, token: readToken() });

const authSlice = createSlice({
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
 * The side effects of auth actions, kept out of the reducers and run once the reducers have seen
 * the action: the token is persisted under `userToken`, and signing out clears ALL of localStorage
 * (docs/product.md#accounts) and every cached answer. A plain middleware: RTK's listener middleware would bring
 * ≈ 4 KB to the start-up path for these two.
 */
export const authMiddleware: Middleware = (store) => (next) => (action) => {
  if (logout.match(action)) signOutOfExtensions(); // while the token is still there to send
  const result = next(action);
  if (setCredentials.match(action)) {
    writeToken(action.payload.token);
  } else if (logout.match(action)) {
    clearStorage();
    store.dispatch(api.util.resetApiState());
  }
  return result;
};
