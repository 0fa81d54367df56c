import type { TargetResult } from "./load";
import { median } from "./statistics";

/** The target, on every database and both endpoints: the API's req/s, as the median of the rounds' ratios. */
export const GOAL = { minShareOfBare: 0.85 } as const;

export interface Round {
  api: TargetResult;
  bare: TargetResult;
  /** API req/s as a fraction of the bare server's req/s in this round. */
  ratio: number;
}

export interface EndpointSummary {
  endpoint: "list" | "detail";
  path: string;
  rounds: Round[];
  medianRatio: number;
  minRatio: number;
  maxRatio: number;
  api: SideSummary;
  bare: SideSummary;
  met: boolean;
}

/** One side's figures over the rounds: medians of req/s and p99, and the bytes per response. */
interface SideSummary {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  bodyBytes: number;
  wireBytes: number;
}

function side(results: TargetResult[]): SideSummary {
  return {
    reqPerSec: median(results.map((r) => r.reqPerSec)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    bodyBytes: results[0]?.bodyBytes ?? 0,
    wireBytes: median(results.map((r) => r.wireBytesPerResponse)),
  };
}

export function roundOf(api: TargetResult, bare: TargetResult): Round {
  return { api, bare, ratio: bare.reqPerSec > 0 ? api.reqPerSec / bare.reqPerSec : 0 };
}

export function summarise(
  endpoint: EndpointSummary["endpoint"],
  path: string,
  rounds: Round[],
): EndpointSummary {
  const ratios = rounds.map((r) => r.ratio);
  const medianRatio = median(ratios);
  return {
    endpoint,
    path,
    rounds,
    medianRatio,
    minRatio: ratios.length ? Math.min(...ratios) : 0,
    maxRatio: ratios.length ? Math.max(...ratios) : 0,
    api: side(rounds.map((r) => r.api)),
    bare: side(rounds.map((r) => r.bare)),
    met: rounds.length > 0 && medianRatio >= GOAL.minShareOfBare,
  };
}

export function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

const count = (n: number) => Math.round(n).toLocaleString("en-US");

function table(rows: string[][], leftColumns = 1): string {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((cells) => cells[i]?.length ?? 0)));
  const lines = rows.map((cells) =>
    cells
      .map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
  const [header = "", ...body] = lines;
  return [header, "-".repeat(header.length), ...body].join("\n");
}

/** One side's req/s, p50 and p99 cells. */
const sideCells = (side: { reqPerSec: number; p50Ms: number; p99Ms: number }) => [
  count(side.reqPerSec),
  String(side.p50Ms),
  String(side.p99Ms),
];

/** Every round of one endpoint, then the medians and the verdict. */
export function formatEndpoint(summary: EndpointSummary): string {
  const rows = [
    ["round", "API req/s", "p50", "p99", "bare req/s", "p50", "p99", "API/bare", "check"],
    ...summary.rounds.map((round, i) => [
      String(i + 1),
      ...sideCells(round.api),
      ...sideCells(round.bare),
      percent(round.ratio),
      round.api.problems.length + round.bare.problems.length === 0 ? "ok" : "FAILED",
    ]),
    ["median", ...sideCells(summary.api), ...sideCells(summary.bare), percent(summary.medianRatio), ""],
  ];
  const verdict = summary.met ? "TARGET MET" : "TARGET NOT MET";
  return [
    `${summary.endpoint} ${summary.path} (latencies in ms)`,
    table(rows),
    `body ${count(summary.api.bodyBytes)} B; bytes per response with headers: API ${count(summary.api.wireBytes)} B, bare ${count(summary.bare.wireBytes)} B`,
    `API = ${percent(summary.medianRatio)} of bare req/s (median; rounds ${percent(summary.minRatio)}–${percent(summary.maxRatio)})  →  ${verdict} (need ≥ ${percent(GOAL.minShareOfBare)})`,
  ].join("\n");
}

export function formatProblems(results: TargetResult[]): string[] {
  return results.flatMap((r) => r.problems.map((problem) => `!! ${r.name}: ${problem}`));
}
