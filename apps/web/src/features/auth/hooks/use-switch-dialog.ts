import { useAppDispatch } from "../../../hooks/store";
import { closeModal, openModal } from "../../../lib/modals";

export type AccountDialog = "login" | "register" | "forgotPassword";

/** Closes one account dialog and opens another in its place. */
export function useSwitchDialog(): (from: AccountDialog, to: AccountDialog) => void {
  const dispatch = useAppDispatch();
  return (from, to) => {
    dispatch(closeModal(from));
    dispatch(openModal(to));
  };
}
