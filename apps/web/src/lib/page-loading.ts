/**
 * Whether a page's code is on its way (a lazily loaded page the visitor navigated to), for the
 * progress bar under the header. The router (app/router.tsx) reports each page load it starts.
 */

let loading = 0;
const listeners = new Set<() => void>();

// Loads start while React renders the next page: tell subscribers after that render, not during it.
const notify = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

/** Counts `load` as pending until it settles; answers it unchanged. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  loading += 1;
  notify();
  const done = () => {
    loading -= 1;
    notify();
  };
  load.then(done, done);
  return load;
}

export function subscribePageLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isPageLoading = (): boolean => loading > 0;

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
