import type { PageShellRenderer } from "@clutch/contract";
import { HOME_SHELVES } from "../features/home/shelves";
import { browsePageQueries, renderBrowsePage } from "./browse-shell";
import { renderHomeShell } from "./home-shell";
import { renderProductPage } from "./product-shell";

/**
 * The server-side entry of the web app, built by `vite build --ssr` into dist-ssr/shell.js: the
 * build renders the home shell with it (scripts/prerender.mjs) and the server renders product
 * and browse pages with it, and learns which lists the home page shows
 * (apps/server/src/modules/catalogue/pages.ts).
 */
export const renderer: PageShellRenderer = {
  renderHomeShell,
  homePageLists: () => Object.values(HOME_SHELVES),
  renderProductPage,
  browsePageQueries,
  renderBrowsePage,
};

/**
 * The session mark's script, which scripts/prerender.mjs puts into dist/index.html (the contract's
 * TypeScript reaches the build's Node scripts through this bundle). The server allows this text by
 * its hash in the CSP (docs/decisions/015-no-signed-out-flash.md).
 */
export { SESSION_SCRIPT } from "@clutch/contract";
