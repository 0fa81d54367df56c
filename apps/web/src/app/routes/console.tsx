import { useEffect } from "react";
import { selectToken } from "../../features/auth/authSlice";
import { Console, prepareConsole } from "../../features/console/components/Console";
import { useAppDispatch, useAppSelector } from "../../hooks/store";
import { openModal } from "../../lib/modals";
import type { PreparePage } from "../router";

/**
 * `/admin/*`: the operators' console, a chunk of its own that no learner's page loads. A visitor
 * is asked to sign in with the site's dialog, as on the account pages.
 */
export function ConsoleRoute() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectToken) !== null;
  const openLogin = () => dispatch(openModal("login"));
  // Only on arrival: a visitor is asked to sign in. (Signing out here leads elsewhere.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliberately once, on mount.
  useEffect(() => {
    if (!signedIn) openLogin();
  }, []);
  return <Console signedIn={signedIn} onSignIn={openLogin} />;
}

/** What the console asks for before its first render, when the site opens on it (app/router.tsx). */
export const prepareConsoleRoute: PreparePage = ({ dispatch, getState }) =>
  prepareConsole(dispatch, selectToken(getState()) !== null, window.location);
