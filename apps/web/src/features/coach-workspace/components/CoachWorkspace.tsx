import type { CoachProfile } from "@clutch/contract";
import { Suspense, useEffect } from "react";
import { type RouteObject, useLocation, useRoutes } from "react-router";
import { NotFound } from "../../../components/NotFound";
import { LoadingState } from "../../../components/ui/LoadingState";
import { lazyNamed } from "../../../lib/lazy-named";
import { useWorkspacePrefetch } from "../api";
import { useSessionParams } from "../hooks/use-session-params";
import { workspacePaths } from "../paths";
import { SessionsPage } from "./sessions/SessionsPage";
import { WorkspaceGate } from "./shell/WorkspaceGate";
import { WorkspaceShell } from "./shell/WorkspaceShell";

// The sessions are where a coach lands; the other pages (and their forms) load when visited.
const HoursPage = lazyNamed(() => import("./hours/HoursPage"), "HoursPage");
const SessionTypesPage = lazyNamed(() => import("./session-types/SessionTypesPage"), "SessionTypesPage");
const EarningsPage = lazyNamed(() => import("./earnings/EarningsPage"), "EarningsPage");
const SettingsPage = lazyNamed(() => import("./settings/SettingsPage"), "SettingsPage");

type CoachWorkspaceProps = {
  signedIn: boolean;
  /** Opens the site's sign-in dialog. */
  onSignIn: () => void;
};

/** The coaches' workspace at `/coach/*`: the gate, then the shell with its pages. */
export function CoachWorkspace({ signedIn, onSignIn }: CoachWorkspaceProps) {
  usePrefetchedSessions(signedIn);
  return (
    <WorkspaceGate signedIn={signedIn} onSignIn={onSignIn}>
      {(coach) => (
        <WorkspaceShell coachName={coach.name}>
          <WorkspacePages coach={coach} />
        </WorkspaceShell>
      )}
    </WorkspaceGate>
  );
}

/**
 * Asks for the sessions (the page a coach lands on) beside the gate's profile rather than after it;
 * the page then finds them in the store. Someone who is no coach is refused, as by the gate.
 */
function usePrefetchedSessions(signedIn: boolean) {
  const { pathname } = useLocation();
  const { query } = useSessionParams();
  const prefetch = useWorkspacePrefetch("coachListSessions");
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only; the page asks for itself after.
  useEffect(() => {
    if (signedIn && pathname === workspacePaths.sessions) prefetch(query);
  }, []);
}

/** The pages below `/coach` (the router's own hook, as the app's routes use). */
function WorkspacePages({ coach }: { coach: CoachProfile }) {
  const pages: RouteObject[] = [
    { index: true, element: <SessionsPage /> },
    { path: "hours", element: <HoursPage /> },
    { path: "session-types", element: <SessionTypesPage /> },
    { path: "earnings", element: <EarningsPage /> },
    // The form starts from the profile as the gate has it, and keeps what it saved from then on.
    { path: "settings", element: <SettingsPage coach={coach} /> },
    {
      path: "*",
      element: <NotFound backTo={{ to: workspacePaths.sessions, label: "Back to the workspace" }} />,
    },
  ];
  return <Suspense fallback={<LoadingState />}>{useRoutes(pages)}</Suspense>;
}
