import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { useDispatch, useSelector } from "react-redux";
import type { ModalName, ModalState } from "../../modals/modalSlice";
import type { AuthState } from "../authSlice";

/**
 * The parts of the root state this feature reads. Features do not import the app layer, so the
 * typed hooks are declared against the slices the feature knows.
 */
type AuthFeatureState = { auth: AuthState; modals: ModalState };
type AuthDispatch = ThunkDispatch<AuthFeatureState, unknown, UnknownAction>;

export const useAuthSelector = useSelector.withTypes<AuthFeatureState>();
export const useAuthDispatch = useDispatch.withTypes<AuthDispatch>();

export function useIsModalOpen(name: ModalName): boolean {
  return useAuthSelector((state) => state.modals[name]);
}
