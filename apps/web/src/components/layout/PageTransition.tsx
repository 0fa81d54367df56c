import { m, useReducedMotion } from "motion/react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { motionFeaturesReady } from "../../lib/motion";

/** Page transitions last 0.5 s (SPEC §2, §9). */
export const PAGE_TRANSITION_SECONDS = 0.5;

/**
 * Each new path fades in over 0.5 s. No fade for reduced motion, and none on the very first paint
 * (the animation code is still loading then, and the first page should show at once).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reduceMotion = useReducedMotion();
  const animate = !reduceMotion && motionFeaturesReady();
  return (
    <m.div
      key={pathname}
      initial={animate ? { opacity: 0 } : false}
      animate={{ opacity: 1 }}
      transition={{ duration: animate ? PAGE_TRANSITION_SECONDS : 0, ease: "easeOut" }}
    >
      {children}
    </m.div>
  );
}
