import type { CoachProfile } from "@clutch/contract";
import { Suspense, useEffect } from "react";
import { type Path, type RouteObject, useLocation, useRoutes } from "react-router";
import { NotFound } from "../../../components/NotFound";
import { type AppDispatch, useAppDispatch } from "../../../hooks/store";
import { lazyNamed, loadLazy } from "../../../lib/lazy-named";
import { globbedImport } from "../../../lib/page-modules";
import { prefetchWorkspace } from "../api";
import { sessionParamsOf } from "../hooks/use-session-params";
import { workspacePaths } from "../paths";
import { PAGE_MODULES, pageAt, type WorkspacePage } from "./pages";
import { SessionsPage } from "./sessions/SessionsPage";
import { WorkspaceGate } from "./shell/WorkspaceGate";
import { WorkspacePageLoading } from "./shell/WorkspaceShell";

// The sessions are where a coach lands; the other pages (and their forms) load when visited.
const pageModules = import.meta.glob(["./*/*Page.tsx", "!./sessions/*"]);

/** The import of `page`'s module (lib/page-modules.ts). */
function pageModule<Module>(page: WorkspacePage) {
  return globbedImport<Module>(pageModules, PAGE_MODULES[page]);
}

const HoursPage = lazyNamed(
  pageModule<typeof import("./hours/HoursPage")>(workspacePaths.hours),
  "HoursPage",
);
const SessionTypesPage = lazyNamed(
  pageModule<typeof import("./session-types/SessionTypesPage")>(workspacePaths.sessionTypes),
  "SessionTypesPage",
);
const EarningsPage = lazyNamed(
  pageModule<typeof import("./earnings/EarningsPage")>(workspacePaths.earnings),
  "EarningsPage",
);
const SettingsPage = lazyNamed(
  pageModule<typeof import("./settings/SettingsPage")>(workspacePaths.settings),
  "SettingsPage",
);

type CoachWorkspaceProps = {
  signedIn: boolean;
  /** Opens the site's sign-in dialog. */
  onSignIn: () => void;
};

/** The coaches' workspace at `/coach/*`: the gate, then the shell with its pages. */
export function CoachWorkspace({ signedIn, onSignIn }: CoachWorkspaceProps) {
  const dispatch = useAppDispatch();
  const address = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only; the pages ask for themselves after.
  useEffect(() => prepareWorkspace(dispatch, signedIn, address), []);
  return (
    <WorkspaceGate signedIn={signedIn} onSignIn={onSignIn}>
      {(coach) => <WorkspacePages coach={coach} />}
    </WorkspaceGate>
  );
}

/**
 * What the workspace asks for on arrival: before its first render when the site opens on it
 * (app/routes/coach-workspace.tsx), else when it mounts. The coach's profile and, on the sessions
 * page (where a coach lands), the sessions at the address: beside each other rather than each after
 * the render that needs it. The gate and the page then find the answers in the store; someone who
 * is no coach is refused, as by the gate. Elsewhere, the code of the page at the address, counted
 * as a page load so that the site's first render draws the page, not its loading state followed by
 * the page (start.tsx; docs/decisions/048).
 */
export function prepareWorkspace(
  dispatch: AppDispatch,
  signedIn: boolean,
  { pathname, search }: Pick<Path, "pathname" | "search">,
): void {
  if (!signedIn) return;
  dispatch(prefetchWorkspace("coachProfile", undefined, {}));
  if (pathname === workspacePaths.sessions)
    dispatch(prefetchWorkspace("coachListSessions", sessionParamsOf(new URLSearchParams(search)).query, {}));
  const page = pageAt(pathname);
  // A failure is the page's to report, when it renders.
  if (page) void loadLazy(pageModule(page)).catch(() => undefined);
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
  // While a page's code loads: its heading (as the gate's frame drew it) over "Loading...".
  return <Suspense fallback={<WorkspacePageLoading />}>{useRoutes(pages)}</Suspense>;
}
