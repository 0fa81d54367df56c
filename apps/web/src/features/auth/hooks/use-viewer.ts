import { useCallback } from "react";
import { useAppDispatch, useAppSelector } from "../../../hooks/store";
import { openModal } from "../../../lib/modals";
import { selectUserInfo } from "../authSlice";

/**
 * Who is looking at a product page: signed in or not, what they own (docs/product.md#who-may-do-what: ownership is the item
 * being in the user's courses or guides), the signed-in user (null for a visitor), and a way to ask a
 * visitor to sign in.
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
  return { signedIn: user !== null, user, owns, openLogin };
}
