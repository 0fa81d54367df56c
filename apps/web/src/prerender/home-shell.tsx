import { paths } from "@clutch/contract";
import { renderToString } from "react-dom/server";
import { Hero } from "../features/home/components/Hero";
import { ShellFrame } from "./ShellFrame";

const ignore = () => {};

/**
 * The first screen of `/` (nav and hero), as static HTML, rendered at build time by
 * scripts/prerender.mjs into dist/home.html, which the server sends for `/`. It paints (and the
 * hero's backdrop, the LCP image, starts loading) before any JavaScript runs; main.tsx then renders
 * the app over it.
 */
export function renderHomeShell(): string {
  return renderToString(
    <ShellFrame path={paths.home}>
      <Hero onGetStarted={ignore} />
    </ShellFrame>,
  );
}
