import "./index.css";
import { HYDRATING_ROOT_ATTRIBUTE, holdInputUntilHydrated } from "./lib/hold-input";

/**
 * Asks at once for every chunk the app starts with (their list is written onto this script's tag
 * at build time, scripts/prerender.mjs), so the staged imports below find them fetched. A part's
 * frame (the console's, the workspace's) asked for them in its HTML already: each link added costs
 * the main thread the start of a fetch.
 */
function preloadAppChunks() {
  const chunks = document.querySelector<HTMLScriptElement>("script[data-app-chunks]")?.dataset.appChunks;
  for (const href of chunks?.split(" ") ?? []) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

/** A later task: the browser paints and handles input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById("root");
if (root?.hasAttribute(HYDRATING_ROOT_ATTRIBUTE)) holdInputUntilHydrated(root);

/**
 * The app's code could not be loaded (the network dropped, or a new release replaced it): the
 * server's page is let go, to work on as plain links and forms, rather than held for an app that
 * will not come. A console or workspace page's frame (prerender/ShellFrame.tsx) is inert until the
 * app replaces it, its page part hidden from assistive technology: both are undone too.
 */
function releaseServerPage() {
  root?.removeAttribute(HYDRATING_ROOT_ATTRIBUTE);
  const frame = root?.querySelector(":scope > [inert]");
  frame?.removeAttribute("inert");
  frame?.querySelector(":scope > main[aria-hidden]")?.removeAttribute("aria-hidden");
}

/** The app's code could not be loaded on a page it draws alone: the page says so, with a retry. */
function showLoadFailure() {
  const failure = document.querySelector<HTMLTemplateElement>("template#app-load-failure");
  if (!root || !failure) return;
  root.replaceChildren(failure.content.cloneNode(true));
  root.querySelector("button")?.addEventListener("click", () => window.location.reload());
}

/**
 * The entry: only the stylesheet and this scheduler. The app (React, the router, the store: most of
 * the start-up JavaScript, start.tsx) is imported once the first screen has painted: on `/`, the
 * prerendered nav and hero of dist/home.html with its LCP image (the backdrop, a small file), so
 * neither waits for that JavaScript to download and run. See docs/decisions/009-web-start-up-path.md.
 */
const start = () => {
  // A page with nothing prerendered (its chunks asked for by its HTML) shows nothing until the app
  // renders: measured, staging only delayed its largest paint there.
  if (!root?.firstElementChild) {
    void import("./start").catch(showLoadFailure);
    return;
  }
  preloadAppChunks();
  // Over a prerendered first screen, React's chunk is evaluated first, the libraries' (the router,
  // the store) in a later task and the app's own modules in a third: on a phone's CPU one long task
  // becomes short ones, with a paint and input between them.
  void import("./lib/react-client")
    .then(nextTask)
    .then(() => import("./lib/libraries"))
    .then(nextTask)
    .then(() => import("./start"))
    .catch(releaseServerPage);
};
// Two frames: the first one that can show the decoded image, then its presentation.
const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));

const lcpImage = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
if (document.visibilityState !== "visible") {
  setTimeout(start, 0);
} else if (lcpImage) {
  // Loaded and decoded, so it paints before the app's JavaScript takes the main thread; at most a
  // short wait, a slow image must not hold the app back.
  const decoded = lcpImage.decode().catch(() => undefined);
  const timeout = new Promise((resolve) => setTimeout(resolve, 1500));
  void Promise.race([decoded, timeout]).then(afterPaint);
} else {
  afterPaint();
}
