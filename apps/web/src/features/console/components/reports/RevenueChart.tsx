import type { ReportBucket, ReportGranularity } from "@clutch/contract";
import { useEffect, useId, useRef, useState } from "react";
import { formatRupees } from "../../../../lib/intl-formatters";
import { formatBucket } from "../../lib/format";

/** Drawn at the width it is shown at (one unit a pixel), so its text keeps its size on a phone. */
const DEFAULT_WIDTH = 720;
const HEIGHT = 260;
const PLOT = { left: 64, right: 12, top: 12, bottom: 36 };
const GRID_LINES = 4;
/** Room for one date under the axis. */
const X_LABEL_SPACING = 110;

/** The element's width in CSS pixels, followed as it changes. */
function useWidth<E extends Element>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** A round step for the axis: 1, 2 or 5 times a power of ten. */
function niceStep(span: number) {
  const raw = span / GRID_LINES;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
}

function scale(buckets: ReportBucket[]) {
  const values = buckets.flatMap((b) => [b.gross, b.refunds, b.net]);
  const step = niceStep(Math.max(1, Math.max(...values) - Math.min(0, ...values)));
  const min = Math.floor(Math.min(0, ...values) / step) * step;
  const max = Math.max(step, Math.ceil(Math.max(0, ...values) / step) * step);
  const height = HEIGHT - PLOT.top - PLOT.bottom;
  const y = (value: number) => PLOT.top + ((max - value) / (max - min)) * height;
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { y, ticks };
}

/** One sentence for the chart's description: the period's sums and its best bucket. */
function summary(buckets: ReportBucket[], granularity: ReportGranularity) {
  const sum = (key: "gross" | "refunds" | "net") => buckets.reduce((total, b) => total + b[key], 0);
  const first = buckets[0];
  const last = buckets.at(-1);
  if (!first || !last) return "No figures.";
  const best = buckets.reduce((top, b) => (b.gross > top.gross ? b : top), first);
  const span = `${formatBucket(first.start, granularity)} to ${formatBucket(last.start, granularity)}`;
  const peak =
    best.gross > 0
      ? ` Highest gross: ${formatRupees(best.gross)}, ${formatBucket(best.start, granularity)}.`
      : "";
  return `${buckets.length} ${buckets.length === 1 ? "bar" : "bars"}, ${span}. Gross ${formatRupees(sum("gross"))}, refunds ${formatRupees(sum("refunds"))}, net ${formatRupees(sum("net"))}.${peak}`;
}

/**
 * Gross and refunds as bars and net as a line, per bucket: hand-drawn SVG (no chart library in
 * the console's chunk). An image with a title and a description for assistive technology; the
 * page shows the same figures in a table.
 */
export function RevenueChart({
  buckets,
  granularity,
}: {
  buckets: ReportBucket[];
  granularity: ReportGranularity;
}) {
  const titleId = useId();
  const descId = useId();
  const [frame, width] = useWidth<HTMLDivElement>();
  const { y, ticks } = scale(buckets);
  const plotWidth = width - PLOT.left - PLOT.right;
  const slot = plotWidth / Math.max(1, buckets.length);
  const bar = Math.max(0.5, (slot * 0.8) / 2);
  const centre = (index: number) => PLOT.left + slot * index + slot / 2;
  const labelEvery = Math.max(
    1,
    Math.ceil(buckets.length / Math.max(1, Math.floor(plotWidth / X_LABEL_SPACING))),
  );
  const net = buckets.map((b, index) => `${centre(index).toFixed(1)},${y(b.net).toFixed(1)}`).join(" ");

  return (
    <figure className="rounded-card border border-surface-border bg-surface/80 p-4 shadow-card">
      <div ref={frame}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          className="block max-w-full"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
        >
          <title id={titleId}>Revenue by {granularity}</title>
          <desc id={descId}>{summary(buckets, granularity)}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PLOT.left}
                x2={width - PLOT.right}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? "stroke-fg-subtle" : "stroke-surface-border"}
                strokeWidth={1}
              />
              <text x={PLOT.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-fg-muted text-[11px]">
                {formatRupees(tick)}
              </text>
            </g>
          ))}
          {buckets.map((b, index) => (
            <g key={b.start}>
              <rect
                x={centre(index) - bar}
                y={Math.min(y(b.gross), y(0))}
                width={bar}
                height={Math.abs(y(0) - y(b.gross))}
                className="fill-brand-400"
              />
              <rect
                x={centre(index)}
                y={Math.min(y(b.refunds), y(0))}
                width={bar}
                height={Math.abs(y(0) - y(b.refunds))}
                className="fill-danger-400"
              />
              {index % labelEvery === 0 ? (
                <text
                  x={centre(index)}
                  y={HEIGHT - 12}
                  textAnchor="middle"
                  className="fill-fg-muted text-[11px]"
                >
                  {formatBucket(b.start, granularity).replace(/^Week of /, "")}
                </text>
              ) : null}
            </g>
          ))}
          <polyline points={net} fill="none" className="stroke-highlight-400" strokeWidth={2} />
          {buckets.length <= 62
            ? buckets.map((b, index) => (
                <circle key={b.start} cx={centre(index)} cy={y(b.net)} r={3} className="fill-highlight-400" />
              ))
            : null}
        </svg>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg-muted">
        <Key swatch="h-3 bg-brand-400">Gross</Key>
        <Key swatch="h-3 bg-danger-400">Refunds</Key>
        <Key swatch="h-0.5 bg-highlight-400">Net</Key>
      </figcaption>
    </figure>
  );
}

function Key({ swatch, children }: { swatch: string; children: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={`inline-block w-4 ${swatch}`} />
      {children}
    </span>
  );
}
