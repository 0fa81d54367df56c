/**
 * Whether a page's code is on its way (a lazily loaded page the visitor navigated to), for the
 * progress bar under the header, and what the first render waits for (start.tsx). The router
 * (app/router.tsx) and lazily loaded components (lib/lazy-named.ts) report each load they start.
 */

const pending = new Set<Promise<unknown>>();
const listeners = new Set<() => void>();

// Loads start while React renders the next page: tell subscribers after that render, not during it.
const notify = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

/** Counts `load` as pending until it settles; answers it unchanged. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pending.add(load);
  notify();
  const done = () => {
    pending.delete(load);
    notify();
  };
  load.then(done, done);
  return load;
}

export function subscribePageLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isPageLoading = (): boolean => pending.size > 0;

/** The page loads on their way now. */
export const pendingPageLoads = (): Promise<unknown>[] => [...pending];

let notePageShown = () => {};
const firstPageShown = new Promise<void>((resolve) => {
  notePageShown = resolve;
});

/**
 * Called by the page frame (components/layout/PageTransition) once its page is on screen. On a
 * hydrated page that is once React has taken the page's markup over, which it does after the nav
 * and footer (the page is inside the layout's Suspense boundary).
 */
export const reportPageShown = (): void => notePageShown();

/** Resolves once the first page is on screen. */
export const whenFirstPageShown = (): Promise<void> => firstPageShown;
