import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { animationsReady, prefersReducedMotion } from "../../lib/animation";
import { reportPageShown } from "../../lib/page-loading";

/** Page transitions last 0.5 s (docs/product.md#web-app). */
const PAGE_TRANSITION_SECONDS = 0.5;

/**
 * Each new path fades in over 0.5 s. No fade for reduced motion, and none on the very first paint
 * (the first page should show at once; animations start after the first interaction,
 * lib/animation.ts). A Web Animations API fade: no animation library.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const frame = useRef<HTMLDivElement>(null);
  const firstPath = useRef(pathname);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || pathname === firstPath.current) return;
    firstPath.current = "";
    if (!animationsReady() || prefersReducedMotion()) return;
    element.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: PAGE_TRANSITION_SECONDS * 1000,
      easing: "ease-out",
    });
  }, [pathname]);
  useEffect(reportPageShown, []);

  return (
    <div key={pathname} ref={frame}>
      {children}
    </div>
  );
}
