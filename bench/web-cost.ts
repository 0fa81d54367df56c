/**
 * `npm run web:cost -w @clutch/bench -- [--loads N] <path>...`: the CPU time Chromium spends on a
 * load of each page of the production build (`npm run build` first), all of its processes together
 * (the page's renderer, the browser, the GPU process's compositing, the network service), read from
 * /proc. Each load is in a fresh incognito context at Lighthouse's phone screen, and lasts until the
 * app has taken the server's markup over and one more second has passed. Prints the median and the
 * range over the loads (10 unless `--loads` says), and the median of each kind of process.
 *
 * Lighthouse's figures (bench:web) simulate a phone from one observed run each, and a shared host
 * moves them by more than most changes do: TBT medians of a few runs a build differed by 40–90 ms
 * on pages whose own work had not changed. This measures the work itself; it too moves with the
 * host (about 10 % between runs), so compare two builds in alternating runs.
 */
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { HYDRATE_ATTRIBUTE } from "@clutch/contract";
import { screenEmulationMetrics } from "lighthouse/core/config/constants.js";
import puppeteer, { type Browser } from "puppeteer-core";
import { withChrome } from "./lib/chrome";
import { cleanUpOnInterrupt } from "./lib/cleanup";
import { hostMemoryLine } from "./lib/host-memory";
import { withDemoData, withServer } from "./lib/server";
import { median } from "./lib/statistics";

/** Markup of the server's that the app has not taken over yet (as the browser tests wait for it). */
const SERVER_MARKUP = `#root[${HYDRATE_ATTRIBUTE}], #root [inert]`;
/** After the page is taken over: what it does next (staged sections, idle work) counts too. */
const SETTLE_MS = 1000;
/** /proc's unit of CPU time, in ms (USER_HZ is 100 on Linux). */
const TICK_MS = 10;

type Cost = Record<string, number>;
/** Each process of Chromium's by pid: its kind (`--type=`, or "browser") and its CPU ms so far. */
type Snapshot = Map<number, { kind: string; ms: number }>;

/** The processes of the tree under `rootPid`, read from /proc. */
function snapshot(rootPid: number): Snapshot {
  const processes = readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      return [{ pid: Number(entry), parent: Number(fields[1]), ms }];
    } catch {
      return []; // ended meanwhile
    }
  });
  const inTree = new Set([rootPid]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const { pid, parent } of processes) {
      if (inTree.has(parent) && !inTree.has(pid)) {
        inTree.add(pid);
        grown = true;
      }
    }
  }
  const tree: Snapshot = new Map();
  for (const { pid, ms } of processes) {
    if (inTree.has(pid)) tree.set(pid, { kind: kindOf(pid), ms });
  }
  return tree;
}

/** A Chromium process's kind: its `--type=`, or "browser" for the main process. */
function kindOf(pid: number): string {
  try {
    return /--type=([\w-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, "utf8"))?.[1] ?? "browser";
  } catch {
    return "ended";
  }
}

/**
 * The CPU each kind of process spent between two snapshots, process by process: one that ended
 * meanwhile (the last load's renderer) takes nothing away, one that started counts from zero.
 */
function spent(before: Snapshot, after: Snapshot): Cost {
  const cost: Cost = {};
  for (const [pid, { kind, ms }] of after) cost[kind] = (cost[kind] ?? 0) + ms - (before.get(pid)?.ms ?? 0);
  return cost;
}

const sum = (cost: Cost) => Object.values(cost).reduce((total, ms) => total + ms, 0);

/** One load of `url` in a fresh context: what Chromium's processes spent meanwhile, by kind. */
async function oneLoad(browser: Browser, chromePid: number, url: string): Promise<Cost> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const { width, height, deviceScaleFactor, mobile } = screenEmulationMetrics.mobile;
    await page.setViewport({ width, height, deviceScaleFactor, isMobile: mobile, hasTouch: mobile });
    const before = snapshot(chromePid);
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
    await page.waitForFunction(`!document.querySelector(${JSON.stringify(SERVER_MARKUP)})`);
    await sleep(SETTLE_MS);
    return spent(before, snapshot(chromePid));
  } finally {
    await context.close();
  }
}

function parseArguments(): { loads: number; paths: string[] } {
  const args = process.argv.slice(2);
  const at = args.indexOf("--loads");
  const loads = at === -1 ? 10 : Number(args.splice(at, 2)[1]);
  if (
    !Number.isInteger(loads) ||
    loads < 1 ||
    args.length === 0 ||
    args.some((path) => !path.startsWith("/"))
  ) {
    console.error("Usage: npm run web:cost -w @clutch/bench -- [--loads N] <path>... (paths such as /games)");
    process.exit(2);
  }
  return { loads, paths: args };
}

/** `loads` loads of `url`, each in a fresh context. */
async function loadsOf(browser: Browser, chromePid: number, url: string, loads: number): Promise<Cost[]> {
  const costs: Cost[] = [];
  for (let load = 0; load < loads; load += 1) costs.push(await oneLoad(browser, chromePid, url));
  return costs;
}

/** "median 1010 (930–1050); browser 210, renderer 710, ...": the totals, then each kind's median. */
function summary(costs: Cost[]): string {
  const totals = costs.map(sum);
  const kinds = [...new Set(costs.flatMap(Object.keys))].sort();
  const byKind = kinds.map((kind) => `${kind} ${median(costs.map((cost) => cost[kind] ?? 0))}`).join(", ");
  return `median ${median(totals)} (${Math.min(...totals)}–${Math.max(...totals)}); ${byKind}`;
}

async function main() {
  const { loads, paths } = parseArguments();
  cleanUpOnInterrupt();
  // Measured before the server and Chromium start, which would take CPU from the probe.
  const memory = hostMemoryLine("so a load takes more CPU than on another host of its index");
  await withDemoData("cost", ({ env }) =>
    withServer("web-cost", env, (server) =>
      withChrome(async (chrome) => {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        console.log(
          `Chromium's CPU per load (ms, all its processes), ${loads} loads a page, on ${server.url}`,
        );
        console.log(memory);
        await oneLoad(browser, chrome.pid, `${server.url}/`); // the browser's own first-use work
        for (const path of paths) {
          const costs = await loadsOf(browser, chrome.pid, server.url + path, loads);
          console.log(`  ${path}: ${summary(costs)}`);
        }
        await browser.disconnect();
      }),
    ),
  );
}

await main();
