import { useCallback } from "react";
import { useAppDispatch, useAppSelector } from "../../../app/hooks";
import { selectUserInfo } from "../../auth/authSlice";
import { openModal } from "../../modals/modalSlice";

/**
 * Who is looking at a product page: signed in or not, what they own (SPEC §6: ownership is the item
 * being in the user's courses or guides), and a way to ask a visitor to sign in.
 */
export function useViewer() {
  const user = useAppSelector(selectUserInfo);
  const dispatch = useAppDispatch();
  const openLogin = useCallback(() => dispatch(openModal("login")), [dispatch]);
  const owns = useCallback(
    (kind: "course" | "guide", id: string) =>
      (kind === "course" ? user?.courses : user?.guides)?.some((item) => item._id === id) ?? false,
    [user],
  );
  return { signedIn: user !== null, owns, openLogin };
}
