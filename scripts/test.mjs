// `npm test`: every check, in order, with a one-line summary at the end.
//   node scripts/test.mjs          typecheck, lint, unused code (knip), unit (and components), build, API on PGlite and on PostgreSQL, e2e
//   node scripts/test.mjs api      the build, then the API suite on both databases
// The build comes before the API suite: the server serves the web build's pages, and the API
// tests check those answers (status, headers, the inline script) too.
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
  // Unused files, exports and dependencies fail the run (knip.json says where each workspace starts).
  { name: "unused", command: ["npx", "knip"] },
  vitest("unit", ["--project", "unit", "--project", "components"]),
  { name: "build", command: ["npm", "run", "build"] },
  vitest("api-pglite", ["--project", "api"], { DB_KIND: "pglite" }),
  vitest("api-postgres", ["--project", "api"], { DB_KIND: "postgres" }),
  { name: "e2e", ...vitest("e2e", ["--root", "e2e"], { TEST_REPORTS_DIR: reports }) },
];
const only = process.argv[2];
const steps = only === "api" ? all.filter((s) => s.name === "build" || s.name.startsWith("api-")) : all;

let passed = 0;
let failed = 0;
let skipped = 0;
const failedSteps = [];
/** Tests that passed on a retry (e2e retries only a browser crash or a closed target), with their first error. */
const retried = [];
/** Every failed test with the first lines of its error, repeated at the end where a log's tail shows it. */
const failures = [];
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
        if (test.status === "failed") {
          const message = (test.failureMessages[0] ?? "").split("\n").slice(0, 6).join("\n      ");
          failures.push(
            `${step.name} › ${file.name.replace(`${root}/`, "")} › ${test.fullName}\n      ${message}`,
          );
        }
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

// A file that failed outside any test (a set-up hook, an unhandled error) has no failed test.
const runErrors = steps
  .filter((step) => step.report && existsSync(step.report))
  .flatMap((step) =>
    JSON.parse(readFileSync(step.report, "utf8"))
      .testResults.filter((file) => file.status === "failed" && file.message)
      .map((file) => `${step.name} › ${file.name.replace(`${root}/`, "")}: ${file.message.split("\n")[0]}`),
  );
const pageReports = join(reports, "failures.log");
if (existsSync(pageReports))
  console.log(`\nWhat the failed browser tests' pages showed:\n${readFileSync(pageReports, "utf8")}`);
if (runErrors.length) console.log(`\nErrors outside tests:\n  ${runErrors.join("\n  ")}`);
if (failures.length) console.log(`\nFailed tests:\n  ${failures.join("\n  ")}`);
if (retried.length) console.log(`\nPassed only on a retry:\n  ${retried.join("\n  ")}`);
console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(", ")}` : "\nAll steps passed.");
console.log(
  `${passed} passed, ${failed} failed, ${skipped} skipped${retried.length ? ` (${retried.length} on a retry)` : ""}`,
);
process.exit(failedSteps.length ? 1 : 0);
