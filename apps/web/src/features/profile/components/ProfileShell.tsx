import { paths } from "@clutch/contract";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Container } from "../../../components/ui/Container";
import { useDocumentTitle } from "../../../hooks/use-document-title";

const SECTIONS = [
  { to: paths.profile, label: "Profile", end: true },
  { to: paths.profileCourses, label: "My Courses" },
  { to: paths.profileGuides, label: "My Guides" },
  { to: paths.profileBookings, label: "My Bookings" },
] as const;

const tab = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-control px-3.5 py-2 font-display text-xs font-bold uppercase tracking-[0.14em] transition sm:px-4 ${
    isActive
      ? "bg-brand-400/15 text-brand-200 shadow-[inset_0_0_0_1px_rgb(34_217_255/0.45)]"
      : "text-fg-muted hover:bg-white/5 hover:text-fg"
  }`;

/** The frame of the account pages: heading and the section tabs (docs/product.md#routes /profile routes). */
export function ProfileShell({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container className="py-10 sm:py-14">
      <header className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-3 font-display text-eyebrow font-bold uppercase text-brand-300">
            <span aria-hidden="true" className="h-px w-8 bg-brand-400" />
            Your account
          </p>
          <h1 className="font-display text-display-lg font-black uppercase italic text-fg">{title}</h1>
        </div>
        <nav aria-label="Account sections" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex w-max gap-1 rounded-card border border-surface-border bg-surface/70 p-1">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={"end" in section} className={tab}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="mt-8">{children}</div>
    </Container>
  );
}
