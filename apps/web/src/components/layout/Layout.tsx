import { type ReactNode, Suspense, useMemo } from "react";
import { ScrollToTop } from "../ScrollToTop";
import { ToastHost } from "../ToastHost";
import { LoadingState } from "../ui/LoadingState";
import { Footer } from "./Footer";
import { Nav, type NavProps } from "./Nav";
import { NavigationProgress } from "./NavigationProgress";
import { PageTransition } from "./PageTransition";

export type LayoutProps = NavProps & {
  children: ReactNode;
  /** Dialogs (login, register, ...) rendered once for every page. */
  modals?: ReactNode;
  /** The footer's mailing-list form. */
  mailingList?: ReactNode;
};

/** A full screen, so the footer stays below the fold while a page's code loads (CLS). */
const pageLoading = <LoadingState className="min-h-dvh" />;

/** The frame of every page: skip link, nav, the page (fading in), footer. */
export function Layout({ children, modals, mailingList, ...navProps }: LayoutProps) {
  /*
    While a page's code is on its way. Navigations are transitions, so a page already on screen stays
    there instead (with the progress bar); the first page is loaded before the first render. The same
    element while `children` is unchanged: the nav's updates never reach the page, which on a
    server-rendered page may not be taken over yet when they come (React hydrates the boundary after
    the frame, and an update reaching it first would have it replaced instead).
  */
  const page = useMemo(
    () => (
      <Suspense fallback={pageLoading}>
        <PageTransition>{children}</PageTransition>
      </Suspense>
    ),
    [children],
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-brand-400 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Nav {...navProps} />
      {/* At least a screen high: a page whose content grows as its data arrives never pushes the footer
          within the first screen (a layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {page}
      </main>
      <Footer mailingList={mailingList} />
      {modals}
      <ToastHost />
    </div>
  );
}
