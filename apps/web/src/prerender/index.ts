import { browsePaths, CATALOGUE_KINDS, type PageShellRenderer, paths } from "@clutch/contract";
import { preloadPage } from "../app/router";
import { HOME_SHELVES } from "../features/home/shelves";
import { browsePageQueries, renderBrowsePage } from "./browse-shell";
import { renderHomeShell } from "./home-shell";
import { renderPartFrames } from "./part-frames";
import { renderProductPage } from "./product-shell";

/**
 * The server-side entry of the web app, built by `vite build --ssr` into dist-ssr/shell.js: the
 * build renders the home shell with it (scripts/prerender.mjs) and the server renders product
 * and browse pages with it, and learns which lists the home page shows
 * (apps/server/src/modules/catalogue/pages.ts).
 */
export const renderer: PageShellRenderer = {
  // The home, browse and product pages render the app's routes, whose code the app loads lazily.
  ready: async () => {
    const productPages = CATALOGUE_KINDS.map((kind) => paths[kind]("any"));
    const pages = [paths.home, ...Object.values(browsePaths), ...productPages];
    await Promise.all(pages.map((path) => preloadPage(path)));
  },
  renderHomeShell,
  homePageLists: () => Object.values(HOME_SHELVES),
  renderProductPage,
  browsePageQueries,
  renderBrowsePage,
  renderPartFrames,
};

/**
 * For scripts/prerender.mjs (the contract's TypeScript reaches the build's Node scripts through this
 * bundle): the session mark's script, which it puts into dist/index.html (the server allows this text
 * by its hash in the CSP, docs/decisions/015-no-signed-out-flash.md), the root element of a page
 * the app hydrates, for dist/home.html, and the page shown when the app's code cannot be loaded.
 */
export { rootElement, SESSION_SCRIPT } from "@clutch/contract";
export { renderLoadFailure } from "./load-failure";
