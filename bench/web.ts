/**
 * `npm run bench:web`: Lighthouse 12 (mobile preset, simulated throttling) against the production
 * build, with the CPU slowdown calibrated to this host so that every figure stands for the same
 * mid-range phone; 5 runs per page, median figures, checked against the targets. See README.md.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CatalogueKind, paths } from "@clutch/contract";
import { cleanUpOnInterrupt, withCleanup } from "./lib/cleanup";
import { getOk } from "./lib/http";
import {
  calibratedSlowdown,
  type LighthouseFigures,
  medianOf,
  REFERENCE_HOST_INDEX,
  runLighthouse,
} from "./lib/lighthouse";
import { startServer } from "./lib/server";

const RUNS = Number(process.env.BENCH_WEB_RUNS || 5);
/** Lighthouse runs whose median benchmark index calibrates the slowdown. */
const CALIBRATION_RUNS = 3;
/** A light page for the calibration runs: only the host's benchmark index is read from them. */
const CALIBRATION_PATH = paths.privacyPolicy;

/** Targets for every audited page (bench/README.md). Scores are 0–100. */
const TARGETS = {
  performance: 95,
  accessibility: 95,
  bestPractices: 95,
  seo: 95,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.02,
  /** Compressed JavaScript loaded by `/`, and by any other page (product, list, plans). */
  homeScriptBytes: 120 * 1024,
  pageScriptBytes: 140 * 1024,
};

/** First id of a catalogue list, for the product pages below. */
async function firstId(baseUrl: string, list: CatalogueKind): Promise<string> {
  const response = await getOk(`${baseUrl}/api/${list}?limit=1`);
  const id = (JSON.parse(response.body.toString("utf8")) as { data?: { _id?: string }[] }).data?.[0]?._id;
  if (!id) throw new Error(`GET /api/${list} returned nothing: is the demo catalogue seeded?`);
  return id;
}

/**
 * The audited pages: a name, how to find its path on a running server, and the JavaScript it may
 * transfer. Add a row to audit another page.
 */
const PAGES: {
  name: string;
  path: (baseUrl: string) => Promise<string> | string;
  scriptBytes: number;
}[] = [
  { name: "home", path: () => paths.home, scriptBytes: TARGETS.homeScriptBytes },
  {
    name: "course page",
    path: async (baseUrl) => paths.course(await firstId(baseUrl, "course")),
    scriptBytes: TARGETS.pageScriptBytes,
  },
  {
    name: "coach page",
    path: async (baseUrl) => paths.coach(await firstId(baseUrl, "coach")),
    scriptBytes: TARGETS.pageScriptBytes,
  },
  {
    name: "game page",
    path: async (baseUrl) => paths.game(await firstId(baseUrl, "game")),
    scriptBytes: TARGETS.pageScriptBytes,
  },
  {
    name: "guide page",
    path: async (baseUrl) => paths.guide(await firstId(baseUrl, "guide")),
    scriptBytes: TARGETS.pageScriptBytes,
  },
  { name: "games", path: () => paths.games, scriptBytes: TARGETS.pageScriptBytes },
  { name: "coaches", path: () => paths.coaches, scriptBytes: TARGETS.pageScriptBytes },
  { name: "courses", path: () => paths.courses, scriptBytes: TARGETS.pageScriptBytes },
  { name: "guides", path: () => paths.guides, scriptBytes: TARGETS.pageScriptBytes },
  { name: "plans", path: () => paths.subscriptionPackages, scriptBytes: TARGETS.pageScriptBytes },
];

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, …) on a busy machine: up to 3 tries. */
async function runWithRetry(url: string, slowdown?: number, tries = 3): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, slowdown);
    } catch (error) {
      if (attempt >= tries) throw error;
      console.log(`(retrying: ${error instanceof Error ? error.message : String(error)}) … `);
    }
  }
}

/**
 * The host's benchmark index: the median of a few Lighthouse runs of a light page
 * (`BENCH_WEB_HOST_INDEX` gives it instead, to compare two builds at the same slowdown).
 */
async function measureHostIndex(url: string): Promise<number> {
  const given = Number(process.env.BENCH_WEB_HOST_INDEX);
  if (given > 0) return given;
  const runs: LighthouseFigures[] = [];
  for (let run = 1; run <= CALIBRATION_RUNS; run++) {
    process.stdout.write(`  calibration ${run}/${CALIBRATION_RUNS} … `);
    const figures = await runWithRetry(url);
    runs.push(figures);
    console.log(`host benchmark index ${Math.round(figures.benchmarkIndex)}`);
  }
  return medianOf(runs).benchmarkIndex;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

interface PageResult {
  name: string;
  path: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  scriptBytes: number;
}

function verdicts(result: PageResult): string[] {
  const { median } = result;
  const misses: string[] = [];
  const need = (ok: boolean, text: string) => {
    if (!ok) misses.push(text);
  };
  need(
    median.performance >= TARGETS.performance,
    `performance ${median.performance} < ${TARGETS.performance}`,
  );
  need(
    median.accessibility >= TARGETS.accessibility,
    `accessibility ${median.accessibility} < ${TARGETS.accessibility}`,
  );
  need(
    median.bestPractices >= TARGETS.bestPractices,
    `best-practices ${median.bestPractices} < ${TARGETS.bestPractices}`,
  );
  need(median.seo >= TARGETS.seo, `SEO ${median.seo} < ${TARGETS.seo}`);
  need(median.lcpMs <= TARGETS.lcpMs, `LCP ${ms(median.lcpMs)} > ${ms(TARGETS.lcpMs)}`);
  need(median.tbtMs <= TARGETS.tbtMs, `TBT ${Math.round(median.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  need(median.cls <= TARGETS.cls, `CLS ${median.cls.toFixed(3)} > ${TARGETS.cls}`);
  need(
    median.scriptTransferBytes <= result.scriptBytes,
    `JavaScript ${kb(median.scriptTransferBytes)} > ${kb(result.scriptBytes)}`,
  );
  return misses;
}

function printTable(results: PageResult[]): void {
  const header = [
    "page",
    "perf",
    "a11y",
    "bp",
    "seo",
    "LCP",
    "TBT",
    "CLS",
    "JS (transfer)",
    "all (transfer)",
    "host CPU",
  ];
  const rows = results.map((r) => [
    `${r.name} ${r.path}`,
    String(r.median.performance),
    String(r.median.accessibility),
    String(r.median.bestPractices),
    String(r.median.seo),
    ms(r.median.lcpMs),
    `${Math.round(r.median.tbtMs)} ms`,
    r.median.cls.toFixed(3),
    kb(r.median.scriptTransferBytes),
    kb(r.median.totalTransferBytes),
    String(Math.round(r.median.benchmarkIndex)),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  cleanUpOnInterrupt();
  const dataDir = await mkdtemp(join(tmpdir(), "clutch-bench-web-"));
  await withCleanup(
    () => rm(dataDir, { recursive: true, force: true }),
    async () => {
      const server = await startServer("web", { DATA_DIR: dataDir, SEED: "demo", DATABASE_URL: "" });
      await withCleanup(
        () => server.stop(),
        async () => {
          const hostIndex = await measureHostIndex(`${server.url}${CALIBRATION_PATH}`);
          const slowdown = calibratedSlowdown(hostIndex);
          console.log(
            `Host benchmark index ${Math.round(hostIndex)}: CPU slowdown ${slowdown.toFixed(2)}× (4 × ${Math.round(hostIndex)} / ${REFERENCE_HOST_INDEX}), the same mid-range phone on any host.`,
          );
          console.log(`Lighthouse 12, mobile preset, ${RUNS} runs per page, on ${server.url}`);
          const results: PageResult[] = [];
          const only = process.env.BENCH_WEB_ONLY?.split(",").map((name) => name.trim());
          for (const page of PAGES.filter((entry) => !only || only.includes(entry.name))) {
            const path = await page.path(server.url);
            const runs: LighthouseFigures[] = [];
            for (let run = 1; run <= RUNS; run++) {
              process.stdout.write(`  ${page.name} ${path} run ${run}/${RUNS} … `);
              const figures = await runWithRetry(`${server.url}${path}`, slowdown);
              runs.push(figures);
              console.log(
                `perf ${figures.performance}, LCP ${ms(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, JS ${kb(figures.scriptTransferBytes)}, host CPU ${Math.round(figures.benchmarkIndex)}`,
              );
            }
            results.push({
              name: page.name,
              path,
              runs,
              median: medianOf(runs),
              scriptBytes: page.scriptBytes,
            });
          }

          printTable(results);
          let failed = false;
          console.log("");
          for (const result of results) {
            const misses = verdicts(result);
            failed ||= misses.length > 0;
            console.log(
              `${result.name}: ${misses.length ? `MISSED — ${misses.join("; ")}` : "all targets met"}`,
            );
            if (result.median.lcpElement) console.log(`  LCP element: ${result.median.lcpElement}`);
            if (result.median.failedAudits.length)
              console.log(`  audits below 0.9: ${result.median.failedAudits.join(", ")}`);
          }
          console.log(
            `\nTargets: performance/accessibility/best-practices/SEO ≥ ${TARGETS.performance}, LCP ≤ ${ms(TARGETS.lcpMs)}, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, JavaScript (transfer) of / ≤ ${kb(TARGETS.homeScriptBytes)}, of any other page ≤ ${kb(TARGETS.pageScriptBytes)}.`,
          );
          console.log(
            `Host CPU: Lighthouse's benchmark index of this machine during each page's runs (median); the slowdown was set from ${Math.round(hostIndex)}, measured before the first page.`,
          );
          const lighthouseWarnings = [...new Set(results.flatMap((result) => result.median.warnings))];
          for (const warning of lighthouseWarnings) console.log(`Lighthouse: ${warning}`);
          const warnings = server.log.length;
          if (warnings) console.log(`The server logged ${warnings} line(s) at warn level or worse (above).`);
          if (failed) process.exitCode = 1;
        },
      );
    },
  );
}

await main();
