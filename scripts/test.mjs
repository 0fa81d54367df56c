// `npm test`: every check, in order, with a one-line summary at the end.
//   node scripts/test.mjs          typecheck, lint, unit, API on PGlite and on PostgreSQL, build, e2e
//   node scripts/test.mjs api      the API suite on both databases only
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const reports = join(root, "node_modules/.cache/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (name, args, env = {}) => ({
  name,
  command: [
    "npx",
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${join(reports, `${name}.json`)}`,
  ],
  env,
  report: join(reports, `${name}.json`),
});

const all = [
  { name: "typecheck", command: ["npx", "tsc", "-b"] },
  { name: "lint", command: ["npx", "biome", "check", "."] },
  vitest("unit", ["--project", "unit"]),
  vitest("api-pglite", ["--project", "api"], { DB_KIND: "pglite" }),
  vitest("api-postgres", ["--project", "api"], { DB_KIND: "postgres" }),
  { name: "build", command: ["npm", "run", "build"] },
  { name: "e2e", ...vitest("e2e", ["--root", "e2e"]) },
];
const only = process.argv[2];
const steps = only === "api" ? all.filter((s) => s.name.startsWith("api-")) : all;

let passed = 0;
let failed = 0;
let skipped = 0;
const failedSteps = [];
/** Tests that passed on a retry (e2e only retries a timed-out browser wait), with their first error. */
const retried = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(step.command[0], step.command.slice(1), {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (test.status === "passed" && test.failureMessages.length > 0) {
          retried.push(
            `${step.name} › ${test.fullName}\n    first run: ${test.failureMessages[0].split("\n")[0]}`,
          );
        }
      }
    }
  }
  if (result.status !== 0) {
    failedSteps.push(step.name);
    if (!step.report) failed += 1;
  }
  console.log(`◀ ${step.name} ${result.status === 0 ? "ok" : "FAILED"} in ${seconds} s`);
}

if (retried.length) console.log(`\nPassed only on a retry:\n  ${retried.join("\n  ")}`);
console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(", ")}` : "\nAll steps passed.");
console.log(
  `${passed} passed, ${failed} failed, ${skipped} skipped${retried.length ? ` (${retried.length} on a retry)` : ""}`,
);
process.exit(failedSteps.length ? 1 : 0);
