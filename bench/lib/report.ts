import type { TargetResult } from "./load";

/** The goal, on the PostgreSQL round: the list endpoint keeps up with a static file. */
export const GOAL = { endpoint: "list", minShareOfStatic: 0.5, maxP99Ms: 20 } as const;

export interface Comparison {
  endpoint: "list" | "detail";
  apiReqPerSec: number;
  staticReqPerSec: number;
  /** API req/s as a fraction of the static copy's req/s. */
  shareOfStatic: number;
  apiP99Ms: number;
}

export interface GoalVerdict {
  met: boolean;
  summary: string;
}

export function compare(endpoint: Comparison["endpoint"], api: TargetResult, copy: TargetResult): Comparison {
  return {
    endpoint,
    apiReqPerSec: api.reqPerSec,
    staticReqPerSec: copy.reqPerSec,
    shareOfStatic: copy.reqPerSec > 0 ? api.reqPerSec / copy.reqPerSec : 0,
    apiP99Ms: api.p99Ms,
  };
}

export function judge(comparison: Comparison): GoalVerdict {
  const shareOk = comparison.shareOfStatic >= GOAL.minShareOfStatic;
  const p99Ok = comparison.apiP99Ms < GOAL.maxP99Ms;
  const share = `${percent(comparison.shareOfStatic)} of static (need ≥ ${percent(GOAL.minShareOfStatic)})`;
  const p99 = `p99 ${comparison.apiP99Ms} ms (need < ${GOAL.maxP99Ms} ms)`;
  return {
    met: shareOk && p99Ok,
    summary: `${share} ${shareOk ? "ok" : "MISSED"}, ${p99} ${p99Ok ? "ok" : "MISSED"}`,
  };
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

const COLUMNS: { title: string; left?: boolean; value: (r: TargetResult) => string }[] = [
  { title: "target", left: true, value: (r) => r.name },
  { title: "path", left: true, value: (r) => r.path },
  { title: "req/s", value: (r) => Math.round(r.reqPerSec).toLocaleString("en-US") },
  { title: "p50 ms", value: (r) => String(r.p50Ms) },
  { title: "p99 ms", value: (r) => String(r.p99Ms) },
  { title: "body B", value: (r) => r.bodyBytes.toLocaleString("en-US") },
  { title: "wire B", value: (r) => r.wireBytesPerResponse.toLocaleString("en-US") },
  { title: "check", value: (r) => (r.problems.length === 0 ? "ok" : "FAILED") },
];

export function formatTable(results: TargetResult[]): string {
  const rows = [COLUMNS.map((c) => c.title), ...results.map((r) => COLUMNS.map((c) => c.value(r)))];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((cells) => cells[i]?.length ?? 0)));
  const lines = rows.map((cells) =>
    cells
      .map((cell, i) => (COLUMNS[i]?.left ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
  const [header = "", ...body] = lines;
  return [header, "-".repeat(header.length), ...body].join("\n");
}

export function formatComparison(comparison: Comparison, goalApplies: boolean): string {
  const base = `${comparison.endpoint.padEnd(6)} API = ${percent(comparison.shareOfStatic)} of static req/s`;
  if (comparison.endpoint !== GOAL.endpoint) return base;
  const verdict = judge(comparison);
  let label = "target applies to PostgreSQL";
  if (goalApplies) label = verdict.met ? "TARGET MET" : "TARGET NOT MET";
  return `${base}  →  ${label}: ${verdict.summary}`;
}

export function formatProblems(results: TargetResult[]): string[] {
  return results.flatMap((r) => r.problems.map((problem) => `!! ${r.name}: ${problem}`));
}
