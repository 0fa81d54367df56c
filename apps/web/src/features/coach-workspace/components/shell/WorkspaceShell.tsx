import { paths } from "@clutch/contract";
import { type ReactNode, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Container } from "../../../../components/ui/Container";
import { CloseIcon, MenuIcon } from "../../../../components/ui/icons";
import { workspacePaths } from "../../paths";

/** The workspace's sections, in the order of the nav: a new section is one more entry. */
const WORKSPACE_SECTIONS: { to: string; label: string; end?: boolean }[] = [
  { to: workspacePaths.sessions, label: "Sessions", end: true },
  { to: workspacePaths.hours, label: "Hours and time off" },
  { to: workspacePaths.sessionTypes, label: "Session types" },
  { to: workspacePaths.earnings, label: "Earnings" },
  { to: workspacePaths.settings, label: "Settings" },
];

const sectionLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-control px-3.5 py-2 font-display text-xs font-bold uppercase tracking-[0.14em] transition ${
    isActive
      ? "bg-brand-400/15 text-brand-200 shadow-[inset_0_0_0_1px_rgb(34_217_255/0.45)]"
      : "text-fg-muted hover:bg-white/5 hover:text-fg"
  }`;

const HEADING = "Coach workspace";

/** The workspace's frame: its sections in a sidebar (a menu on small screens), the coach, the page. */
export function WorkspaceShell({ coachName, children }: { coachName: string; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // A new page closes the menu on small screens.
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenuOpen(false);
  }
  return (
    <Container className="py-6 sm:py-10">
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <aside className="md:sticky md:top-24 md:w-60 md:shrink-0">
          <div className="flex items-center justify-between gap-3 md:hidden">
            <p className="font-display text-eyebrow font-bold uppercase text-brand-300">{HEADING}</p>
            <button
              type="button"
              className="grid size-10 place-items-center rounded-control border border-surface-border text-fg-muted hover:bg-white/5 hover:text-fg"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? "Close the workspace menu" : "Open the workspace menu"}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
            </button>
          </div>
          <div
            id={menuId}
            className={`${menuOpen ? "flex" : "hidden"} mt-3 flex-col gap-4 rounded-card border border-surface-border bg-surface/80 p-3 shadow-card md:mt-0 md:flex`}
          >
            <p className="hidden px-3.5 pt-1 font-display text-eyebrow font-bold uppercase text-brand-300 md:block">
              {HEADING}
            </p>
            <nav aria-label="Workspace sections">
              <ul className="flex flex-col gap-1">
                {WORKSPACE_SECTIONS.map((section) => (
                  <li key={section.to}>
                    <NavLink to={section.to} end={section.end} className={sectionLink}>
                      {section.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex flex-col gap-2 border-t border-surface-border px-3.5 pt-3 text-sm">
              <p className="text-fg">
                <span className="sr-only">Coach: </span>
                {coachName}
              </p>
              <Link to={paths.home} className="font-semibold text-brand-300 hover:text-brand-200">
                Back to site
              </Link>
            </div>
          </div>
        </aside>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </Container>
  );
}
