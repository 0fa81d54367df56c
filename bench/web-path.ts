/**
 * `npm run web:path -w @clutch/bench -- <report>`: the way to a run's largest paint as Lighthouse
 * simulated it, for a run `bench:web` kept (`BENCH_WEB_REPORTS`; `<report>` is its `.json`). The
 * figures bench:web reports are not measured times: Lighthouse replays the run's requests and
 * main-thread tasks on a simulated phone (slow 4G, the CPU slowed down), keeping only what it
 * judges the paint waited for. This prints that graph in simulated order (each request with its
 * transfer size, each task with its observed length and main events), so a page's LCP can be read
 * as "the document, then these chunks, then these tasks, then these calls".
 *
 * `--merge <into>=<part>,<part>` (repeatable) asks "what if those requests were one": the requests
 * whose address contains a `<part>` leave the run's log and their bytes join the request whose
 * address contains `<into>` (`--merge parts-kit=Pager,QueryResult`). The run is then simulated
 * again, with its observed tasks unchanged: a way to weigh a chunk layout before building it.
 */
import { readFile } from "node:fs/promises";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
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

/** One entry of the run's DevTools log (the requests Lighthouse simulates again). */
interface LogEntry {
  method: string;
  params: { requestId?: string; request?: { url: string }; encodedDataLength?: number };
}

const [reportFile, ...options] = process.argv.slice(2);
const merges = options.flatMap((option, index) =>
  options[index - 1] === "--merge" ? [option.split("=") as [string, string?]] : [],
);
if (
  !reportFile?.endsWith(".json") ||
  options.length !== merges.length * 2 ||
  merges.some(([, parts]) => !parts)
) {
  console.error(
    "Usage: npm run web:path -w @clutch/bench -- <folder>/<page>-<time>.json (a report BENCH_WEB_REPORTS kept) [--merge <into>=<part>,<part>]...",
  );
  process.exit(2);
}
const base = reportFile.replace(/\.json$/, "");
const trace = JSON.parse(await readFile(`${base}.trace.json`, "utf8")) as { traceEvents: TraceEvent[] };
const kept = JSON.parse(await readFile(`${base}.artifacts.json`, "utf8")) as {
  devtoolsLog: LogEntry[];
  URL: unknown;
  gatherContext: unknown;
  settings: unknown;
};

/** The log with the requests whose address contains one of `parts` folded into the one whose address contains `into`. */
function merged(log: LogEntry[], into: string, parts: string[]): LogEntry[] {
  const urls = new Map<string, string>();
  for (const entry of log) {
    const { requestId, request } = entry.params;
    if (entry.method === "Network.requestWillBeSent" && requestId && request)
      urls.set(requestId, request.url);
  }
  const idOf = (part: string) => [...urls].find(([, url]) => url.includes(part))?.[0];
  const target = idOf(into);
  if (!target) {
    console.error(`No request of this run has "${into}" in its address`);
    process.exit(2);
  }
  const folded = new Set(parts.map((part) => idOf(part) ?? "").filter((id) => id && id !== target));
  const finished = (id: string) =>
    log.find((entry) => entry.method === "Network.loadingFinished" && entry.params.requestId === id);
  let bytes = 0;
  for (const id of folded) bytes += finished(id)?.params.encodedDataLength ?? 0;
  const targetEnd = finished(target);
  return log
    .filter((entry) => !folded.has(entry.params.requestId ?? ""))
    .map((entry) =>
      entry === targetEnd
        ? {
            ...entry,
            params: { ...entry.params, encodedDataLength: (entry.params.encodedDataLength ?? 0) + bytes },
          }
        : entry,
    );
}

let devtoolsLog = kept.devtoolsLog;
for (const [into, parts = ""] of merges) devtoolsLog = merged(devtoolsLog, into, parts.split(","));
const data = { ...kept, devtoolsLog, trace, SourceMaps: [], simulator: null };
const simulate = <Result>(metric: { request(data: never, context: never): Promise<unknown> }) =>
  metric.request(
    data as never,
    { computedCache: new Map(), settings: kept.settings } as never,
  ) as Promise<Result>;
const result = await simulate<{
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}>(LanternLargestContentfulPaint);
const firstPaint = await simulate<{ timing: number }>(LanternFirstContentfulPaint);

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

for (const [into, parts] of merges) console.log(`What if ${parts} were one request with ${into}:`);
console.log(
  `LCP ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}), first paint ${Math.round(firstPaint.timing)} ms`,
);
console.log("The pessimistic graph, simulated ms: start, end, what");
const timings = [...result.pessimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].startTime - b[1].startTime,
);
for (const [node, timing] of timings)
  console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${describe(node)}`);
const last = timings.reduce((latest, entry) => (entry[1].endTime > latest[1].endTime ? entry : latest));
console.log(`Ends last: ${describe(last[0])}`);
