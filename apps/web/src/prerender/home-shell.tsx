import { paths } from "@clutch/contract";
import { renderAppAt } from "./render-app";

/**
 * `/` as the app's first render draws it: nav, hero and footer (the sections below the hero are added
 * after the first render, whatever the data), as static HTML, rendered at build time by
 * scripts/prerender.mjs into dist/home.html, which the server sends for `/` with the shelves' data.
 * It paints (and the hero's backdrop, the LCP image, starts loading) before any JavaScript runs; the
 * app then takes this markup over (hydration).
 */
export function renderHomeShell(): string {
  return renderAppAt(paths.home);
}
