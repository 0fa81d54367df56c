import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { useSyncExternalStore } from "react";
import { useDispatch, useSelector, useStore } from "react-redux";
import { type ModalName, selectIsModalOpen } from "../lib/modals";
import type { RootState } from "../lib/root-state";

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** Typed hooks: use these instead of plain `useDispatch` / `useSelector`. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * A value of the store that the server cannot know (who is signed in): `whileHydrating` in the
 * server's render and while the app takes that markup over, so the two agree; the store's own value
 * in any other render, and right after hydration (a re-render only when the two differ).
 */
export function useBrowserSelector<T>(selector: (state: RootState) => T, whileHydrating: T): T {
  const store = useStore<RootState>();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => whileHydrating,
  );
}

export function useIsModalOpen(name: ModalName): boolean {
  return useAppSelector((state) => selectIsModalOpen(state, name));
}
