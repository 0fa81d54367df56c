import type { PartFrame } from "@clutch/contract";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { pageModuleAt as workspacePageModuleAt } from "../features/coach-workspace/components/pages";
import {
  WORKSPACE_SECTION_PATHS,
  WorkspaceFrame,
} from "../features/coach-workspace/components/shell/WorkspaceShell";
import { pageModuleAt } from "../features/console/components/pages";
import { CONSOLE_SECTION_PATHS, ConsoleFrame } from "../features/console/components/shell/ConsoleShell";
import { ShellFrame } from "./ShellFrame";

/**
 * The first screens of the console's and the workspace's section pages, as their gates draw them
 * while they check who is signed in: the area's frame and the page's heading over "Loading...".
 * Rendered at build time (scripts/prerender.mjs); the server sends one for its address, so the
 * heading paints with the stylesheet instead of after the app's code, its first answers and its
 * render. Shown to a member only (the session mark): a visitor is asked to sign in instead. The
 * frames read their address from ShellFrame's router, as the app's from its own. A frame names its
 * page's module too, whose code it asks for with its part's (the workspace's landing page, the
 * sessions, is in the workspace's own chunk).
 */
export function renderPartFrames(): PartFrame[] {
  const frame = (path: string, page: ReactElement, pageModule?: string): PartFrame => ({
    path,
    shell: renderToString(
      <ShellFrame path={path}>
        <div className="invisible member:visible">{page}</div>
      </ShellFrame>,
    ),
    ...(pageModule ? { pageModule } : {}),
  });
  return [
    ...CONSOLE_SECTION_PATHS.map((path) => frame(path, <ConsoleFrame />, pageModuleAt(path))),
    ...WORKSPACE_SECTION_PATHS.map((path) => frame(path, <WorkspaceFrame />, workspacePageModuleAt(path))),
  ];
}
