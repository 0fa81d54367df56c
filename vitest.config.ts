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
          // The files share one module graph: each imports the whole server, and loading it once
          // instead of per file saves a second or so each. A file keeps its own servers and state.
          isolate: false,
          globalSetup: ["apps/server/test/api/global-setup.ts"],
        },
      },
    ],
  },
});
