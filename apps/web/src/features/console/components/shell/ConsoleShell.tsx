import { EDITOR_KINDS, EDITOR_LABELS, paths } from "@clutch/contract";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import {
  SectionPageLoading,
  SectionShell,
  type ShellSection,
  sectionTitleAt,
} from "../../../../components/layout/SectionShell";
import { consolePaths } from "../../paths";
import { NewMessagesBadge } from "../messages/NewMessagesBadge";
import { ConsoleSignOut } from "./ConsoleSignOut";
import { ConsoleLink } from "./LeaveGuard";

const SECTIONS: ShellSection[] = [
  ...EDITOR_KINDS.map((kind) => ({ to: consolePaths.list(kind), label: EDITOR_LABELS[kind].many })),
  { to: consolePaths.orders, label: "Orders" },
  { to: consolePaths.bookings, label: "Bookings" },
  { to: consolePaths.practices, label: "Coach practices" },
  { to: consolePaths.messages, label: "Messages", badge: <NewMessagesBadge /> },
  { to: consolePaths.reports, label: "Reports" },
  { to: consolePaths.subscribers, label: "Subscribers" },
  { to: consolePaths.audit, label: "Audit trail" },
];

/** The addresses of the console's section pages (and `/admin`, which shows the first). */
export const CONSOLE_SECTION_PATHS = [paths.admin, ...SECTIONS.map((section) => section.to)];

/** Before the operator is known: no badges (their answers are an operator's to ask for). */
const SECTIONS_BEFORE_OPERATOR = SECTIONS.map(({ badge: _badge, ...section }) => section);

/** The heading of the console's page at `pathname`, where its section says it (`/admin`: the first section's). */
const consoleTitleAt = (pathname: string) =>
  sectionTitleAt(SECTIONS, pathname === paths.admin ? consolePaths.list(EDITOR_KINDS[0]) : pathname);

type ConsoleShellProps = {
  /** The operator's; undefined while the gate is finding out who is signed in. */
  email?: string;
  children: ReactNode;
};

/** The console's frame: the sections in a sidebar (a menu on small screens), the operator, the page. */
export function ConsoleShell({ email, children }: ConsoleShellProps) {
  return (
    <SectionShell
      title="Operators' console"
      menuName="console"
      navLabel="Console sections"
      sections={email === undefined ? SECTIONS_BEFORE_OPERATOR : SECTIONS}
      link={ConsoleLink}
      footer={
        <>
          {email === undefined ? null : (
            <p className="break-all text-fg-muted">
              <span className="sr-only">Signed in as </span>
              {email}
            </p>
          )}
          <ConsoleLink to={paths.home} className="font-semibold text-brand-300 hover:text-brand-200">
            Back to site
          </ConsoleLink>
          {email === undefined ? null : <ConsoleSignOut />}
        </>
      }
    >
      {children}
    </SectionShell>
  );
}

/** The console's page at the address while its code or first answers are on their way. */
export function ConsolePageLoading() {
  return <SectionPageLoading title={consoleTitleAt(useLocation().pathname)} />;
}

/**
 * The console while the operator's check is on its way: its frame, and the page's heading over
 * "Loading...". The server sends it as the page's first screen (src/prerender), and the gate draws
 * the same, so the heading is on screen from the first paint.
 */
export function ConsoleFrame() {
  return (
    <ConsoleShell>
      <ConsolePageLoading />
    </ConsoleShell>
  );
}
