import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { Nav } from "../components/layout/Nav";

const ignore = () => {};

/**
 * The frame of a console or workspace page's first screen: the nav and the page's top, laid out as
 * the app's own Layout lays them out, so nothing moves when the app replaces the markup (createRoot
 * replaces the container's content in its first commit). The nav's account slot holds Login for a
 * visitor and the pending placeholder for a member, one shown by the session mark the head script
 * sets before the first paint (docs/decisions/015-no-signed-out-flash.md). `inert` until then, so
 * nothing half-works; the page part is `aria-hidden` (the nav stays visible to assistive
 * technology: its links work without script), so role queries and screen readers meet the app's
 * page only.
 */
export function ShellFrame({ path, children }: { path: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <div className="flex min-h-dvh flex-col" inert>
        <Nav account={{ status: "unknown" }} onLogin={ignore} onLogout={ignore} />
        <main className="min-h-dvh flex-1" aria-hidden="true">
          {children}
        </main>
      </div>
    </MemoryRouter>
  );
}
