/** The part of autocannon 9's programmatic API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  /** Fired once per response, before its body: the raw header list alternates names and values. */
  export interface Client extends EventEmitter {
    on(event: "headers", listener: (info: { statusCode: number; headers: string[] }) => void): this;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** A first run whose numbers are reported apart, under `warmup`. */
    warmup?: { connections?: number; duration?: number };
    setupClient?: (client: Client) => void;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    /** Milliseconds. */
    latency: Histogram;
    /** Requests per second, one sample per second. */
    requests: Histogram;
    /** Bytes per second, headers included. */
    throughput: Histogram;
    warmup?: Result;
  }

  export default function autocannon(options: Options): Promise<Result> & EventEmitter;
}
