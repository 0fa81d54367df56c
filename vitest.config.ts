import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (pure functions, slices, schemas; fast) and `api` (the real server over real
 * HTTP against a real database; DB_KIND=pglite|postgres picks the database).
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
            "apps/web/src/**/*.test.{ts,tsx}",
          ],
          environment: "node",
          // Component tests choose happy-dom per file (`// @vitest-environment happy-dom`). Their
          // page fetches no script or stylesheet: one "loads" empty (Cashfree.js is then missing).
          environmentOptions: {
            happyDOM: {
              settings: {
                disableJavaScriptFileLoading: true,
                disableCSSFileLoading: true,
                handleDisabledFileLoadingAsSuccess: true,
              },
            },
          },
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/server/test/api/**/*.test.ts"],
          environment: "node",
          // Generous: several tests start extra servers (restarts, proxies, two instances) on 2 cores.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          pool: "forks",
          globalSetup: ["apps/server/test/api/global-setup.ts"],
        },
      },
    ],
  },
});
