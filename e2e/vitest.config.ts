import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
    // Headless Chromium on a loaded 2-core machine now and then stops producing frames for a
    // page for half a minute, and a Playwright wait (click, waitFor, waitForURL) times out on
    // something the page shows. Such a test runs once more; a failed assertion never does.
    // `npm test` lists every test that passed only on its second run, with the first error.
    retry: { count: 1, condition: /\b[a-zA-Z]+\.[a-zA-Z]+: Timeout \d+ms exceeded/ },
  },
});
