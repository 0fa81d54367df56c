import { EDITOR_KINDS, EDITOR_LABELS, paths } from "@clutch/contract";
import type { ReactNode } from "react";
import { SectionShell, type ShellSection } from "../../../../components/layout/SectionShell";
import { consolePaths } from "../../paths";
import { NewMessagesBadge } from "../messages/NewMessagesBadge";
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

/** The console's frame: the sections in a sidebar (a menu on small screens), the operator, the page. */
export function ConsoleShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <SectionShell
      title="Operators' console"
      menuName="console"
      navLabel="Console sections"
      sections={SECTIONS}
      link={ConsoleLink}
      footer={
        <>
          <p className="break-all text-fg-muted">
            <span className="sr-only">Signed in as </span>
            {email}
          </p>
          <ConsoleLink to={paths.home} className="font-semibold text-brand-300 hover:text-brand-200">
            Back to site
          </ConsoleLink>
        </>
      }
    >
      {children}
    </SectionShell>
  );
}
