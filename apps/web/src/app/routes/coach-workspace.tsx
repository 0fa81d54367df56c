import { useEffect } from "react";
import { selectToken } from "../../features/auth/authSlice";
import { CoachWorkspace, prepareWorkspace } from "../../features/coach-workspace/components/CoachWorkspace";
import { useAppDispatch, useAppSelector } from "../../hooks/store";
import { openModal } from "../../lib/modals";
import type { PreparePage } from "../router";

/**
 * `/coach/*`: the coaches' workspace, a chunk of its own that no learner's page loads. A visitor
 * is asked to sign in with the site's dialog, as in the console.
 */
export function CoachWorkspaceRoute() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectToken) !== null;
  const openLogin = () => dispatch(openModal("login"));
  // Only on arrival: a visitor is asked to sign in. (Signing out here leads elsewhere.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliberately once, on mount.
  useEffect(() => {
    if (!signedIn) openLogin();
  }, []);
  return <CoachWorkspace signedIn={signedIn} onSignIn={openLogin} />;
}

/** What the workspace asks for before its first render, when the site opens on it (app/router.tsx). */
export const prepareWorkspaceRoute: PreparePage = ({ dispatch, getState }) =>
  prepareWorkspace(dispatch, selectToken(getState()) !== null, window.location);
