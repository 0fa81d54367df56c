/**
 * `npm run bench:scale`: does the catalogue's speed stay flat as the catalogue grows? Loads 1,000,
 * 10,000 and 100,000 synthetic courses into PostgreSQL and times the server's own list code, uncached,
 * at 20 connections (callers at once, through the server's own pool). See README.md.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { defaultDatabasePoolSize } from "../apps/server/src/config";
import type { Database } from "../apps/server/src/db/client";
import * as schema from "../apps/server/src/db/schema";
import type { ListFilter } from "../apps/server/src/modules/catalogue/repository";
import { createCatalogueRepository } from "../apps/server/src/modules/catalogue/repository";
import { createCatalogueService } from "../apps/server/src/modules/catalogue/service";
import { storeMissingAnswers } from "../apps/server/src/modules/catalogue/stored-answers";
import { migrationsDir } from "../apps/server/src/paths";
import { cleanUpOnInterrupt, withCleanup } from "./lib/cleanup";
import { repoRoot, resultsDir } from "./lib/paths";
import { createTempDatabase, DEFAULT_ADMIN_URL } from "./lib/postgres";
import { median } from "./lib/statistics";
import {
  type CatalogueSize,
  COMMON_WORD,
  loadSyntheticCatalogue,
  RARE_GAME,
  RARE_WORD,
  sizeFor,
  syntheticId,
} from "./lib/synthetic-catalogue";

const ADMIN_URL = process.env.BENCH_POSTGRES_URL || DEFAULT_ADMIN_URL;
const SIZES = (process.env.BENCH_SCALE_SIZES || "1000,10000,100000").split(",").map(Number);
/** Callers at once (the issue's "20 connections"), sharing the server's own pool, as the server's requests do. */
const CONNECTIONS = 20;
const POOL_SIZE = defaultDatabasePoolSize();
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES || 2000);
/**
 * Untimed calls before each shape's rounds: one round's worth. After 400, the first shape's first
 * round was its slowest at every size of three full runs (p99 20.4–29.4 ms; its other rounds
 * 11.9–27.8 ms, 16 of 18 under 20): the process had just loaded a catalogue, and was still
 * compiling the read's code and growing its heap.
 */
const WARMUP = SAMPLES;
/**
 * Rounds of `SAMPLES` calls per shape; the median round's figures count. One stall of the process
 * (a collection, the host's scheduler) delays every call in flight, 20 at once: a p99 of 2,000
 * calls then measures that one moment.
 */
const ROUNDS = 3;
/** The browse pages' page size (apps/web: PAGE_SIZE); the API's default list asks for 100. */
const PAGE_SIZE = 12;
const TARGET = { maxP99Ms: 20, maxGrowth: 2, floorMs: 2 } as const;
/** The shapes whose plans are printed, at the largest size. */
const EXPLAINED = [
  "page 1",
  "platform",
  "game",
  "rare game",
  "sort name",
  "middle page",
  "deep page",
  "q common",
];

interface Shape {
  name: string;
  /** The query of the shape's `call`-th call (0: the first, untimed one). */
  filter: (total: number, call: number) => Partial<ListFilter>;
}

const pageOf = (total: number, fraction: number) =>
  Math.max(1, Math.ceil((Math.ceil(total / PAGE_SIZE) * fraction) / 1));

const SHAPES: Shape[] = [
  { name: "default list", filter: () => ({ limit: 100 }) },
  { name: "page 1", filter: () => ({}) },
  { name: "platform", filter: () => ({ platform: "PC" }) },
  { name: "game", filter: () => ({ game: syntheticId("game", 1) }) },
  { name: "rare game", filter: () => ({ game: syntheticId("game", RARE_GAME) }) },
  { name: "coach", filter: () => ({ coach: syntheticId("coach", 2) }) },
  { name: "flag", filter: () => ({ flag: "popularFlag" }) },
  { name: "rare flag", filter: () => ({ flag: "mostPopularFlag" }) },
  { name: "sort name", filter: () => ({ sort: "name" }) },
  { name: "sort price", filter: () => ({ sort: "price" }) },
  { name: "sort newest", filter: () => ({ sort: "newest" }) },
  { name: "middle page", filter: (total) => ({ page: pageOf(total, 0.5) }) },
  { name: "deep page", filter: (total) => ({ page: pageOf(total, 1) }) },
  // Page after page on from the middle, as a visitor pressing Next (back to page 1 past the end).
  {
    name: "next pages",
    filter: (total, call) => {
      const pages = pageOf(total, 1);
      return { page: 1 + ((pageOf(total, 0.5) - 1 + call) % pages) };
    },
  },
  { name: "q common", filter: () => ({ q: COMMON_WORD }) },
  { name: "q rare", filter: () => ({ q: RARE_WORD }) },
];

interface ShapeResult {
  shape: string;
  query: Partial<ListFilter>;
  /** The median round's. */
  p50Ms: number;
  p99Ms: number;
  /** Each round's p99. */
  p99Rounds: number[];
  /** The shape's first call: the one that counts the total (later calls of the filter reuse it). */
  firstMs: number;
  total: number;
  rows: number;
}

interface SizeResult {
  size: CatalogueSize;
  loadSeconds: number;
  /** Building and storing every item's answer, as a server does after start-up. */
  storeSeconds: number;
  shapes: ShapeResult[];
  plans: { shape: string; statement: string; plan: string }[];
  /** Statements planned afresh at (nearly) every call on one connection, at the largest size. */
  replanned: { statement: string; generic: number; custom: number }[];
}

/** The statements the server's code sent while `capture` was on, with their parameters. */
interface Capture {
  on: boolean;
  statements: { query: string; parameters: unknown[] }[];
}

function openClient(url: string, capture: Capture, max = POOL_SIZE) {
  const client = postgres(url, {
    max,
    onnotice: () => {},
    debug: (_connection, query, parameters) => {
      if (capture.on) capture.statements.push({ query, parameters: parameters as unknown[] });
    },
  });
  return { client, db: drizzle(client, { schema }) as unknown as Database };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** A round's latencies, in ms: the median, and the 99th percentile. */
interface RoundTimes {
  p50Ms: number;
  p99Ms: number;
}

/**
 * `ROUNDS` rounds of `SAMPLES` calls of `call`, `CONNECTIONS` at a time, after `WARMUP` untimed
 * ones made the same way (every pooled connection has then prepared and planned the shape's
 * statements, as on a server that has been up for a while); each round's median and p99, in ms.
 */
async function timeCalls(call: (index: number) => Promise<unknown>): Promise<RoundTimes[]> {
  let made = 0;
  const run = async (calls: number, latencies?: number[]) => {
    let started = 0;
    const worker = async () => {
      while (started < calls) {
        started += 1;
        made += 1;
        const begin = performance.now();
        await call(made);
        latencies?.push(performance.now() - begin);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  };
  await run(WARMUP);
  const rounds: RoundTimes[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const latencies: number[] = [];
    await run(SAMPLES, latencies);
    latencies.sort((a, b) => a - b);
    rounds.push({ p50Ms: round(percentile(latencies, 50)), p99Ms: round(percentile(latencies, 99)) });
  }
  return rounds;
}

type Service = ReturnType<typeof createCatalogueService>;

/** A course list's answer, as the browse pages ask for it (page 1 of 12 by popularity) unless `query` says otherwise. */
const listCourses = (service: Service, query: Partial<ListFilter>) =>
  service.listAnswer("course", { sort: "popularity", page: 1, limit: PAGE_SIZE, ...query });
type Repository = ReturnType<typeof createCatalogueRepository>;

async function measureShapes(service: Service): Promise<ShapeResult[]> {
  const list = (query: Partial<ListFilter>) => listCourses(service, query);
  const parsed = (answer: string) => JSON.parse(answer) as { data: unknown[]; meta: { total: number } };
  const { meta } = parsed(await list({}));
  const results: ShapeResult[] = [];
  for (const shape of SHAPES) {
    const query = shape.filter(meta.total, 0);
    const begin = performance.now();
    const sent = await list(query);
    const firstMs = round(performance.now() - begin);
    const answer = parsed(sent);
    const rounds = await timeCalls((index) => list(shape.filter(meta.total, index)));
    const result = {
      shape: shape.name,
      query,
      p50Ms: median(rounds.map((r) => r.p50Ms)),
      p99Ms: median(rounds.map((r) => r.p99Ms)),
      p99Rounds: rounds.map((r) => r.p99Ms),
      firstMs,
      total: answer.meta.total,
      rows: answer.data.length,
    };
    results.push(result);
    console.log(
      `  ${shape.name.padEnd(13)} p50 ${String(result.p50Ms).padStart(7)} ms  p99 ${String(result.p99Ms).padStart(7)} ms (rounds ${result.p99Rounds.join(", ")})  first ${firstMs} ms  total ${answer.meta.total}`,
    );
  }
  return results;
}

/**
 * `query` with its parameters written in as literals: the debug hook sees them serialised for the
 * wire (a boolean as 't'), which would not survive being sent as parameters a second time.
 */
const withLiterals = (query: string, parameters: unknown[]) =>
  query.replace(/\$(\d+)/g, (_, n: string) => `'${String(parameters[Number(n) - 1]).replaceAll("'", "''")}'`);

/** EXPLAIN ANALYZE of the list statements the service sends for each shape. */
async function explainShapes(
  service: Service,
  repository: Repository,
  client: postgres.Sql,
  capture: Capture,
  results: ShapeResult[],
): Promise<SizeResult["plans"]> {
  const plans: SizeResult["plans"] = [];
  const sent = async (query: Partial<ListFilter>, pattern: RegExp) => {
    capture.statements = [];
    capture.on = true;
    await listCourses(service, query);
    capture.on = false;
    return capture.statements.filter((s) => pattern.test(s.query));
  };
  for (const result of results.filter((r) => EXPLAINED.includes(r.shape))) {
    // The count, as the shape's first call after a change makes it; then the page as later calls
    // read it, with the total known (pages past the middle are read reversed then).
    repository.forgetTotals();
    const statements = [
      ...(await sent(result.query, /^select count\(\*\) from/)),
      // The page with its stored answers, read as the sort's index walks it or by its ids first.
      ...(await sent(result.query, /"wire"::text end from/)),
    ];
    for (const { query, parameters } of statements) {
      const rows = await client.unsafe(`explain (analyze, costs off) ${withLiterals(query, parameters)}`);
      const plan = rows.map((row) => String(row["QUERY PLAN"])).join("\n");
      plans.push({ shape: result.shape, statement: query, plan });
    }
  }
  return plans;
}

/** Calls of each shape on one connection in `replannedStatements`. */
const PLAN_CHECK_CALLS = 10;
/** Pages a visitor jumps at a time in that check: past the offsets written into a statement's text. */
const PLAN_CHECK_JUMP = 10;

/**
 * The statements PostgreSQL planned again at nearly every call when each shape, and a visitor
 * jumping `PLAN_CHECK_JUMP` pages at a time, is read `PLAN_CHECK_CALLS` times on a connection of its
 * own. PostgreSQL plans a prepared statement's first five runs with their values, then keeps one plan
 * unless its costs hang on a parameter; planning a page read cost more than running it.
 */
async function replannedStatements(url: string, total: number): Promise<SizeResult["replanned"]> {
  const { client, db } = openClient(url, { on: false, statements: [] }, 1);
  return withCleanup(
    () => client.end({ timeout: 5 }),
    async () => {
      const service = createCatalogueService({ repository: createCatalogueRepository(db) });
      const list = (query: Partial<ListFilter>) => listCourses(service, query);
      for (const shape of SHAPES) {
        for (let call = 0; call < PLAN_CHECK_CALLS; call += 1) await list(shape.filter(total, call));
      }
      for (let call = 0; call < PLAN_CHECK_CALLS; call += 1)
        await list({ page: pageOf(total, 0.5) + call * PLAN_CHECK_JUMP });
      return client<SizeResult["replanned"]>`
        select statement, generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements where custom_plans > 5 and generic_plans < custom_plans`;
    },
  );
}

async function runSize(courses: number): Promise<SizeResult> {
  const size = sizeFor(courses);
  const outcome = await createTempDatabase(ADMIN_URL);
  if (!outcome.ok) throw new Error(`PostgreSQL at ${ADMIN_URL} cannot be used: ${outcome.reason}`);
  const { database } = outcome;
  return withCleanup(database.drop, async () => {
    const capture: Capture = { on: false, statements: [] };
    const { client, db } = openClient(database.url, capture);
    return withCleanup(
      () => client.end({ timeout: 5 }),
      async () => {
        console.log(
          `\n${courses.toLocaleString("en-US")} courses (${size.games} games, ${size.coaches} coaches, ${size.guides} guides) in ${database.name}`,
        );
        await migrate(db as never, { migrationsFolder: migrationsDir });
        const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
        const loadStart = performance.now();
        await loadSyntheticCatalogue(client, size);
        // Planned without statistics, building the answers would read each item's parts by scans.
        await client.unsafe("vacuum analyze");
        const loadSeconds = seconds(loadStart);
        const repository = createCatalogueRepository(db);
        const storeStart = performance.now();
        const stored = await storeMissingAnswers(repository);
        const storeSeconds = seconds(storeStart);
        // Autovacuum would get there on its own; without it index-only scans would visit the heap.
        // The checkpoint writes the load's pages out now rather than while calls are timed.
        await client.unsafe("vacuum analyze");
        await client.unsafe("checkpoint");
        const [memory] = await client<{ size: string; buffers: string }[]>`
          select pg_size_pretty(pg_database_size(current_database())) as size,
                 current_setting('shared_buffers') as buffers`;
        // Past the shared buffers, pages no call has read lately come from the operating system.
        console.log(
          `  loaded in ${loadSeconds} s; ${stored} answers built and stored in ${storeSeconds} s; database ${memory?.size}, shared_buffers ${memory?.buffers}`,
        );
        const service = createCatalogueService({ repository });
        const shapes = await measureShapes(service);
        const largest = courses === Math.max(...SIZES);
        const plans = largest ? await explainShapes(service, repository, client, capture, shapes) : [];
        const replanned = largest ? await replannedStatements(database.url, shapes[0]?.total ?? 0) : [];
        return { size, loadSeconds, storeSeconds, shapes, plans, replanned };
      },
    );
  });
}

function formatTable(results: SizeResult[]): string {
  const header = [
    "shape",
    ...results.map((r) => `${r.size.courses.toLocaleString("en-US")} p50/p99 ms (total)`),
  ];
  const rows = SHAPES.map((shape) => [
    shape.name,
    ...results.map((r) => {
      const found = r.shapes.find((s) => s.shape === shape.name);
      return found ? `${found.p50Ms} / ${found.p99Ms} (${found.firstMs}, ${found.total})` : "-";
    }),
  ]);
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((cells) => cells[i]?.length ?? 0)));
  const lines = all.map((cells) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  "),
  );
  return [lines[0], "-".repeat(lines[0]?.length ?? 0), ...lines.slice(1)].join("\n");
}

/** Every missed target, as a sentence; empty when all are met. */
function missedTargets(results: SizeResult[]): string[] {
  const smallest = results.find((r) => r.size.courses === Math.min(...SIZES));
  const largest = results.find((r) => r.size.courses === Math.max(...SIZES));
  if (!smallest || !largest) return [];
  const replanned = largest.replanned.map(
    ({ statement, generic, custom }) =>
      `planned afresh at ${custom} of ${generic + custom} calls at ${largest.size.courses}: ${statement.slice(0, 160)}…`,
  );
  const slow = largest.shapes.flatMap((shape) => {
    const missed: string[] = [];
    if (shape.p99Ms > TARGET.maxP99Ms)
      missed.push(`${shape.shape}: p99 ${shape.p99Ms} ms > ${TARGET.maxP99Ms} ms at ${largest.size.courses}`);
    const base = smallest.shapes.find((s) => s.shape === shape.shape);
    const allowed = TARGET.maxGrowth * Math.max(base?.p99Ms ?? 0, TARGET.floorMs);
    if (largest !== smallest && shape.p99Ms > allowed)
      missed.push(
        `${shape.shape}: p99 ${shape.p99Ms} ms at ${largest.size.courses} > ${TARGET.maxGrowth} × p99 at ${smallest.size.courses} (${round(allowed)} ms)`,
      );
    return missed;
  });
  return [...slow, ...replanned];
}

async function main(): Promise<number> {
  cleanUpOnInterrupt();
  console.log(
    `bench:scale — course lists through the catalogue service, uncached, ${CONNECTIONS} connections (callers at once) through a pool of ${POOL_SIZE} (DATABASE_POOL_SIZE's default here), ${ROUNDS} rounds of ${SAMPLES} calls per shape (the median round counts)`,
  );
  const results: SizeResult[] = [];
  for (const courses of SIZES) results.push(await runSize(courses));

  console.log(`\n${formatTable(results)}`);
  const checked = results.find((r) => r.size.courses === Math.max(...SIZES));
  console.log(
    `\nPlans kept: every shape, and a visitor jumping ${PLAN_CHECK_JUMP} pages at a time, read ${PLAN_CHECK_CALLS} times on one connection at ${checked?.size.courses.toLocaleString("en-US")} courses: ${checked?.replanned.length ? `${checked.replanned.length} statements planned afresh at nearly every call` : "no statement planned afresh at every call"}`,
  );
  for (const { shape, plan } of results.flatMap((r) => r.plans)) console.log(`\n-- ${shape}\n${plan}`);

  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, `scale-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(file, JSON.stringify(results, null, 2));
  console.log(`\nsaved ${relative(repoRoot, file)}`);

  const missed = missedTargets(results);
  const floor = `p99 at the smallest size counted as at least ${TARGET.floorMs} ms`;
  if (missed.length === 0) {
    console.log(
      `TARGETS MET: p99 ≤ ${TARGET.maxP99Ms} ms and ≤ ${TARGET.maxGrowth} × the smallest size's (${floor}); every statement kept its plan`,
    );
    return 0;
  }
  console.error(`\n!!! TARGETS MISSED (${floor}):\n${missed.map((m) => `!!! ${m}`).join("\n")}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
