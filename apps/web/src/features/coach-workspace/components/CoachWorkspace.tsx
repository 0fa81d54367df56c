import type { CoachProfile } from "@clutch/contract";
import { type RouteObject, useRoutes } from "react-router";
import { NotFound } from "../../../components/NotFound";
import { workspacePaths } from "../paths";
import { EarningsPage } from "./earnings/EarningsPage";
import { HoursPage } from "./hours/HoursPage";
import { SessionTypesPage } from "./session-types/SessionTypesPage";
import { SessionsPage } from "./sessions/SessionsPage";
import { SettingsPage } from "./settings/SettingsPage";
import { WorkspaceGate } from "./shell/WorkspaceGate";
import { WorkspaceShell } from "./shell/WorkspaceShell";

type CoachWorkspaceProps = {
  signedIn: boolean;
  /** Opens the site's sign-in dialog. */
  onSignIn: () => void;
};

/** The coaches' workspace at `/coach/*`: the gate, then the shell with its pages. */
export function CoachWorkspace({ signedIn, onSignIn }: CoachWorkspaceProps) {
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
  return useRoutes(pages);
}
