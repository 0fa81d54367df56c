import { paths } from "@clutch/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SectionShell, type ShellSection } from "../../../../components/layout/SectionShell";
import { workspacePaths } from "../../paths";

/** The workspace's sections, in the order of the nav: a new section is one more entry. */
const WORKSPACE_SECTIONS: ShellSection[] = [
  { to: workspacePaths.sessions, label: "Sessions", end: true },
  { to: workspacePaths.hours, label: "Hours and time off" },
  { to: workspacePaths.sessionTypes, label: "Session types" },
  { to: workspacePaths.earnings, label: "Earnings" },
  { to: workspacePaths.settings, label: "Settings" },
];

/** The workspace's frame: its sections in a sidebar (a menu on small screens), the coach, the page. */
export function WorkspaceShell({ coachName, children }: { coachName: string; children: ReactNode }) {
  return (
    <SectionShell
      title="Coach workspace"
      menuName="workspace"
      navLabel="Workspace sections"
      sections={WORKSPACE_SECTIONS}
      footer={
        <>
          <p className="text-fg">
            <span className="sr-only">Coach: </span>
            {coachName}
          </p>
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
