import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { messages } from "@clutch/contract";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import puppeteer, { type Page } from "puppeteer-core";
import { launchChrome } from "./chrome";
import { median } from "./statistics";

/** The figures we report for one Lighthouse run. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Transfer (compressed) bytes of every script the page loaded. */
  scriptTransferBytes: number;
  /** Transfer bytes of all requests. */
  totalTransferBytes: number;
  /** What Lighthouse picked as the LCP element, for tuning. */
  lcpElement?: string;
  /** Failed audits worth a look (score < 0.9), by id. */
  failedAudits: string[];
  /**
   * Lighthouse's measure of this machine's CPU speed (higher is faster). The simulated 4× slowdown
   * assumes a host of about 1,500; on a slower host TBT, and with it the score, come out worse.
   */
  benchmarkIndex: number;
  /** Lighthouse's own warnings about the run (e.g. a host CPU slower than it expects). */
  warnings: string[];
}

type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  details?: { items?: unknown[] };
};

function score(categories: Record<string, { score: number | null } | undefined>, id: string): number {
  return Math.round((categories[id]?.score ?? 0) * 100);
}

function lcpElementOf(audits: Record<string, Audit>): string | undefined {
  const items = audits["largest-contentful-paint-element"]?.details?.items as
    | { items?: { node?: { snippet?: string; selector?: string } }[] }[]
    | undefined;
  const node = items?.[0]?.items?.[0]?.node;
  return node?.snippet?.slice(0, 140) ?? node?.selector;
}

function scriptBytes(audits: Record<string, Audit>): { scripts: number; total: number } {
  const items = (audits["network-requests"]?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  let scripts = 0;
  let total = 0;
  for (const item of items) {
    total += item.transferSize ?? 0;
    if (item.resourceType === "Script") scripts += item.transferSize ?? 0;
  }
  return { scripts, total };
}

/** What Lighthouse answers for a run: the report, and what it was computed from. */
type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/**
 * With `BENCH_WEB_REPORTS`, each run's whole Lighthouse report is written there (one JSON file per
 * run, named after the page's path), for tuning: the main-thread breakdown, the long tasks, the
 * requests the largest paint waited for. Beside it, the run's trace (`.trace.json`, for Chrome's
 * performance panel): what each of the observed tasks that Lighthouse scaled up was; and what else
 * its simulation of a phone starts from (`.artifacts.json`: the requests' log, the settings), which
 * web-path.ts replays to show what the simulated largest paint waited for.
 */
async function keepReport(url: string, { lhr, artifacts }: RunnerResult): Promise<void> {
  const folder = process.env.BENCH_WEB_REPORTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  const file = join(folder, `${name}-${Date.now()}`);
  await writeFile(`${file}.json`, JSON.stringify(lhr));
  await writeFile(`${file}.trace.json`, JSON.stringify(artifacts.Trace));
  const simulatedFrom = {
    devtoolsLog: artifacts.DevtoolsLog,
    URL: artifacts.URL,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
  };
  await writeFile(`${file}.artifacts.json`, JSON.stringify(simulatedFrom));
}

/**
 * `BENCH_WEB_PROFILE=1` records the page's JavaScript samples in the kept traces too: Chrome's
 * performance panel then shows which functions each task ran. Sampling slows the page down, so
 * such a run's figures are not the page's.
 */
const profiling = process.env.BENCH_WEB_PROFILE === "1";

/**
 * The benchmark index of the host the mobile preset's 4× CPU slowdown stands for: a mid-range phone
 * is about 4 × slower than a host of this index.
 */
export const REFERENCE_HOST_INDEX = 1500;
const PRESET_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/** The CPU slowdown that makes a host of `hostIndex` stand for the same mid-range phone. */
export function calibratedSlowdown(hostIndex: number): number {
  return (PRESET_SLOWDOWN * hostIndex) / REFERENCE_HOST_INDEX;
}

/**
 * A page behind a sign-in: what the site keeps in the browser for the session (the token in
 * localStorage, the console's session in the tab's sessionStorage), and the main heading the page
 * shows once signed in.
 */
export interface SignedIn {
  localStorage: Record<string, string>;
  sessionStorage?: Record<string, string>;
  heading: string;
}

/** The few browser globals used in the audited tab (the bench is compiled without the DOM's types). */
interface InPage {
  localStorage: { setItem(key: string, value: string): void };
  sessionStorage: { setItem(key: string, value: string): void };
  document: {
    querySelector(selector: string): { textContent: string | null } | null;
    querySelectorAll(selector: string): Iterable<{ textContent: string | null }>;
  };
}

/** The audited page was not the signed-in page it should be (a sign-in page, a redirect): no retry. */
export class WrongPageError extends Error {}

/**
 * A tab of `port`'s Chrome holding the session in the site's storage. It is written on the API's
 * health answer (same origin, no page of the site), so nothing of the audited page gets cached.
 */
async function signedInTab(port: number, url: string, signedIn: SignedIn): Promise<Page> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  await page.goto(new URL("/api/health", url).href);
  await page.evaluate(
    (local, tab) => {
      const { localStorage, sessionStorage } = globalThis as unknown as InPage;
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(tab)) sessionStorage.setItem(key, value);
    },
    signedIn.localStorage,
    signedIn.sessionStorage ?? {},
  );
  return page;
}

/** The page's main heading (in `main`, else the first), trimmed. */
const mainHeading = (page: Page) =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as InPage;
    return (document.querySelector("main h1") ?? document.querySelector("h1"))?.textContent?.trim() ?? "";
  });

/**
 * Whether the page still says it is loading (a status in `main`): the console's and the workspace's
 * frame shows the page's heading while the gate is still checking who is signed in.
 */
const stillLoading = (page: Page) =>
  page.evaluate((loading) => {
    const { document } = globalThis as unknown as InPage;
    return [...document.querySelectorAll('main [role="status"]')].some((status) =>
      status.textContent?.includes(loading),
    );
  }, messages.general.loading);

/** Fails loudly unless the audit ended on `url` showing the expected heading, loaded. */
async function checkSignedInPage(page: Page, url: string, finalUrl: string, heading: string): Promise<void> {
  if (new URL(finalUrl).pathname !== new URL(url).pathname) {
    throw new WrongPageError(`${url} was audited as ${finalUrl}: the session did not hold`);
  }
  const shown = await mainHeading(page);
  if (shown !== heading) {
    throw new WrongPageError(
      `${url} showed the heading "${shown}", not "${heading}": not the signed-in page`,
    );
  }
  if (await stillLoading(page)) throw new WrongPageError(`${url} was still loading when the audit ended`);
}

/**
 * One Lighthouse run (mobile emulation, simulated slow 4G) in a fresh Chrome, with the CPU slowed
 * down `cpuSlowdownMultiplier` times (the preset's 4 when not given). A `signedIn` page is audited
 * in a tab holding the session (storage not reset) and checked to be the signed-in page.
 * `chromeFlags` are added to the browser's own (the certificate of a TLS front, lib/tls-front.ts).
 */
export async function runLighthouse(
  url: string,
  cpuSlowdownMultiplier = PRESET_SLOWDOWN,
  signedIn?: SignedIn,
  chromeFlags: readonly string[] = [],
): Promise<LighthouseFigures> {
  const chrome = await launchChrome(chromeFlags);
  let page: Page | undefined;
  try {
    if (signedIn) page = await signedInTab(chrome.port, url, signedIn);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
        disableStorageReset: Boolean(signedIn),
        ...(profiling ? { additionalTraceCategories: "disabled-by-default-v8.cpu_profiler" } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (signedIn && page) await checkSignedInPage(page, url, lhr.finalDisplayedUrl, signedIn.heading);
    await keepReport(url, result);
    const audits = lhr.audits as unknown as Record<string, Audit>;
    const { scripts, total } = scriptBytes(audits);
    const failedAudits = Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== "informative" &&
          audit.scoreDisplayMode !== "notApplicable" &&
          audit.scoreDisplayMode !== "manual",
      )
      .map((audit) => audit.id);
    return {
      performance: score(lhr.categories, "performance"),
      accessibility: score(lhr.categories, "accessibility"),
      bestPractices: score(lhr.categories, "best-practices"),
      seo: score(lhr.categories, "seo"),
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      fcpMs: audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
      scriptTransferBytes: scripts,
      totalTransferBytes: total,
      lcpElement: lcpElementOf(audits),
      failedAudits,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    await page?.browser().disconnect();
    chrome.kill();
  }
}

/** The median of each figure over several runs (the run with the median performance for the rest). */
export function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error("no runs");
  const medianOfRuns = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  const representative = byPerformance[Math.floor(byPerformance.length / 2)] as LighthouseFigures;
  return {
    performance: medianOfRuns((run) => run.performance),
    accessibility: medianOfRuns((run) => run.accessibility),
    bestPractices: medianOfRuns((run) => run.bestPractices),
    seo: medianOfRuns((run) => run.seo),
    lcpMs: medianOfRuns((run) => run.lcpMs),
    tbtMs: medianOfRuns((run) => run.tbtMs),
    cls: medianOfRuns((run) => run.cls),
    fcpMs: medianOfRuns((run) => run.fcpMs),
    scriptTransferBytes: medianOfRuns((run) => run.scriptTransferBytes),
    totalTransferBytes: medianOfRuns((run) => run.totalTransferBytes),
    lcpElement: representative.lcpElement,
    failedAudits: representative.failedAudits,
    benchmarkIndex: medianOfRuns((run) => run.benchmarkIndex),
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}
