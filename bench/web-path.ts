/**
 * `npm run web:path -w @clutch/bench -- <report>`: the way to a run's largest paint as Lighthouse
 * simulated it, for a run `bench:web` kept (`BENCH_WEB_REPORTS`; `<report>` is its `.json`). The
 * figures bench:web reports are not measured times: Lighthouse replays the run's requests and
 * main-thread tasks on a simulated phone (slow 4G, the CPU slowed down), keeping only what it
 * judges the paint waited for. This prints that graph in simulated order (each request with its
 * transfer size, each task with its observed length and main events), so a page's LCP can be read
 * as "the document, then these chunks, then these tasks, then these calls".
 */
import { readFile } from "node:fs/promises";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

/** A node of Lighthouse's simulated page graph (its network request or main-thread task). */
interface SimulatedNode {
  type: "network" | "cpu";
  startTime: number;
  duration?: number;
  request?: { url: string; transferSize: number };
  childEvents?: { name: string; dur?: number; args?: { data?: { url?: string } } }[];
}

interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}

interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: { documentLoaderURL?: string } };
}

const reportFile = process.argv[2];
if (!reportFile?.endsWith(".json")) {
  console.error(
    "Usage: npm run web:path -w @clutch/bench -- <folder>/<page>-<time>.json (a report BENCH_WEB_REPORTS kept)",
  );
  process.exit(2);
}
const base = reportFile.replace(/\.json$/, "");
const trace = JSON.parse(await readFile(`${base}.trace.json`, "utf8")) as { traceEvents: TraceEvent[] };
const kept = JSON.parse(await readFile(`${base}.artifacts.json`, "utf8")) as {
  devtoolsLog: unknown;
  URL: unknown;
  gatherContext: unknown;
  settings: unknown;
};
const data = { ...kept, trace, SourceMaps: [], simulator: null };
const result = (await LanternLargestContentfulPaint.request(
  data as never,
  {
    computedCache: new Map(),
    settings: kept.settings,
  } as never,
)) as unknown as { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

const navigation = trace.traceEvents.find(
  (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith("http"),
);
const observedMs = (node: SimulatedNode) => (node.startTime - (navigation?.ts ?? 0)) / 1000;
const ms = (value: number) => `${Math.round(value)}`.padStart(6);

function describe(node: SimulatedNode): string {
  if (node.type === "network" && node.request) {
    const path = node.request.url.replace(/^https?:\/\/[^/]+/, "");
    return `request ${path} (${(node.request.transferSize / 1024).toFixed(1)} KB)`;
  }
  const events = (node.childEvents ?? [])
    .filter((event) => (event.dur ?? 0) >= 1000)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 3)
    .map((event) => `${event.name} ${((event.dur ?? 0) / 1000).toFixed(1)}`);
  return `task at ${observedMs(node).toFixed(0)} ms observed, ${((node.duration ?? 0) / 1000).toFixed(1)} ms long: ${events.join(", ")}`;
}

console.log(
  `LCP ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`,
);
console.log("The pessimistic graph, simulated ms: start, end, what");
const timings = [...result.pessimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].startTime - b[1].startTime,
);
for (const [node, timing] of timings)
  console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${describe(node)}`);
const last = timings.reduce((latest, entry) => (entry[1].endTime > latest[1].endTime ? entry : latest));
console.log(`Ends last: ${describe(last[0])}`);
