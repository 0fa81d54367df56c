import { execFileSync } from "node:child_process";
import { median } from "./statistics";

/** What the probe touches: one byte in each 4 KB page of a fresh 64 MB block. */
const PROBE_BYTES = 64 * 1024 * 1024;
const PAGE_BYTES = 4096;
const PROBE_RUNS = 5;

/**
 * Above this, fresh memory is slow on the host, and a page load, which at first does little but
 * take new memory (a renderer, its heaps, the DOM), runs slower than the benchmark index says: the
 * index times a JavaScript loop that takes none. bench/README.md has a host at 11.5–11.9 µs, whose
 * Chromium spent three times the CPU of a host with a higher index on the same page load; the same
 * probe ran at 0.65 µs there with every allocation in huge pages.
 */
const SLOW_FRESH_PAGE_MICROSECONDS = 3;

/** One probe in a process of its own, so that every run takes memory the process never had. */
const PROBE = `const b=Buffer.allocUnsafeSlow(${PROBE_BYTES});const t=process.hrtime.bigint();for(let i=0;i<b.length;i+=${PAGE_BYTES})b[i]=1;process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e3/(b.length/${PAGE_BYTES})))`;

/** Microseconds the host takes to hand a process a fresh 4 KB page of memory (median of a few probes). */
function freshPageMicroseconds(): number {
  const runs: number[] = [];
  for (let run = 0; run < PROBE_RUNS; run++) {
    runs.push(Number(execFileSync(process.execPath, ["-e", PROBE], { encoding: "utf8" })));
  }
  return median(runs);
}

/**
 * The line both browser benches print: the probe's figure and, when it is slow, that page loads
 * run slower than the host's benchmark index says, and `consequence` (what that does to the
 * bench's own figures).
 */
export function hostMemoryLine(consequence: string): string {
  const microseconds = freshPageMicroseconds();
  const slow = microseconds > SLOW_FRESH_PAGE_MICROSECONDS;
  return `Fresh memory: ${microseconds.toFixed(2)} µs a 4 KB page${
    slow
      ? `, over ${SLOW_FRESH_PAGE_MICROSECONDS} µs: page loads run slower on this host than its benchmark index says, ${consequence} (bench/README.md).`
      : "."
  }`;
}
