import { combineReducers, configureStore, type ReducersMapObject } from "@reduxjs/toolkit";
import { authMiddleware, authReducer } from "../features/auth/authSlice";
import { api } from "../lib/api";
import { modalReducer } from "../lib/modals";
import type { RootState } from "../lib/root-state";

// `satisfies`: one reducer per slice of the shared RootState type (lib/root-state.ts), no more.
const rootReducer = combineReducers({
  auth: authReducer,
  modals: modalReducer,
  [api.reducerPath]: api.reducer,
} satisfies ReducersMapObject<RootState>);

/** A store of the app's shape: the browser's one, or one the server renders a page from. */
export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(authMiddleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
