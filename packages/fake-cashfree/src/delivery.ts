import { createHash } from "node:crypto";
import { between, type Random } from "./random";
import { webhookHeaders } from "./webhooks";

/**
 * Delivers webhooks at least once, like Cashfree: anything but HTTP 200 (or no answer) is retried after
 * each of `retryDelaysMs`. A chaos policy can drop, duplicate, delay and reorder deliveries.
 */

export interface WebhookPolicy {
  /** Deliver each webhook up to this many times (a seeded random count from 1 to N). */
  duplicate?: number;
  /** Share of webhooks (0..1) never delivered at all. */
  dropRate?: number;
  /** A random delay in [min, max] ms before each delivery. */
  delayMs?: readonly [number, number];
  /** Release webhooks in a seeded random order rather than in the order they happened. */
  reorder?: boolean;
}

export interface WebhookStats {
  /** Webhooks the fake had to send (payment attempts, finished refunds). */
  events: number;
  /** Webhooks the policy dropped. */
  dropped: number;
  /** Extra copies the policy added. */
  duplicated: number;
  /** HTTP requests made, retries included. */
  attempts: number;
  /** Requests answered 200. */
  delivered: number;
  /** Requests answered otherwise, or not at all. */
  failedAttempts: number;
  /** Deliveries given up after the last retry. */
  abandoned: number;
  /** Deliveries not finished yet. */
  pending: number;
}

/** Cashfree retries at 2, 10 and 30 minutes. */
export const CASHFREE_RETRY_DELAYS_MS = [2 * 60_000, 10 * 60_000, 30 * 60_000] as const;

/** How long a reordering policy gathers webhooks before releasing them shuffled. */
const REORDER_WINDOW_MS = 25;
const ATTEMPT_TIMEOUT_MS = 10_000;

interface Delivery {
  url: string;
  body: string;
  /** Cashfree's `x-idempotency-key`: the same for every copy and retry of one webhook. */
  key: string;
  attempts: number;
}

export class WebhookSender {
  policy: WebhookPolicy = {};
  private readonly counts: Omit<WebhookStats, "pending"> = {
    events: 0,
    dropped: 0,
    duplicated: 0,
    attempts: 0,
    delivered: 0,
    failedAttempts: 0,
    abandoned: 0,
  };
  private pending = 0;
  private idleWaiters: (() => void)[] = [];
  private batch: { delivery: Delivery; done: () => void }[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly abort = new AbortController();

  constructor(
    private readonly clientSecret: string,
    private readonly random: Random,
    private readonly retryDelaysMs: readonly number[],
  ) {}

  stats(): WebhookStats {
    return { ...this.counts, pending: this.pending };
  }

  send(url: string, body: string): void {
    this.counts.events++;
    const { dropRate = 0, duplicate = 1 } = this.policy;
    if (this.random() < dropRate) {
      this.counts.dropped++;
      return;
    }
    const copies = duplicate > 1 ? between(this.random, [1, duplicate]) : 1;
    this.counts.duplicated += copies - 1;
    const key = createHash("sha256").update(body).digest("base64");
    for (let copy = 0; copy < copies; copy++) this.track(this.schedule({ url, body, key, attempts: 0 }));
  }

  /** Resolves once no delivery is pending (or the sender is closed). */
  settled(): Promise<void> {
    if (this.pending === 0 || this.abort.signal.aborted) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  close(): void {
    this.abort.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.wakeIdleWaiters();
  }

  private track(delivery: Promise<void>): void {
    this.pending++;
    void delivery.finally(() => {
      this.pending--;
      if (this.pending === 0) this.wakeIdleWaiters();
    });
  }

  private wakeIdleWaiters(): void {
    for (const wake of this.idleWaiters.splice(0)) wake();
  }

  private async schedule(delivery: Delivery): Promise<void> {
    const { delayMs, reorder } = this.policy;
    if (delayMs) await this.later(between(this.random, delayMs));
    if (reorder) await this.inShuffledBatch(delivery);
    else await this.deliver(delivery);
  }

  private inShuffledBatch(delivery: Delivery): Promise<void> {
    return new Promise((done) => {
      this.batch.push({ delivery, done });
      if (this.batch.length === 1) void this.later(REORDER_WINDOW_MS).then(() => this.releaseBatch());
    });
  }

  /** First attempts go one after another, so the receiver sees exactly the shuffled order. */
  private async releaseBatch(): Promise<void> {
    const shuffled = this.batch
      .splice(0)
      .map((entry) => ({ entry, rank: this.random() }))
      .sort((a, b) => a.rank - b.rank);
    for (const {
      entry: { delivery, done },
    } of shuffled) {
      if (await this.attempt(delivery)) done();
      else void this.retry(delivery).finally(done);
    }
  }

  private async deliver(delivery: Delivery): Promise<void> {
    if (!(await this.attempt(delivery))) await this.retry(delivery);
  }

  private async retry(delivery: Delivery): Promise<void> {
    for (const delay of this.retryDelaysMs) {
      await this.later(delay);
      if (await this.attempt(delivery)) return;
    }
    this.counts.abandoned++;
  }

  private async attempt(delivery: Delivery): Promise<boolean> {
    if (this.abort.signal.aborted) return false;
    delivery.attempts++;
    this.counts.attempts++;
    try {
      const response = await fetch(delivery.url, {
        method: "POST",
        headers: {
          ...webhookHeaders(this.clientSecret, delivery.body, Date.now()),
          "x-webhook-attempt": String(delivery.attempts),
          "x-idempotency-key": delivery.key,
        },
        body: delivery.body,
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      if (response.status === 200) {
        this.counts.delivered++;
        return true;
      }
    } catch {
      // No answer (refused, reset, timed out): a failed attempt like any non-200 answer.
    }
    this.counts.failedAttempts++;
    return false;
  }

  /** A delay that close() cancels; the promise of a cancelled delay never settles. */
  private later(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      this.timers.add(timer);
    });
  }
}
