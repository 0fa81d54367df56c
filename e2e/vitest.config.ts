import { defineConfig } from "vitest/config";
import { TEST_TIMEOUT_MS } from "./support/timeouts";

/**
 * The failures a browser test runs once more for, matched against the start of the error's first
 * line, where Playwright names the call that failed ("locator.click: …", "page.goto: …"):
 * - the browser crashed, or the page, context or browser closed under the call;
 * - `page.goto`/`page.reload` failed before any request left: the network stack itself said no
 *   (the network changed, the address was unreachable, the name did not resolve).
 * Nothing else: not a wait for something the page should show (click, waitFor, a message), not our
 * server dropping or refusing a connection (ERR_CONNECTION_RESET, ERR_EMPTY_RESPONSE,
 * ERR_CONNECTION_REFUSED, ERR_ABORTED are the product's failures), and not the page watcher's
 * "page or console errors" failure, even when a console error it lists names a `net::ERR_`.
 */
const BROWSER_FAILURE =
  /^(?:[\w.]+: (?:Target page, context or browser has been closed|Target crashed|Page crashed|Navigation failed because page crashed)|page\.(?:goto|reload): net::ERR_(?:NETWORK_CHANGED|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE|NAME_NOT_RESOLVED|NETWORK_IO_SUSPENDED|SOCKET_NOT_CONNECTED)\b)/;

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: TEST_TIMEOUT_MS,
    // `expect.poll` waits as long as Playwright's own waits (30 s), not Vitest's default second: a
    // page on a busy machine can take longer than that to answer, and a poll is a wait, not a
    // speed check.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 180_000,
    pool: "forks",
    // Two files at a time, each with its own browser and server: a browser test mostly waits (for
    // the page, the network, a timer), so one file at a time leaves the machine idle.
    maxWorkers: 2,
    // One module graph per worker (Playwright, axe and the helpers load once, not once per file).
    isolate: false,
    globalSetup: ["support/global-setup.ts"],
    // A test runs once more only for a failure of the browser, not of the product (BROWSER_FAILURE).
    // A wait for something the page should show is never retried: when it times out, the product
    // is wrong or slow, and that is a failure to fix. `npm test` lists every test that passed on
    // its retry, with its first run's error.
    retry: { count: 1, condition: BROWSER_FAILURE },
  },
});
