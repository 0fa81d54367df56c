import { defineConfig } from "vitest/config";

/**
 * `npm test` runs the unit and component tests beside the browser and API suites, on a saturated
 * machine: their timeout catches a hang, not slowness (a test of the fake Cashfree makes 60 orders
 * through its OpenAPI validation and took over Vitest's default 5 s there).
 */
const UNIT_TEST_TIMEOUT_MS = 30_000;

/**
 * Three projects: `unit` (pure functions, slices, schemas; fast), `components` (the web app's
 * components in happy-dom, talking to a faked `fetch`) and `api` (the real server over real HTTP
 * against a real database; DB_KIND=pglite|postgres picks the database).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/test/**/*.test.ts",
            "apps/*/test/unit/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
          ],
          environment: "node",
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          // One module graph per worker (as in the other projects): the files import much of the
          // contract and the server, and loading it once per worker instead of per file saves time.
          isolate: false,
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        test: {
          name: "components",
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "happy-dom",
          environmentOptions: {
            // The page fetches no script or stylesheet: one "loads" empty (Cashfree.js is then missing).
            happyDOM: {
              settings: {
                disableJavaScriptFileLoading: true,
                disableCSSFileLoading: true,
                handleDisabledFileLoadingAsSuccess: true,
              },
            },
          },
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          // One page and module graph per worker, not per file: a file's set-up costs more than its
          // tests. Nothing carries over: each test renders with a fresh store, and the set-up file
          // clears the page, fetch, timers and storage after it.
          isolate: false,
          setupFiles: ["./vitest.setup.ts", "./apps/web/src/test/setup.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/server/test/api/**/*.test.ts"],
          environment: "node",
          // Generous: several tests start extra servers (restarts, proxies, two instances) on 2 cores.
          testTimeout: 90_000,
          // A file's set-up (its server, an operator made through the admin command) catches a hang,
          // not slowness: in `npm test` on a host where fresh memory is slow, the suite's workers wait
          // behind the browser suite (scripts/test.mjs), and one set-up took over 120 s there.
          hookTimeout: 300_000,
          // `expect.poll` waits up to 30 s (Vitest's default is a second): a mail or a background
          // pass can take longer than that on a busy machine, and a poll is a wait, not a speed check.
          expect: { poll: { timeout: 30_000 } },
          pool: "forks",
          // Three files at a time: a file mostly waits (for its server's database, argon2 in the
          // thread pool, a child process, a mail), so fewer leave the machine partly idle (alone on
          // a slow 2-core host, the PGlite suite took 240 s with two and 182 s with four).
          // Each file has its own servers and databases, and Redis keys under a random prefix.
          maxWorkers: 3,
          // The files share one module graph: each imports the whole server, and loading it once
          // instead of per file saves a second or so each. A file keeps its own servers and state.
          isolate: false,
          globalSetup: ["apps/server/test/api/global-setup.ts"],
        },
      },
    ],
  },
});
