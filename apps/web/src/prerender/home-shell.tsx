import { paths } from "@clutch/contract";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { Nav } from "../components/layout/Nav";
import { buttonStyles } from "../components/ui/button-styles";
import { Hero } from "../features/home/components/Hero";

const ignore = () => {};

/**
 * The first screen of `/` (nav and hero), as static HTML, rendered at build time by
 * scripts/prerender.mjs into dist/home.html, which the server sends for `/` only. It paints (and the
 * hero's backdrop, the LCP image, starts loading) before any JavaScript runs; main.tsx then renders
 * the app over it (createRoot replaces the container's content in its first commit). Same
 * components as the app, so nothing moves; `inert` until then, so nothing half-works, and the hero
 * is `aria-hidden` (the nav stays visible to assistive technology: its links work without script).
 */
export function renderHomeShell(): string {
  return renderToString(
    <MemoryRouter initialEntries={[paths.home]}>
      <div className="flex min-h-dvh flex-col" inert>
        <Nav account={{ status: "signedOut" }} onLogin={ignore} onLogout={ignore} />
        {/* Hidden from assistive technology (and role queries) until the app's own hero replaces it. */}
        <main className="flex-1" aria-hidden="true">
          <Hero
            onGetStarted={ignore}
            secondaryAction={
              <Link to={paths.courses} className={buttonStyles.secondary}>
                Explore courses
              </Link>
            }
          />
        </main>
      </div>
    </MemoryRouter>,
  );
}
