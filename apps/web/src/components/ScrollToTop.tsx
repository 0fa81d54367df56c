import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls the window to the top whenever the path changes (docs/product.md#web-app). Not on the
 * first render: the browser has placed that page itself (at the top, or where a reload left it), and
 * a visitor may have scrolled the server's page before the app took it over.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
