import "./index.css";

/**
 * The entry: only the stylesheet and this scheduler. The app (React, the router, the store: most of
 * the start-up JavaScript, start.tsx) is imported once the first screen has painted: on `/`, the
 * prerendered nav and hero of dist/home.html with its LCP image (the backdrop, a small file), so
 * neither waits for that JavaScript to download and run. See docs/decisions/009-web-start-up-path.md.
 */
const start = () => void import("./start");
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
