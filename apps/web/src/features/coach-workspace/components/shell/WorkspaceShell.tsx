import { paths } from "@clutch/contract";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import {
  SectionPageLoading,
  SectionShell,
  type ShellSection,
  sectionTitleAt,
} from "../../../../components/layout/SectionShell";
import { workspacePaths } from "../../paths";

/** The workspace's sections, in the order of the nav: a new section is one more entry. */
const WORKSPACE_SECTIONS: ShellSection[] = [
  { to: workspacePaths.sessions, label: "Sessions", end: true },
  { to: workspacePaths.hours, label: "Hours and time off" },
  { to: workspacePaths.sessionTypes, label: "Session types" },
  { to: workspacePaths.earnings, label: "Earnings" },
  { to: workspacePaths.settings, label: "Settings" },
];

/** The addresses of the workspace's section pages. */
export const WORKSPACE_SECTION_PATHS = WORKSPACE_SECTIONS.map((section) => section.to);

/** The area, after a page's title in the document's title. */
export const WORKSPACE_AREA = "Coach workspace";

/** The heading of the workspace's page at `pathname`, where its section says it. */
const workspaceTitleAt = (pathname: string) => sectionTitleAt(WORKSPACE_SECTIONS, pathname);

type WorkspaceShellProps = {
  /** The coach's; undefined while the gate is asking for the profile. */
  coachName?: string;
  children: ReactNode;
};

/** The workspace's frame: its sections in a sidebar (a menu on small screens), the coach, the page. */
export function WorkspaceShell({ coachName, children }: WorkspaceShellProps) {
  return (
    <SectionShell
      title={WORKSPACE_AREA}
      menuName="workspace"
      navLabel="Workspace sections"
      sections={WORKSPACE_SECTIONS}
      footer={
        <>
          {coachName === undefined ? null : (
            <p className="text-fg">
              <span className="sr-only">Coach: </span>
              {coachName}
            </p>
          )}
          <Link to={paths.home} className="font-semibold text-brand-300 hover:text-brand-200">
            Back to site
          </Link>
        </>
      }
    >
      {children}
    </SectionShell>
  );
}

/** The workspace's page at the address while its code or first answers are on their way. */
export function WorkspacePageLoading() {
  return <SectionPageLoading title={workspaceTitleAt(useLocation().pathname)} area={WORKSPACE_AREA} />;
}

/**
 * The workspace while the coach's profile is on its way: its frame, and the page's heading over
 * "Loading...". The server sends it as the page's first screen (src/prerender), and the gate draws
 * the same, so the heading is on screen from the first paint.
 */
export function WorkspaceFrame() {
  return (
    <WorkspaceShell>
      <WorkspacePageLoading />
    </WorkspaceShell>
  );
}
