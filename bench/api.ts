/**
 * `npm run bench:api`: how close the catalogue API comes to bare `node:http` sending the same bytes
 * (same body, same headers), on the production build, first on PGlite and then on PostgreSQL.
 * See README.md.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join, relative } from "node:path";
import {
  type BareServer,
  bareAnswerOf,
  comparableHeaders,
  keepAliveTimeoutMsOf,
  startBareServer,
} from "./lib/bare";
import { cleanUpOnInterrupt, withCleanup } from "./lib/cleanup";
import { getOk, type RawResponse } from "./lib/http";
import { type LoadSettings, measure, type Target, type TargetResult } from "./lib/load";
import { repoRoot, resultsDir, serverEntry } from "./lib/paths";
import { createTempDatabase, DEFAULT_ADMIN_URL } from "./lib/postgres";
import {
  type EndpointSummary,
  formatEndpoint,
  formatProblems,
  GOAL,
  percent,
  roundOf,
  summarise,
} from "./lib/report";
import { type BenchServer, isWarningOrWorse, startServer } from "./lib/server";

const CONNECTIONS = 50;
/** Each side, once per endpoint, before the first round: not counted (checked all the same). */
const WARMUP: LoadSettings = { connections: CONNECTIONS, durationS: 2 };
/** One round: the API, then the bare server, each for this long. */
const ROUND: LoadSettings = {
  connections: CONNECTIONS,
  durationS: Number(process.env.BENCH_API_ROUND_S) || 2,
};
const ROUNDS = Number(process.env.BENCH_API_ROUNDS) || 7;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL || DEFAULT_ADMIN_URL;

/** The server's warning when apps/web/dist is not built: the API is measured, not the site. */
const NO_WEB_APP = /No web app build at/;

type DatabaseKind = "pglite" | "postgres";

interface DatabaseResult {
  database: DatabaseKind;
  /** Set when the database's run did not happen (PostgreSQL not reachable). */
  skipped?: string;
  /** Set when the run broke off with an error. */
  failed?: string;
  endpoints: EndpointSummary[];
  /** Every run, warm-ups included, for the checks. */
  runs: TargetResult[];
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

/** Fetches an API answer, checking it came uncompressed, so the bare twin sends the same bytes. */
async function fetchUncompressed(url: string): Promise<RawResponse> {
  const response = await getOk(url);
  const encoding = response.headers["content-encoding"];
  if (encoding)
    throw new Error(`GET ${url} came back with content-encoding ${encoding} although none was asked for`);
  return response;
}

interface Endpoint {
  endpoint: EndpointSummary["endpoint"];
  path: string;
  answer: RawResponse;
}

async function planEndpoints(server: BenchServer): Promise<Endpoint[]> {
  const listPath = "/api/course";
  const list = await fetchUncompressed(`${server.url}${listPath}`);
  const detailPath = `/api/course/${encodeURIComponent(firstCourseId(list.body))}`;
  const detail = await fetchUncompressed(`${server.url}${detailPath}`);
  return [
    { endpoint: "list", path: listPath, answer: list },
    { endpoint: "detail", path: detailPath, answer: detail },
  ];
}

/** The bare server must answer each path exactly as the API does, headers included (but Date). */
async function checkTwin(bare: BareServer, { path, answer }: Endpoint): Promise<void> {
  const twin = await fetchUncompressed(`${bare.url}${path}`);
  if (!twin.body.equals(answer.body)) {
    throw new Error(
      `the bare server sent ${twin.body.length} bytes for ${path}, not the API's ${answer.body.length}`,
    );
  }
  const ours = comparableHeaders(answer).join("\n");
  const theirs = comparableHeaders(twin).join("\n");
  if (ours !== theirs)
    throw new Error(`the bare server's headers for ${path} differ:\n${theirs}\nvs the API's:\n${ours}`);
}

/** The server exits 0 on SIGTERM/SIGINT: if it is gone mid-run, something else stopped it. */
function assertStillRunning(server: BenchServer, bare: BareServer): void {
  const status = server.unexpectedExit();
  if (status) throw new Error(`the server is gone (${status})`);
  const bareStatus = bare.unexpectedExit();
  if (bareStatus) throw new Error(`the bare server is gone (${bareStatus})`);
}

/** Warm-up of both sides, then rounds alternating API and bare server, for one endpoint. */
async function measureEndpoint(
  server: BenchServer,
  bare: BareServer,
  { endpoint, path, answer }: Endpoint,
  runs: TargetResult[],
): Promise<EndpointSummary> {
  const target = (kind: Target["kind"], label: string): Target => ({
    name: `${kind} ${endpoint} ${label}`,
    kind,
    path,
    expectedBytes: answer.body.length,
  });
  const run = async (baseUrl: string, kind: Target["kind"], label: string, settings: LoadSettings) => {
    assertStillRunning(server, bare);
    const result = await measure(baseUrl, target(kind, label), settings);
    runs.push(result);
    return result;
  };
  process.stdout.write(`  ${endpoint.padEnd(6)} ${path}: warm-up`);
  await run(server.url, "api", "warm-up", WARMUP);
  await run(bare.url, "bare", "warm-up", WARMUP);
  const rounds = [];
  for (let i = 1; i <= ROUNDS; i++) {
    const api = await run(server.url, "api", `round ${i}`, ROUND);
    const twin = await run(bare.url, "bare", `round ${i}`, ROUND);
    const round = roundOf(api, twin);
    process.stdout.write(`, ${percent(round.ratio)}`);
    rounds.push(round);
  }
  process.stdout.write("\n");
  return summarise(endpoint, path, rounds);
}

function emptyResult(
  database: DatabaseKind,
  outcome: Pick<DatabaseResult, "skipped" | "failed">,
): DatabaseResult {
  return { database, ...outcome, endpoints: [], runs: [], serverWarnings: [] };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Starts the server on a fresh database and the bare server with its answers, measures both
 * endpoints, and always stops both. A failure after start-up is recorded, with whatever was
 * measured before it.
 */
async function runDatabase(database: DatabaseKind, env: Record<string, string>): Promise<DatabaseResult> {
  const result = emptyResult(database, {});
  const server = await startServer(database, env);
  const stop = async () => {
    result.serverExitCode = await server.stop();
  };
  await withCleanup(stop, async () => {
    const endpoints = await planEndpoints(server);
    const answers = endpoints.map(({ path, answer }) => bareAnswerOf(path, answer));
    const keepAlive = keepAliveTimeoutMsOf(endpoints[0]?.answer as RawResponse);
    const bare = await startBareServer(answers, keepAlive);
    await withCleanup(bare.stop, async () => {
      for (const endpoint of endpoints) await checkTwin(bare, endpoint);
      for (const endpoint of endpoints) {
        result.endpoints.push(await measureEndpoint(server, bare, endpoint, result.runs));
      }
      assertStillRunning(server, bare);
    });
  }).catch((error: unknown) => {
    const exit = server.unexpectedExit();
    const hint = exit ? "the server exited during the run: was it stopped from outside? " : "";
    result.failed = `${hint}${messageOf(error)}`;
  });
  result.serverWarnings = server.log
    .filter((line) => isWarningOrWorse(line) && !NO_WEB_APP.test(line.text))
    .map((line) => line.text);
  return result;
}

/** A temporary DATA_DIR (uploads, outbox, and the PGlite files), removed afterwards. */
async function withDataDir<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "clutch-bench-"));
  return withCleanup(
    () => rm(dir, { recursive: true, force: true }),
    () => body(dir),
  );
}

async function pgliteRun(): Promise<DatabaseResult> {
  // An empty DATABASE_URL overrides any inherited one (or one from .env): the server then uses PGlite.
  return withDataDir((dir) => runDatabase("pglite", { DATA_DIR: dir, SEED: "demo", DATABASE_URL: "" }));
}

async function postgresRun(): Promise<DatabaseResult> {
  const created = await createTempDatabase(ADMIN_URL);
  if (!created.ok) {
    const where = new URL(ADMIN_URL).host;
    return emptyResult("postgres", { skipped: `${where} not usable: ${created.reason}` });
  }
  const { database } = created;
  console.log(`  (temporary database ${database.name})`);
  return withCleanup(database.drop, () =>
    withDataDir((dir) =>
      runDatabase("postgres", { DATA_DIR: dir, SEED: "demo", DATABASE_URL: database.url }),
    ),
  );
}

const DATABASES = [
  { database: "pglite", title: "PGlite (embedded)", run: pgliteRun },
  { database: "postgres", title: "PostgreSQL", run: postgresRun },
] as const;

function printResult(result: DatabaseResult): void {
  if (result.skipped) {
    console.log(`\n  SKIPPED: PostgreSQL — ${result.skipped}`);
    return;
  }
  for (const summary of result.endpoints) console.log(`\n${indent(formatEndpoint(summary))}`);
  const problems = [
    ...formatProblems(result.runs),
    ...(result.failed ? [`!! run failed: ${result.failed}`] : []),
  ];
  if (result.serverExitCode !== undefined && result.serverExitCode !== 0) {
    problems.push(`!! the server exited with code ${result.serverExitCode} on SIGTERM`);
  }
  if (result.serverWarnings.length > 0) {
    problems.push(
      `!! the server logged ${result.serverWarnings.length} line(s) at warn level or worse (above)`,
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

function isClean(result: DatabaseResult): boolean {
  return !result.failed && result.runs.every((t) => t.problems.length === 0);
}

async function saveResults(startedAt: Date, results: DatabaseResult[]): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, `api-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  const machine = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "unknown" };
  const settings = {
    connections: CONNECTIONS,
    warmupS: WARMUP.durationS,
    roundS: ROUND.durationS,
    rounds: ROUNDS,
  };
  const report = { startedAt, finishedAt: new Date(), machine, settings, goal: GOAL, results };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

/** One line per database and endpoint that was measured. */
function verdicts(results: DatabaseResult[]): string[] {
  return results.flatMap((result) => {
    if (result.skipped) return [`${result.database}: not evaluated (skipped)`];
    if (result.failed && result.endpoints.length === 0) return [`${result.database}: not evaluated (failed)`];
    return result.endpoints.map(
      (e) => `${result.database} ${e.endpoint}: ${percent(e.medianRatio)} ${e.met ? "MET" : "NOT MET"}`,
    );
  });
}

async function main(): Promise<void> {
  if (!existsSync(serverEntry)) {
    console.error(`No server build at ${relative(repoRoot, serverEntry)}: run "npm run build" first.`);
    process.exit(1);
  }
  cleanUpOnInterrupt();
  const startedAt = new Date();
  console.log(
    `API vs bare node:http with the same bytes: ${CONNECTIONS} connections; per endpoint ${WARMUP.durationS} s warm-up of each, then ${ROUNDS} rounds of API ${ROUND.durationS} s, bare ${ROUND.durationS} s`,
  );
  const results: DatabaseResult[] = [];
  for (const { database, title, run } of DATABASES) {
    console.log(`\n== ${title} ==`);
    const result = await run().catch((error: unknown) => emptyResult(database, { failed: messageOf(error) }));
    printResult(result);
    results.push(result);
  }
  const file = await saveResults(startedAt, results);
  console.log(`\nTarget (API ≥ ${percent(GOAL.minShareOfBare)} of bare req/s, median of the rounds):`);
  for (const line of verdicts(results)) console.log(`  ${line}`);
  console.log(`Results: ${relative(repoRoot, file)}`);
  const missed = results.some((r) => r.endpoints.some((e) => !e.met));
  if (missed || !results.every((r) => r.skipped || isClean(r))) process.exitCode = 1;
}

await main();
