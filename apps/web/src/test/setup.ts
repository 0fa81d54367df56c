import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

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
