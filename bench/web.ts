/**
 * `npm run bench:web`: Lighthouse 12 (mobile preset, simulated throttling) against the production
 * build, 5 runs per page, median figures, checked against the targets. See README.md.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CatalogueKind, paths } from "@clutch/contract";
import { cleanUpOnInterrupt, withCleanup } from "./lib/cleanup";
import { getOk } from "./lib/http";
import { type LighthouseFigures, medianOf, runLighthouse } from "./lib/lighthouse";
import { startServer } from "./lib/server";

const RUNS = Number(process.env.BENCH_WEB_RUNS || 5);

/** Targets for every audited page (bench/README.md). Scores are 0–100. */
const TARGETS = {
  performance: 95,
  accessibility: 95,
  bestPractices: 95,
  seo: 95,
  lcpMs: 2000,
  cls: 0.05,
  /** Compressed JavaScript loaded by `/`, and by a product page (course, coach, game, guide). */
  homeScriptBytes: 120 * 1024,
  productScriptBytes: 140 * 1024,
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
    scriptBytes: TARGETS.productScriptBytes,
  },
  {
    name: "coach page",
    path: async (baseUrl) => paths.coach(await firstId(baseUrl, "coach")),
    scriptBytes: TARGETS.productScriptBytes,
  },
  {
    name: "game page",
    path: async (baseUrl) => paths.game(await firstId(baseUrl, "game")),
    scriptBytes: TARGETS.productScriptBytes,
  },
  {
    name: "guide page",
    path: async (baseUrl) => paths.guide(await firstId(baseUrl, "guide")),
    scriptBytes: TARGETS.productScriptBytes,
  },
];

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, …) on a busy machine: up to 3 tries. */
async function runWithRetry(url: string, tries = 3): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= tries) throw error;
      console.log(`(retrying: ${error instanceof Error ? error.message : String(error)}) … `);
    }
  }
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
          console.log(`Lighthouse 12, mobile preset, ${RUNS} runs per page, on ${server.url}`);
          const results: PageResult[] = [];
          const only = process.env.BENCH_WEB_ONLY?.split(",").map((name) => name.trim());
          for (const page of PAGES.filter((entry) => !only || only.includes(entry.name))) {
            const path = await page.path(server.url);
            const runs: LighthouseFigures[] = [];
            for (let run = 1; run <= RUNS; run++) {
              process.stdout.write(`  ${page.name} ${path} run ${run}/${RUNS} … `);
              const figures = await runWithRetry(`${server.url}${path}`);
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
            `\nTargets: performance/accessibility/best-practices/SEO ≥ ${TARGETS.performance}, LCP ≤ ${ms(TARGETS.lcpMs)}, CLS ≤ ${TARGETS.cls}, JavaScript (transfer) of / ≤ ${kb(TARGETS.homeScriptBytes)}, of a product page ≤ ${kb(TARGETS.productScriptBytes)}.`,
          );
          console.log(
            "Host CPU: Lighthouse's benchmark index of this machine during the runs (median). The mobile preset's 4× CPU slowdown assumes about 1,500; a slower host scores lower on TBT and performance.",
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
