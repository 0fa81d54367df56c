import type { PageShellRenderer } from "@clutch/contract";
import { renderHomeShell } from "./home-shell";
import { renderProductPage } from "./product-shell";

/**
 * The server-side entry of the web app, built by `vite build --ssr` into dist-ssr/shell.js: the
 * build renders the home shell with it (scripts/prerender.mjs) and the server renders product
 * pages with it (apps/server/src/plugins/product-pages.ts).
 */
export const renderer: PageShellRenderer = { renderHomeShell, renderProductPage };
