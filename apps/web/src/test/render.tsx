import {
  combineReducers,
  configureStore,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from "@reduxjs/toolkit";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { MemoryRouter, useLocation } from "react-router";
import type { AppDispatch } from "../hooks/store";
import { api } from "../lib/api";
import { modalReducer } from "../lib/modals";
import type { RootState } from "../lib/root-state";

type RenderOptions = {
  /** A feature's own slices (the auth slice, say): shared code cannot import them. */
  reducers?: Record<string, Reducer>;
  middleware?: Middleware[];
  /**
   * Dispatched before the first render: actions (signing in, opening a dialog's flag), or what the
   * app asks for as it starts (a thunk).
   */
  actions?: (UnknownAction | ((dispatch: AppDispatch, getState: () => RootState) => void))[];
  /** The page the router starts on. */
  path?: string;
};

/** Where the router is: a test reads it to see a navigation happen. */
function CurrentPath() {
  const location = useLocation();
  return <span data-testid="current-path">{location.pathname}</span>;
}

/**
 * Renders `ui` as the app does: under a Redux store with the app's RTK Query API (its real base
 * query, so calls go through `fetch`: fake it with fakeNetwork) and a router. A fresh store per
 * test, so no cached answer leaks from one test to the next.
 */
export function renderWithStore(
  ui: ReactElement,
  { reducers = {}, middleware = [], actions = [], path = "/" }: RenderOptions = {},
) {
  const store = configureStore({
    reducer: combineReducers({ modals: modalReducer, [api.reducerPath]: api.reducer, ...reducers }),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(...middleware)
        .concat(api.middleware),
  });
  // The store's thunk middleware runs a function.
  for (const action of actions) store.dispatch(action as UnknownAction);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <CurrentPath />
      </MemoryRouter>
    </Provider>,
  );
  // The app's state type: a feature's slices join it by module augmentation (lib/root-state.ts).
  const state = () => store.getState() as unknown as RootState;
  /** Replaces a field's text in one go (typing key by key is slow and tests nothing more here). */
  const fill = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    await user.paste(text);
  };
  return { store, state, user, fill, ...view };
}
