import { manifestModule } from "../../../lib/page-modules";
import { workspacePaths } from "../paths";

/**
 * The module of each of the workspace's pages other than the sessions (in the workspace's own
 * chunk: coaches land there), relative to this folder. CoachWorkspace.tsx loads each the first
 * time it is visited; the build has the frame of a page's address ask for that page's code at once
 * (src/prerender/part-frames.tsx, scripts/prerender.mjs), as the console's do.
 */
export const PAGE_MODULES = {
  [workspacePaths.hours]: "./hours/HoursPage.tsx",
  [workspacePaths.sessionTypes]: "./session-types/SessionTypesPage.tsx",
  [workspacePaths.earnings]: "./earnings/EarningsPage.tsx",
  [workspacePaths.settings]: "./settings/SettingsPage.tsx",
} as const;

export type WorkspacePage = keyof typeof PAGE_MODULES;

/** This folder, from the web app's root: how the build's manifest names the page modules. */
const PAGES_FOLDER = "src/features/coach-workspace/components";

/** The lazily loaded page at `pathname`; none for the sessions (or an address with no page). */
export const pageAt = (pathname: string): WorkspacePage | undefined =>
  Object.hasOwn(PAGE_MODULES, pathname) ? (pathname as WorkspacePage) : undefined;

/** The module of the page at `pathname`, as the build's manifest names it (the frame asks for its chunks). */
export function pageModuleAt(pathname: string): string | undefined {
  const page = pageAt(pathname);
  return page && manifestModule(PAGES_FOLDER, PAGE_MODULES[page]);
}
