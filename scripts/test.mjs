// `npm test`: every check, with each step's time and a one-line summary at the end.
//   node scripts/test.mjs              typecheck, lint, unused code (knip), unit and component tests, build, API on PGlite and on PostgreSQL, e2e
//   node scripts/test.mjs api          the build, then the API suite on both databases
//   node scripts/test.mjs unit e2e     the steps named (and the build, when a named step needs it)
// A step starts as soon as the steps it needs have passed, without waiting for a free slot
// (TEST_JOBS=n runs at most n at a time; 1 runs them one by one): the API and browser suites need
// the build (the server serves the web build's pages, and the API tests check those answers too).
// The build and the browser suite lead on the CPU; the other steps yield it to them (see
// YIELDING_PRIORITY). One step's output is shown as it comes; the others' is held back and shown,
// whole, in the order the steps started.
// The fuzz test sends all of its requests (its sweep, then FUZZ_MAX_REQUESTS seeded ones) however busy
// the machine is: its time budget is raised here, so running beside another step costs it time, never
// requests. 4,000 per database, to keep the whole run near its 10 minutes on a busy 2-core host (it
// is CPU-bound: a fresh clone's run took 10 min 21 s at 6,000 and 10 min 41 s at 4,000 on a busier
// moment of that host); FUZZ_MAX_REQUESTS asks for more.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { setPriority } from "node:os";
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
  needs: [],
});

/** The fuzz test ends at its request cap, not at its time budget (see above). */
const FUZZ_BY_COUNT = {
  FUZZ_MAX_REQUESTS: process.env.FUZZ_MAX_REQUESTS ?? "4000",
  FUZZ_BUDGET_MS: "300000",
  FUZZ_FILE_LIMIT_MS: "320000",
};

/**
 * The browser suite is the longest step and keeps both cores busy by itself; it and the build it
 * waits for lead, and every other step yields the CPU to them (a lower priority, inherited by the
 * step's workers), so they run in the browser suite's idle moments instead of stretching it. Run
 * side by side at equal priority, the steps took as long in all as one after another.
 */
const YIELDING_PRIORITY = 10;

/**
 * The API suites prepare their databases first (apps/server/test/api/global-setup.ts: PGlite's
 * initdb, the migrations, the demo catalogue), which their every test waits for. Yielding the CPU
 * meanwhile, that took 150–260 s of a 650 s run on a slow host, beside the browser suite; so they
 * start at the browser suite's priority and yield it once their databases are ready (the set-up
 * lowers its own process's priority, which the test workers it starts then inherit).
 */
const YIELD_AFTER_SETUP = { TEST_YIELDING_PRIORITY: String(YIELDING_PRIORITY) };

const all = [
  { name: "build", command: ["npm", "run", "build"], needs: [], leads: true },
  { name: "typecheck", command: ["npx", "tsc", "-b"], needs: [] },
  { name: "lint", command: ["npx", "biome", "check", "."], needs: [] },
  // Unused files, exports and dependencies fail the run (knip.json says where each workspace starts).
  { name: "unused", command: ["npx", "knip"], needs: [] },
  vitest("unit", ["--project", "unit", "--project", "components"]),
  { ...vitest("e2e", ["--root", "e2e"], { TEST_REPORTS_DIR: reports }), needs: ["build"], leads: true },
  {
    ...vitest("api-pglite", ["--project", "api"], {
      DB_KIND: "pglite",
      ...FUZZ_BY_COUNT,
      ...YIELD_AFTER_SETUP,
    }),
    needs: ["build"],
    leads: true,
  },
  {
    ...vitest("api-postgres", ["--project", "api"], {
      DB_KIND: "postgres",
      ...FUZZ_BY_COUNT,
      ...YIELD_AFTER_SETUP,
    }),
    needs: ["build"],
    leads: true,
  },
];
const named = process.argv
  .slice(2)
  .flatMap((arg) => (arg === "api" ? ["api-pglite", "api-postgres"] : [arg]));
const unknown = named.filter((name) => !all.some((step) => step.name === name));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(", ")}. Steps: ${all.map((s) => s.name).join(", ")}, api`);
  process.exit(2);
}
const wanted = new Set(named.flatMap((name) => [name, ...all.find((s) => s.name === name).needs]));
const steps = named.length ? all.filter((step) => wanted.has(step.name)) : all;
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? all.length));
// Colours as on a terminal, though each step writes into a pipe.
const color = process.stdout.isTTY ? { FORCE_COLOR: "1" } : {};

/** Steps whose output waits, in the order they started; the first one's output is shown live. */
const shown = [];
function write(step, chunk) {
  if (shown[0] === step) process.stdout.write(chunk);
  else step.held.push(chunk);
}
function release(step) {
  step.finished = true;
  while (shown[0]?.finished) {
    shown.shift();
    const next = shown[0];
    if (next) {
      process.stdout.write(next.held.join(""));
      next.held = [];
    }
  }
}

function run(step) {
  return new Promise((done) => {
    step.held = [];
    shown.push(step);
    write(step, `\n▶ ${step.name}: ${step.command.join(" ")}\n`);
    const started = Date.now();
    const child = spawn(step.command[0], step.command.slice(1), {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...color, ...step.env },
    });
    if (!step.leads && child.pid !== undefined) setPriority(child.pid, YIELDING_PRIORITY);
    child.stdout.on("data", (chunk) => write(step, chunk));
    child.stderr.on("data", (chunk) => write(step, chunk));
    child.on("close", (code) => {
      step.ok = code === 0;
      step.seconds = (Date.now() - started) / 1000;
      write(step, `◀ ${step.name} ${step.ok ? "ok" : "FAILED"} in ${step.seconds.toFixed(1)} s\n`);
      release(step);
      done();
    });
  });
}

/** Runs the steps, `jobs` at a time, each once the steps it needs have passed. */
async function runAll() {
  const waiting = [...steps];
  const running = new Set();
  const started = Date.now();
  for (;;) {
    for (const step of [...waiting]) {
      const needs = step.needs.map((name) => steps.find((s) => s.name === name)).filter(Boolean);
      if (needs.some((need) => need.ok === false)) {
        step.ok = false;
        step.notRun = `not run: ${needs.find((need) => need.ok === false).name} failed`;
        waiting.splice(waiting.indexOf(step), 1);
      } else if (running.size < jobs && needs.every((need) => need.ok)) {
        waiting.splice(waiting.indexOf(step), 1);
        const job = run(step).then(() => running.delete(job));
        running.add(job);
      }
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }
  return (Date.now() - started) / 1000;
}

const totalSeconds = await runAll();

let passed = 0;
let failed = 0;
let skipped = 0;
const failedSteps = [];
/** Tests that passed on a retry (e2e retries only a browser crash or a closed target), with their first error. */
const retried = [];
/** Every failed test with the first lines of its error, repeated at the end where a log's tail shows it. */
const failures = [];
/** Files that failed outside any test (a set-up hook, an unhandled error): they have no failed test. */
const runErrors = [];
for (const step of steps) {
  if (!step.ok) failedSteps.push(step.notRun ? `${step.name} (${step.notRun})` : step.name);
  if (!step.report || !existsSync(step.report)) {
    if (!step.ok) failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(step.report, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults) {
    const fileName = file.name.replace(`${root}/`, "");
    if (file.status === "failed" && file.message)
      runErrors.push(`${step.name} › ${fileName}: ${file.message.split("\n")[0]}`);
    for (const test of file.assertionResults) {
      if (test.status === "failed") {
        const message = (test.failureMessages[0] ?? "").split("\n").slice(0, 6).join("\n      ");
        failures.push(`${step.name} › ${fileName} › ${test.fullName}\n      ${message}`);
      }
      if (test.status === "passed" && test.failureMessages.length > 0) {
        retried.push(
          `${step.name} › ${test.fullName}\n    first run: ${test.failureMessages[0].split("\n")[0]}`,
        );
      }
    }
  }
}

const pageReports = join(reports, "failures.log");
if (existsSync(pageReports))
  console.log(`\nWhat the failed browser tests' pages showed:\n${readFileSync(pageReports, "utf8")}`);
if (runErrors.length) console.log(`\nErrors outside tests:\n  ${runErrors.join("\n  ")}`);
if (failures.length) console.log(`\nFailed tests:\n  ${failures.join("\n  ")}`);
if (retried.length) console.log(`\nPassed only on a retry:\n  ${retried.join("\n  ")}`);
console.log(`\nSteps (${jobs} at a time), ${totalSeconds.toFixed(1)} s in all:`);
for (const step of steps)
  console.log(
    `  ${step.name.padEnd(14)} ${step.notRun ?? `${step.ok ? "ok    " : "FAILED"} ${step.seconds.toFixed(1).padStart(6)} s`}`,
  );
console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(", ")}` : "\nAll steps passed.");
console.log(
  `${passed} passed, ${failed} failed, ${skipped} skipped${retried.length ? ` (${retried.length} on a retry)` : ""}`,
);
process.exit(failedSteps.length ? 1 : 0);
