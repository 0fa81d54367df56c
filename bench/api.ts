/**
 * `npm run bench:api`: how close the catalogue API comes to serving the same bytes as a static file,
 * on the production build, first on PGlite and then on PostgreSQL. See README.md.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { cleanUpOnInterrupt, withCleanup } from "./lib/cleanup";
import { getOk } from "./lib/http";
import { type LoadSettings, measure, type Target, type TargetResult } from "./lib/load";
import { repoRoot, resultsDir, serverEntry } from "./lib/paths";
import { createTempDatabase, DEFAULT_ADMIN_URL } from "./lib/postgres";
import {
  type Comparison,
  compare,
  formatComparison,
  formatProblems,
  formatTable,
  GOAL,
  judge,
} from "./lib/report";
import { type BenchServer, isWarningOrWorse, startServer } from "./lib/server";
import { prepareStaticCopies, type StaticCopies } from "./lib/static-copies";

const SETTINGS: LoadSettings = { connections: 50, durationS: 10, warmupS: 2 };
const ADMIN_URL = process.env.BENCH_POSTGRES_URL || DEFAULT_ADMIN_URL;

type DatabaseKind = "pglite" | "postgres";

interface RoundResult {
  database: DatabaseKind;
  /** Set when the round did not run (PostgreSQL not reachable). */
  skipped?: string;
  /** Set when the round broke off with an error. */
  failed?: string;
  targets: TargetResult[];
  comparisons: Comparison[];
  /** Only for PostgreSQL, where the goal applies. */
  goalMet?: boolean;
  /** Server log lines at warn level or worse. */
  serverWarnings: string[];
  serverExitCode?: number | null;
}

function firstCourseId(listBody: Buffer): string {
  const list = JSON.parse(listBody.toString("utf8")) as { data?: { _id?: unknown }[] };
  const id = list.data?.[0]?._id;
  if (typeof id !== "string") {
    throw new Error("GET /api/course returned no course: is the demo catalogue seeded?");
  }
  return id;
}

/** Fetches an API answer, checking it came uncompressed, so a file with the same bytes is a fair twin. */
async function fetchUncompressed(url: string): Promise<Buffer> {
  const response = await getOk(url);
  const encoding = response.headers["content-encoding"];
  if (encoding)
    throw new Error(`GET ${url} came back with content-encoding ${encoding} although none was asked for`);
  return response.body;
}

/** A target; static ones carry the bytes their file must hold. */
interface PlannedTarget extends Target {
  copy?: { file: string; bytes: Buffer };
}

/**
 * (Re)writes a static copy just before it is measured, as a concurrent web build may have emptied
 * apps/web/dist since, and checks the server hands back exactly those bytes.
 */
async function writeCopy(server: BenchServer, copies: StaticCopies, file: string, bytes: Buffer) {
  const path = await copies.write(file, bytes);
  const served = await fetchUncompressed(`${server.url}${path}`);
  if (!served.equals(bytes)) {
    throw new Error(`${path} was served as ${served.length} bytes, not the ${bytes.length} bytes written`);
  }
}

/** The four targets of a round: each API answer, then a static file with the very same bytes. */
async function planTargets(server: BenchServer): Promise<PlannedTarget[]> {
  const listPath = "/api/course";
  const list = await fetchUncompressed(`${server.url}${listPath}`);
  const detailPath = `/api/course/${encodeURIComponent(firstCourseId(list))}`;
  const detail = await fetchUncompressed(`${server.url}${detailPath}`);
  const copyOf = (name: string, file: string, bytes: Buffer): PlannedTarget => ({
    name,
    kind: "static",
    path: `/bench/${file}`,
    expectedBytes: bytes.length,
    copy: { file, bytes },
  });
  return [
    { name: "api list", kind: "api", path: listPath, expectedBytes: list.length },
    copyOf("static list", "course-list.json", list),
    { name: "api detail", kind: "api", path: detailPath, expectedBytes: detail.length },
    copyOf("static detail", "course-detail.json", detail),
  ];
}

async function measureOne(server: BenchServer, copies: StaticCopies, target: PlannedTarget) {
  const { copy, ...plain } = target;
  if (copy) await writeCopy(server, copies, copy.file, copy.bytes);
  const result = await measure(server.url, plain, SETTINGS);
  if (copy && !copies.exists(copy.file)) {
    result.problems.push(`${target.path} was deleted during the run: was the web app rebuilt meanwhile?`);
  }
  return result;
}

/** The server exits 0 on SIGTERM/SIGINT: if it is gone mid-round, something else stopped it. */
function assertStillRunning(server: BenchServer): void {
  const status = server.unexpectedExit();
  if (status) throw new Error(`the server is gone (${status})`);
}

/** Measures the targets one after the other, adding each result to `results` as soon as it is in. */
async function measureAll(server: BenchServer, copies: StaticCopies, results: TargetResult[]) {
  for (const target of await planTargets(server)) {
    assertStillRunning(server);
    process.stdout.write(`  ${target.name.padEnd(14)} ${target.path} … `);
    const result = await measureOne(server, copies, target);
    console.log(`${Math.round(result.reqPerSec)} req/s${result.problems.length ? "  (FAILED CHECKS)" : ""}`);
    results.push(result);
  }
}

function comparisonsOf(targets: TargetResult[]): Comparison[] {
  const [apiList, staticList, apiDetail, staticDetail] = targets;
  if (!apiList || !staticList || !apiDetail || !staticDetail) return [];
  return [compare("list", apiList, staticList), compare("detail", apiDetail, staticDetail)];
}

function emptyRound(database: DatabaseKind, outcome: Pick<RoundResult, "skipped" | "failed">): RoundResult {
  return { database, ...outcome, targets: [], comparisons: [], serverWarnings: [] };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Starts the server on a fresh database, measures the four targets, and always stops it. A failure
 * after start-up is recorded in the round, with whatever was measured before it.
 */
async function runRound(
  database: DatabaseKind,
  env: Record<string, string>,
  copies: StaticCopies,
): Promise<RoundResult> {
  const round = emptyRound(database, {});
  const server = await startServer(database, env);
  const stop = async () => {
    round.serverExitCode = await server.stop();
  };
  await withCleanup(stop, async () => {
    await measureAll(server, copies, round.targets);
    assertStillRunning(server);
  }).catch((error: unknown) => {
    const exit = server.unexpectedExit();
    const hint = exit ? "the server exited during the round: was it stopped from outside? " : "";
    round.failed = `${hint}${messageOf(error)}`;
  });
  round.serverWarnings = server.log.filter(isWarningOrWorse).map((line) => line.text);
  round.comparisons = comparisonsOf(round.targets);
  const list = round.comparisons.find((c) => c.endpoint === GOAL.endpoint);
  if (database === "postgres" && list && !round.failed) round.goalMet = judge(list).met;
  return round;
}

/** A temporary DATA_DIR (uploads, outbox, and the PGlite files), removed afterwards. */
async function withDataDir<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "clutch-bench-"));
  return withCleanup(
    () => rm(dir, { recursive: true, force: true }),
    () => body(dir),
  );
}

async function pgliteRound(copies: StaticCopies): Promise<RoundResult> {
  // An empty DATABASE_URL overrides any inherited one (or one from .env): the server then uses PGlite.
  return withDataDir((dir) => runRound("pglite", { DATA_DIR: dir, SEED: "demo", DATABASE_URL: "" }, copies));
}

async function postgresRound(copies: StaticCopies): Promise<RoundResult> {
  const created = await createTempDatabase(ADMIN_URL);
  if (!created.ok) {
    const where = new URL(ADMIN_URL).host;
    return emptyRound("postgres", { skipped: `${where} not usable: ${created.reason}` });
  }
  const { database } = created;
  console.log(`  (temporary database ${database.name})`);
  return withCleanup(database.drop, () =>
    withDataDir((dir) =>
      runRound("postgres", { DATA_DIR: dir, SEED: "demo", DATABASE_URL: database.url }, copies),
    ),
  );
}

const ROUNDS = [
  { database: "pglite", title: "PGlite (embedded)", run: pgliteRound },
  { database: "postgres", title: "PostgreSQL", run: postgresRound },
] as const;

function printRound(round: RoundResult): void {
  if (round.skipped) {
    console.log(`\n  SKIPPED: PostgreSQL round — ${round.skipped}`);
    return;
  }
  if (round.targets.length > 0) console.log(`\n${indent(formatTable(round.targets))}\n`);
  for (const comparison of round.comparisons) {
    console.log(`  ${formatComparison(comparison, round.database === "postgres")}`);
  }
  const problems = [
    ...formatProblems(round.targets),
    ...(round.failed ? [`!! round failed: ${round.failed}`] : []),
  ];
  if (round.serverExitCode !== undefined && round.serverExitCode !== 0) {
    problems.push(`!! the server exited with code ${round.serverExitCode} on SIGTERM`);
  }
  if (round.serverWarnings.length > 0) {
    problems.push(
      `!! the server logged ${round.serverWarnings.length} line(s) at warn level or worse (above)`,
    );
  }
  if (problems.length > 0) console.log(`\n${banner(problems)}`);
}

function banner(lines: string[]): string {
  const bar = "!".repeat(78);
  return [bar, ...lines.map((line) => `  ${line}`), bar].join("\n");
}

function indent(text: string): string {
  return text.replace(/^/gm, "  ");
}

function isClean(round: RoundResult): boolean {
  return !round.failed && round.targets.every((t) => t.problems.length === 0);
}

async function saveResults(startedAt: Date, rounds: RoundResult[]): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, `api-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  const machine = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "unknown" };
  const report = { startedAt, finishedAt: new Date(), machine, settings: SETTINGS, goal: GOAL, rounds };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

function goalVerdict(round: RoundResult | undefined): string {
  if (!round || round.skipped) return "not evaluated (PostgreSQL round skipped)";
  if (round.goalMet === undefined) return "not evaluated (PostgreSQL round failed)";
  return round.goalMet ? "MET" : "NOT MET";
}

async function main(): Promise<void> {
  if (!existsSync(serverEntry)) {
    console.error(`No server build at ${relative(repoRoot, serverEntry)}: run "npm run build" first.`);
    process.exit(1);
  }
  cleanUpOnInterrupt();
  const startedAt = new Date();
  const { connections, durationS, warmupS } = SETTINGS;
  console.log(
    `API vs static file: ${connections} connections, ${warmupS} s warm-up + ${durationS} s per target`,
  );
  const copies = await prepareStaticCopies();
  const rounds = await withCleanup(copies.remove, async () => {
    const done: RoundResult[] = [];
    for (const { database, title, run } of ROUNDS) {
      console.log(`\n== ${title} ==`);
      const round = await run(copies).catch((error: unknown) =>
        emptyRound(database, { failed: messageOf(error) }),
      );
      printRound(round);
      done.push(round);
    }
    return done;
  });
  const file = await saveResults(startedAt, rounds);
  const verdict = goalVerdict(rounds.find((r) => r.database === "postgres"));
  console.log(
    `\nGoal (list ≥ ${GOAL.minShareOfStatic * 100}% of static req/s, p99 < ${GOAL.maxP99Ms} ms, on PostgreSQL): ${verdict}`,
  );
  console.log(`Results: ${relative(repoRoot, file)}`);
  if (!rounds.every((r) => r.skipped || isClean(r))) process.exitCode = 1;
}

await main();
