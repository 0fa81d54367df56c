import { type ReactNode, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { motionFeaturesReady } from "../../lib/motion";

/** Page transitions last 0.5 s (SPEC §2, §9). */
export const PAGE_TRANSITION_SECONDS = 0.5;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Each new path fades in over 0.5 s. No fade for reduced motion, and none on the very first paint
 * (the first page should show at once; animations start after the first interaction). A Web
 * Animations API fade, so the page frame needs no animation library on the start-up path.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const frame = useRef<HTMLDivElement>(null);
  const firstPath = useRef(pathname);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || pathname === firstPath.current) return;
    firstPath.current = "";
    if (!motionFeaturesReady() || typeof element.animate !== "function") return;
    if (window.matchMedia?.(REDUCED_MOTION).matches) return;
    element.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: PAGE_TRANSITION_SECONDS * 1000,
      easing: "ease-out",
    });
  }, [pathname]);

  return (
    <div key={pathname} ref={frame}>
      {children}
    </div>
  );
}
