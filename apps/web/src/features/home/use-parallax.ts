import { type RefObject, useEffect } from "react";

/**
 * Moves `target` down by `factor` × the scroll distance, so it travels slower than the page
 * (factor 0.4: the layer moves at 60% of the content's speed). Transform only, a passive listener,
 * one write per animation frame, nothing once the layer is out of view; off for reduced motion.
 */
export function useParallax(target: RefObject<HTMLElement | null>, factor: number, enabled: boolean) {
  useEffect(() => {
    const element = target.current;
    if (!element || !enabled) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y > window.innerHeight * 1.5) return;
      element.style.transform = `translate3d(0, ${(y * factor).toFixed(1)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
      element.style.transform = "";
    };
  }, [target, factor, enabled]);
}
