import { combineReducers, configureStore, type ReducersMapObject } from "@reduxjs/toolkit";
import { setupListeners } from "@reduxjs/toolkit/query";
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

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(authMiddleware).concat(api.middleware),
});
setupListeners(store.dispatch);

export type AppStore = typeof store;
