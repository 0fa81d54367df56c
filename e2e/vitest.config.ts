import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    fileParallelism: false,
    // A test runs once more only when the browser itself failed: it crashed or closed, or a
    // navigation never got an answer from the network stack. A wait for something the page should
    // show (click, waitFor, a message) is never retried: when it times out, the product is wrong
    // or slow, and that is a failure to fix. `npm test` lists every test that passed on its retry.
    retry: {
      count: 1,
      condition:
        /Target page, context or browser has been closed|Browser has been closed|browser has disconnected|Page crashed|Target crashed|net::ERR_(?:ABORTED|CONNECTION_RESET|EMPTY_RESPONSE)/,
    },
  },
});
