import { type ComponentType, type ReactNode, useId, useState } from "react";
import { NavLink, type NavLinkProps, useLocation } from "react-router";
import { PageTitle } from "../data/PageTitle";
import { Container } from "../ui/Container";
import { CloseIcon, MenuIcon } from "../ui/icons";
import { LoadingState } from "../ui/LoadingState";

export type ShellSection = { to: string; label: string; end?: boolean; badge?: ReactNode };

type SectionShellProps = {
  /** The area's name, above its sections. */
  title: string;
  /** What the menu is called on small screens: "workspace" gives "Open the workspace menu". */
  menuName: string;
  /** The nav's accessible name. */
  navLabel: string;
  sections: ShellSection[];
  /** The links' component: NavLink, or one that asks before leaving unsaved changes. */
  link?: ComponentType<NavLinkProps & { to: string }>;
  /** Under the sections: who is signed in, the way back to the site. */
  footer: ReactNode;
  children: ReactNode;
};

const sectionLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-control px-3.5 py-2 font-display text-xs font-bold uppercase tracking-[0.14em] transition ${
    isActive
      ? "bg-brand-400/15 text-brand-200 shadow-[inset_0_0_0_1px_rgb(34_217_255/0.45)]"
      : "text-fg-muted hover:bg-white/5 hover:text-fg"
  }`;

/** An area's frame (the console, the coach workspace): its sections in a sidebar (a menu on small screens), the page. */
export function SectionShell({
  title,
  menuName,
  navLabel,
  sections,
  link: SectionLink = NavLink,
  footer,
  children,
}: SectionShellProps) {
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
            <p className="font-display text-eyebrow font-bold uppercase text-brand-300">{title}</p>
            <button
              type="button"
              className="grid size-10 place-items-center rounded-control border border-surface-border text-fg-muted hover:bg-white/5 hover:text-fg"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? `Close the ${menuName} menu` : `Open the ${menuName} menu`}
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
              {title}
            </p>
            <nav aria-label={navLabel}>
              <ul className="flex flex-col gap-1">
                {sections.map((section) => (
                  <li key={section.to}>
                    <SectionLink to={section.to} end={section.end} className={sectionLink}>
                      {section.label}
                      {section.badge}
                    </SectionLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex flex-col gap-2 border-t border-surface-border px-3.5 pt-3 text-sm">
              {footer}
            </div>
          </div>
        </aside>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </Container>
  );
}

/** The heading of the section whose page is at `pathname`: a section's page is titled with its label. */
export const sectionTitleAt = (sections: readonly ShellSection[], pathname: string): string | undefined =>
  sections.find((section) => section.to === pathname.replace(/(.)\/$/, "$1"))?.label;

/**
 * A section's page while its code or its first answers are on their way: its heading, where the page
 * has it, and "Loading...". The same at each step of the way in (the server's frame, the gate, the
 * page's code), so the heading is drawn once and stays put.
 */
export function SectionPageLoading({ title, area }: { title: string | undefined; area?: string }) {
  return (
    <>
      {title === undefined ? null : <PageTitle title={title} area={area} />}
      <LoadingState />
    </>
  );
}
