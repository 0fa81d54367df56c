import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { useDispatch, useSelector } from "react-redux";
import { type ModalName, selectIsModalOpen } from "../lib/modals";
import type { RootState } from "../lib/root-state";

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** Typed hooks: use these instead of plain `useDispatch` / `useSelector`. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export function useIsModalOpen(name: ModalName): boolean {
  return useAppSelector((state) => selectIsModalOpen(state, name));
}
