import autocannon, { type Client, type Result } from "autocannon";

export interface LoadSettings {
  connections: number;
  /** Seconds measured. */
  durationS: number;
}

export interface Target {
  name: string;
  kind: "api" | "bare";
  path: string;
  /** Body size every response must have. */
  expectedBytes: number;
}

export interface TargetResult {
  name: string;
  kind: Target["kind"];
  path: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  bodyBytes: number;
  /** Headers included, as received. */
  wireBytesPerResponse: number;
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Why this run cannot be trusted; empty when it is clean. */
  problems: string[];
}

/** Counts the Content-Length of every response (warm-up included), keyed by its value. */
function contentLengthCounter() {
  const seen = new Map<string, number>();
  const setupClient = (client: Client) => {
    client.on("headers", ({ headers }) => {
      let length = "none";
      for (let i = 0; i < headers.length; i += 2) {
        if (headers[i]?.toLowerCase() === "content-length") length = headers[i + 1] ?? "none";
      }
      seen.set(length, (seen.get(length) ?? 0) + 1);
    });
  };
  return { seen, setupClient };
}

function findProblems(result: Result, target: Target, lengths: Map<string, number>): string[] {
  const problems: string[] = [];
  if (result["2xx"] === 0) problems.push("no successful response at all");
  if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx responses`);
  if (result.errors > 0) problems.push(`${result.errors} errors (${result.timeouts} of them timeouts)`);
  const expected = String(target.expectedBytes);
  const wrong = [...lengths].filter(([length]) => length !== expected);
  if (wrong.length > 0) {
    const list = wrong.map(([length, count]) => `${count} × ${length}`).join(", ");
    problems.push(`responses with a Content-Length other than ${expected} bytes: ${list}`);
  }
  return problems;
}

function summarise(result: Result, target: Target, lengths: Map<string, number>): TargetResult {
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  const responses = result["2xx"] + result.non2xx;
  return {
    name: target.name,
    kind: target.kind,
    path: target.path,
    // Every response over the run's real length (a short run has too few one-second samples to average).
    reqPerSec: result.duration > 0 ? responses / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bodyBytes: target.expectedBytes,
    wireBytesPerResponse: responses > 0 ? Math.round(result.throughput.total / responses) : 0,
    responses: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    problems: findProblems(result, target, lengths),
  };
}

/** One run against one URL; no Accept-Encoding, so bodies go uncompressed. */
export async function measure(
  baseUrl: string,
  target: Target,
  settings: LoadSettings,
): Promise<TargetResult> {
  const { seen, setupClient } = contentLengthCounter();
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    connections: settings.connections,
    duration: settings.durationS,
    setupClient,
  });
  return summarise(result, target, seen);
}
