import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

/**
 * A `findBy…` or `waitFor` waits for something the page should show; it is not a speed check. The
 * first visit to a lazily loaded page or dialog imports its module, which Vitest transforms first.
 * `npm test` runs this suite at a lower priority beside the browser and API suites, and on a slow
 * host it then ran ten times slower than alone: a lazy console page took over 5 s to appear.
 */
configure({ asyncUtilTimeout: 20_000 });

/**
 * Component tests (a DOM environment): each test starts from an empty page, the real `fetch`, real
 * timers and empty storage, whatever the last one left.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});
