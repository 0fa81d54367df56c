import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";

/** Debian's Chromium; the flags keep it off the network and quiet. */
const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

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
 * One Lighthouse run (mobile emulation, simulated slow 4G) in a fresh Chrome, with the CPU slowed
 * down `cpuSlowdownMultiplier` times (the preset's 4 when not given).
 */
export async function runLighthouse(
  url: string,
  cpuSlowdownMultiplier = PRESET_SLOWDOWN,
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
    chrome.kill();
  }
}

/** The median of each figure over several runs (the run with the median performance for the rest). */
export function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error("no runs");
  const median = (pick: (run: LighthouseFigures) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    return values.length % 2
      ? (values[middle] as number)
      : ((values[middle - 1] as number) + (values[middle] as number)) / 2;
  };
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  const representative = byPerformance[Math.floor(byPerformance.length / 2)] as LighthouseFigures;
  return {
    performance: median((run) => run.performance),
    accessibility: median((run) => run.accessibility),
    bestPractices: median((run) => run.bestPractices),
    seo: median((run) => run.seo),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
    fcpMs: median((run) => run.fcpMs),
    scriptTransferBytes: median((run) => run.scriptTransferBytes),
    totalTransferBytes: median((run) => run.totalTransferBytes),
    lcpElement: representative.lcpElement,
    failedAudits: representative.failedAudits,
    benchmarkIndex: median((run) => run.benchmarkIndex),
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}
