import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/** Scrolls the window to the top whenever the path changes (docs/product.md#web-app). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every path change.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
