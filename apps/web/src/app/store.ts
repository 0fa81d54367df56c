import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { setupListeners } from "@reduxjs/toolkit/query";
import { authListenerMiddleware, authReducer } from "../features/auth/authSlice";
import { modalReducer } from "../features/modals/modalSlice";
import { api } from "../lib/api";

const rootReducer = combineReducers({
  auth: authReducer,
  modals: modalReducer,
  [api.reducerPath]: api.reducer,
});

export function setupStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(authListenerMiddleware.middleware).concat(api.middleware),
  });
}

export const store = setupStore();
setupListeners(store.dispatch);

export type AppStore = ReturnType<typeof setupStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore["dispatch"];
