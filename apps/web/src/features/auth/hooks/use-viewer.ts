import { useCallback } from "react";
import { useAppDispatch, useBrowserSelector } from "../../../hooks/store";
import { openModal } from "../../../lib/modals";
import { selectToken, selectUserInfo } from "../authSlice";

/**
 * Who is looking at a product page: known yet or not (not in the server's render, nor while the app
 * takes it over), signed in or not, what they own (docs/product.md#who-may-do-what: ownership is the item
 * being in the user's courses or guides), the signed-in user (null for a visitor), whether a stored
 * session is still being restored, and a way to ask a visitor to sign in.
 */
export function useViewer() {
  // The server renders a product page for a visitor: so does the app's first render of it there.
  const user = useBrowserSelector(selectUserInfo, null);
  const token = useBrowserSelector(selectToken, null);
  // False in the server's render and while the app takes it over: who is looking is not known yet.
  const known = useBrowserSelector(() => true, false);
  const dispatch = useAppDispatch();
  const openLogin = useCallback(() => dispatch(openModal("login")), [dispatch]);
  const owns = useCallback(
    (kind: "course" | "guide", id: string) =>
      (kind === "course" ? user?.courses : user?.guides)?.some((item) => item._id === id) ?? false,
    [user],
  );
  /** A token is stored and its user data is on its way: not a visitor, not signed in yet. */
  const restoring = token !== null && user === null;
  return { known, signedIn: user !== null, restoring, user, owns, openLogin };
}
