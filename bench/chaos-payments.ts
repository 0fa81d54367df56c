/**
 * `npm run chaos:payments`: at least 1,000 purchases through the production server and the fake
 * Cashfree on PostgreSQL, while the fake duplicates, reorders, delays and drops webhooks, fails some
 * API calls and payments, forged and stale webhooks are sent, and the server is killed with SIGKILL
 * and restarted mid-stream. Then the reconciler settles everything and the books are checked:
 * lost, doubled, wrongly granted and still-pending orders must all be 0. See README.md.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type FakeCashfree, startFakeCashfree } from "@clutch/fake-cashfree";
import argon2 from "argon2";
import postgres from "postgres";
import { cleanUpOnInterrupt, withCleanup } from "./lib/cleanup";
import { createTempDatabase, DEFAULT_ADMIN_URL } from "./lib/postgres";
import { type BenchServer, freePort, startServer } from "./lib/server";

const PURCHASES = Number(process.env.CHAOS_PURCHASES ?? 1000);
const USERS = Number(process.env.CHAOS_USERS ?? 80);
const WORKERS = Number(process.env.CHAOS_WORKERS ?? 16);
const KILLS = Number(process.env.CHAOS_KILLS ?? 6);
const SEED = Number(process.env.CHAOS_SEED ?? 7);
const SETTLE_TIMEOUT_MS = 180_000;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL || DEFAULT_ADMIN_URL;
const CLIENT_ID = "CHAOS_APP_ID";
const CLIENT_SECRET = "CHAOS_SECRET_KEY";
const PASSWORD = "Chaos!Pass1";

/** A small seeded generator (mulberry32), so a run can be repeated. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(SEED);

type Scenario = "pay" | "fail-then-pay" | "fail" | "abandon";
const scenario = (): Scenario => {
  const roll = random();
  return roll < 0.75 ? "pay" : roll < 0.85 ? "fail-then-pay" : roll < 0.93 ? "fail" : "abandon";
};

interface Item {
  kind: "course" | "guide";
  id: string;
}
interface Buyer {
  id: string;
  token: string;
}

const counts = {
  ordersCreated: 0,
  paid: 0,
  failedAttempts: 0,
  abandoned: 0,
  statusCalls: 0,
  forgedSent: 0,
  forgedAccepted: 0,
  retries: 0,
  kills: 0,
  sessionHolds: 0,
  sessionsPaid: 0,
  sessionsRefused: 0,
};
const SESSION_ATTEMPTS = Number(process.env.CHAOS_SESSION_ATTEMPTS ?? 240);

/** The server as the workers see it: its URL stays (same port) across restarts. */
let server: BenchServer;
let serverUrl = "";

async function call(method: string, path: string, token?: string, body?: unknown): Promise<Response> {
  return fetch(`${serverUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

/** Calls until the server answers something other than a network error, 5xx or a busy 409 (it may be restarting). */
async function persist(method: string, path: string, token?: string, body?: unknown) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await call(method, path, token, body).catch(() => undefined);
    const text = response ? await response.text().catch(() => "") : "";
    const json = (() => {
      try {
        return JSON.parse(text);
      } catch {
        return {};
      }
    })();
    const busy = response?.status === 409 && json.code === "CONFLICT";
    if (response && response.status < 500 && !busy) return { status: response.status, body: json };
    if (attempt > 200) throw new Error(`${method} ${path} kept failing (${response?.status ?? "no answer"})`);
    counts.retries += 1;
    await sleep(100 + Math.min(attempt, 20) * 100);
  }
}

function payAtCashfree(fake: FakeCashfree, orderId: string, outcome: "SUCCESS" | "FAILED") {
  try {
    fake.pay(orderId, { outcome });
    return true;
  } catch {
    return false; // Not payable any more (already paid through a reused order).
  }
}

async function sendForgedWebhooks(fake: FakeCashfree, orderId: string) {
  const body = JSON.stringify({
    type: "PAYMENT_SUCCESS_WEBHOOK",
    event_time: new Date().toISOString(),
    data: {
      order: { order_id: orderId, order_amount: 1, order_currency: "INR" },
      payment: {
        cf_payment_id: `forged${randomBytes(6).toString("hex")}`,
        payment_status: "SUCCESS",
        payment_amount: 1,
      },
    },
  });
  const signed = fake.signWebhook(body);
  const variants = [
    { ...signed, "x-webhook-signature": randomBytes(32).toString("base64") },
    fake.signWebhook(body, Date.now() - 10 * 60_000),
  ];
  for (const headers of variants) {
    counts.forgedSent += 1;
    const response = await fetch(`${serverUrl}/api/payment/webhook/cashfree`, {
      method: "POST",
      headers,
      body,
    }).catch(() => undefined);
    if (response?.status === 200) counts.forgedAccepted += 1;
  }
}

async function purchase(fake: FakeCashfree, buyer: Buyer, item: Item, plan: Scenario) {
  const created = await persist("POST", `/api/payment/create-order-${item.kind}`, buyer.token, {
    userId: buyer.id,
    [`${item.kind}Id`]: item.id,
    amount: 1,
  });
  if (created.status === 409 && created.body.code === "ALREADY_OWNED") return;
  if (created.status !== 200)
    throw new Error(`create-order: ${created.status} ${JSON.stringify(created.body)}`);
  const orderId: string = created.body.order.orderId;
  counts.ordersCreated += 1;
  if (random() < 0.05) await sendForgedWebhooks(fake, orderId);

  if (plan === "abandon") {
    counts.abandoned += 1;
    return;
  }
  if (plan === "fail" || plan === "fail-then-pay") {
    if (payAtCashfree(fake, orderId, "FAILED")) counts.failedAttempts += 1;
  }
  if (plan === "pay" || plan === "fail-then-pay") {
    await sleep(random() * 200);
    if (payAtCashfree(fake, orderId, "SUCCESS")) counts.paid += 1;
  }
  // Half of the buyers come back to the result page, which asks the server (and it asks Cashfree).
  if (random() < 0.5) {
    counts.statusCalls += 1;
    await persist("GET", `/api/payment/payment-status/${orderId}`);
  }
}

interface SessionSlot {
  coachId: string;
  sessionTypeId: string;
  start: string;
}

/** A learner tries to book a slot others want too; a winner pays (or walks away). */
async function bookSession(fake: FakeCashfree, buyer: Buyer, slot: SessionSlot) {
  const res = await persist("POST", "/api/live-sessions", buyer.token, { ...slot });
  if (res.status === 409 || res.status === 400) {
    counts.sessionsRefused += 1;
    return;
  }
  if (res.status !== 200) throw new Error(`book: ${res.status} ${JSON.stringify(res.body)}`);
  counts.sessionHolds += 1;
  const orderId: string = res.body.order.orderId;
  if (random() < 0.9 && payAtCashfree(fake, orderId, "SUCCESS")) counts.sessionsPaid += 1;
  if (random() < 0.5) await persist("GET", `/api/payment/payment-status/${orderId}`);
}

async function main() {
  cleanUpOnInterrupt();
  const tasks: (() => Promise<unknown>)[] = [];
  const cleanup = (task: () => Promise<unknown>) => tasks.push(task);
  const runCleanup = async () => {
    for (const task of tasks.splice(0).reverse()) {
      await task().catch((error: unknown) => console.error("  cleanup failed:", error));
    }
  };
  await withCleanup(runCleanup, async () => {
    const made = await createTempDatabase(ADMIN_URL);
    if (!made.ok) throw new Error(`PostgreSQL is needed at ${ADMIN_URL}: ${made.reason}`);
    cleanup(() => made.database.drop());
    const dataDir = await mkdtemp(join(tmpdir(), "clutch-chaos-"));
    cleanup(() => rm(dataDir, { recursive: true, force: true }));

    let fakeClockOffsetMs = 0;
    const fake = await startFakeCashfree({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      seed: SEED,
      webhookRetryDelaysMs: [300, 1000, 3000, 6000],
      now: () => Date.now() + fakeClockOffsetMs,
    });
    cleanup(() => fake.close());
    fake.setWebhookPolicy({ duplicate: 5, dropRate: 0.2, delayMs: [0, 1500], reorder: true });
    fake.setApiFault({ failRate: 0.03 });

    const port = await freePort();
    const env = {
      DATABASE_URL: made.database.url,
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: "cashfree",
      CASHFREE_APP_ID: CLIENT_ID,
      CASHFREE_SECRET_KEY: CLIENT_SECRET,
      CASHFREE_API_URL: fake.url,
      PAYMENT_RECONCILE_SECONDS: "2",
      JWT_SECRET: randomBytes(48).toString("base64url"),
      LOG_LEVEL: "fatal",
      RATE_LIMIT_LOGIN: "10000/1m",
      RATE_LIMIT_FAILED_LOGINS_PER_IP: "10000/1m",
    };
    /** Receipt claims older than this were made by a process that was killed. */
    let lastStart = new Date();
    /** Each server process's life: when it was started and, once SIGKILLed, when it was gone. */
    const generations: { startedAt: number; killedAt?: number }[] = [];
    const start = async () => {
      lastStart = new Date();
      generations.push({ startedAt: lastStart.getTime() });
      server = await startServer(`chaos`, env, { port });
      serverUrl = server.url;
      fake.webhookUrl = `${serverUrl}/api/payment/webhook/cashfree`;
    };
    await start();
    cleanup(() => server.stop());

    // Buyers: made in the database (signing up 80 people through e-mail codes is not what is tested), signed in through the API.
    const sql = postgres(made.database.url, { max: 2, onnotice: () => {} });
    cleanup(() => sql.end({ timeout: 1 }));
    const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
    const emails = Array.from(
      { length: USERS },
      (_, i) => `chaos-${i}-${randomBytes(3).toString("hex")}@example.com`,
    );
    await sql`insert into users ${sql(
      emails.map((email, i) => ({
        id: `chaos-user-${i}-${randomBytes(4).toString("hex")}`,
        email,
        password_hash: hash,
        verified_at: new Date(),
        phone: `98${String(10_000_000 + i).slice(-8)}`,
      })),
    )}`;
    const buyers: Buyer[] = [];
    for (const email of emails) {
      const res = await persist("POST", "/api/auth/login", undefined, { email, password: PASSWORD });
      if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
      buyers.push({ id: res.body.user._id, token: res.body.token });
    }
    const items: Item[] = [];
    for (const kind of ["course", "guide"] as const) {
      const list = await persist("GET", `/api/${kind}?limit=100`);
      for (const entry of list.body.data as { _id: string; price: number }[]) {
        if (entry.price > 0) items.push({ kind, id: entry._id });
      }
    }
    const plan: { buyer: Buyer; item: Item; scenario: Scenario }[] = [];
    for (const buyer of buyers) for (const item of items) plan.push({ buyer, item, scenario: scenario() });
    for (let i = plan.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [plan[i], plan[j]] = [plan[j] as (typeof plan)[number], plan[i] as (typeof plan)[number]];
    }
    plan.length = Math.min(plan.length, PURCHASES);
    if (plan.length < PURCHASES)
      throw new Error(`only ${plan.length} (buyer, item) pairs; raise CHAOS_USERS`);
    console.log(
      `${plan.length} purchases by ${buyers.length} buyers of ${items.length} items, ${WORKERS} at a time`,
    );

    // Live sessions: a few slots of three coaches, each wanted by several learners at once.
    const slots: SessionSlot[] = [];
    const coaches = (await persist("GET", "/api/coach?limit=3")).body.data as {
      _id: string;
      sessionTypes: { _id: string }[];
    }[];
    for (const coach of coaches) {
      for (const type of coach.sessionTypes.slice(0, 2)) {
        const free = await persist("GET", `/api/coach/${coach._id}/availability?sessionType=${type._id}`);
        for (const slot of (free.body.data as { start: string }[]).slice(0, 8)) {
          slots.push({ coachId: coach._id, sessionTypeId: type._id, start: slot.start });
        }
      }
    }
    if (slots.length === 0) throw new Error("no free session slots to contend for");
    const sessionJobs = Array.from({ length: SESSION_ATTEMPTS }, () => ({
      buyer: buyers[Math.floor(random() * buyers.length)] as Buyer,
      slot: slots[Math.floor(random() * slots.length)] as SessionSlot,
    }));
    // Interleaved with the purchases: a session attempt after every few purchases.
    const jobs: (() => Promise<void>)[] = [];
    const every = Math.max(1, Math.floor(plan.length / sessionJobs.length));
    plan.forEach((job, index) => {
      jobs.push(() => purchase(fake, job.buyer, job.item, job.scenario));
      const session = index % every === 0 ? sessionJobs.pop() : undefined;
      if (session) jobs.push(() => bookSession(fake, session.buyer, session.slot));
    });
    for (const session of sessionJobs) jobs.push(() => bookSession(fake, session.buyer, session.slot));
    console.log(
      `  and ${SESSION_ATTEMPTS} attempts to book ${slots.length} session slots of ${coaches.length} coaches`,
    );

    // Workers and a killer run together.
    const started = Date.now();
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (!job) break;
        await job();
        done += 1;
      }
    };
    const killer = async () => {
      for (let kill = 1; kill <= KILLS; kill += 1) {
        const at = Math.floor((jobs.length * kill) / (KILLS + 1));
        while (done < at) await sleep(50);
        await server.kill();
        const killed = generations.at(-1);
        if (killed) killed.killedAt = Date.now();
        counts.kills += 1;
        console.log(`  SIGKILL ${kill}/${KILLS} after ${done} of ${jobs.length} jobs; restarting`);
        await sleep(300);
        await start();
      }
    };
    await Promise.all([...Array.from({ length: WORKERS }, worker), killer()]);
    const driveSeconds = (Date.now() - started) / 1000;

    // Settle: every webhook delivered or given up, then Cashfree's clock past every expiry, and the
    // reconciler's leases released (what waiting two minutes would do).
    await fake.webhooksSettled();
    fakeClockOffsetMs = 31 * 60_000;
    fake.setApiFault({});
    await sql`update orders set check_after = now() where status in ('CREATING', 'ACTIVE', 'FAILED', 'REFUND_PENDING')`;
    await sql`update orders set created_at = created_at - interval '3 minutes' where status = 'CREATING'`;
    // Receipts claimed by a process that was then killed wait out a 5-minute claim: release them.
    await sql`update orders set receipt_claimed_at = receipt_claimed_at - interval '5 minutes'
              where receipt_sent_at is null and receipt_claimed_at < ${lastStart}`;
    const settleStarted = Date.now();
    let open = Number.POSITIVE_INFINITY;
    while (Date.now() - settleStarted < SETTLE_TIMEOUT_MS) {
      const [row] = await sql<{ open: number; receipts: number }[]>`
        select (select count(*)::int from orders where status in ('CREATING', 'ACTIVE', 'FAILED', 'REFUND_PENDING')) as open,
               (select count(*)::int from orders where status = 'PAID' and receipt_sent_at is null) as receipts`;
      open = row?.open ?? 0;
      if (open === 0 && row?.receipts === 0) break;
      await sleep(1000);
    }
    const settleSeconds = (Date.now() - settleStarted) / 1000;

    // The books: Cashfree's and ours.
    const allOrders = await sql<
      {
        id: string;
        user_id: string;
        item: string;
        status: string;
        booking_id: string | null;
        booking_state: string | null;
      }[]
    >`select o.id, o.user_id, coalesce(o.course_id, o.guide_id, o.booking_id) as item, o.status, o.booking_id, b.state as booking_state
      from orders o left join live_session_bookings b on b.id = o.booking_id`;
    const ours = allOrders.filter((order) => !order.booking_id);
    const sessionOrders = allOrders.filter((order) => order.booking_id);
    const owned = await sql<{ user_id: string; item: string; order_id: string | null; n: number }[]>`
      select user_id, coalesce(course_id, guide_id) as item, min(order_id) as order_id, count(*)::int as n
      from purchases group by 1, 2`;
    const ownedKey = new Map(owned.map((row) => [`${row.user_id}|${row.item}`, row]));
    const refundedAt = new Map<string, number>();
    for (const request of fake.requests) {
      const match = /^\/orders\/([^/]+)\/refunds$/.exec(request.path);
      if (request.method === "POST" && match?.[1] && request.status === 200) {
        refundedAt.set(match[1], (refundedAt.get(match[1]) ?? 0) + 1);
      }
    }
    const paidAtCashfree = ours.filter((order) => fake.order(order.id)?.order_status === "PAID");
    const lost = paidAtCashfree.filter((order) => !ownedKey.has(`${order.user_id}|${order.item}`)).length;
    const chargesPerItem = new Map<string, number>();
    for (const order of paidAtCashfree) {
      const key = `${order.user_id}|${order.item}`;
      const net = 1 - Math.min(1, refundedAt.get(order.id) ?? 0);
      chargesPerItem.set(key, (chargesPerItem.get(key) ?? 0) + net);
    }
    const doubled =
      [...chargesPerItem.values()].filter((charges) => charges > 1).length +
      owned.filter((row) => row.n > 1).length;
    const paidIds = new Set(paidAtCashfree.map((order) => order.id));
    const wronglyGranted = owned.filter((row) => !row.order_id || !paidIds.has(row.order_id)).length;
    const refundedGrants = owned.filter((row) => row.order_id && refundedAt.has(row.order_id)).length;
    // Sessions: sold twice (overlapping confirmed sessions of one coach), paid but not confirmed
    // (and not refunded), confirmed without a paid order.
    const [overlaps] = await sql<{ n: number }[]>`
      select count(*)::int as n from live_session_bookings a join live_session_bookings b
        on a.coach_id = b.coach_id and a.id < b.id and a.state = 'CONFIRMED' and b.state = 'CONFIRMED'
       and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`;
    const soldTwice = overlaps?.n ?? 0;
    const sessionPaidAtCashfree = sessionOrders.filter(
      (order) => fake.order(order.id)?.order_status === "PAID",
    );
    const sessionsLost = sessionPaidAtCashfree.filter(
      (order) => order.booking_state !== "CONFIRMED" && !refundedAt.has(order.id),
    ).length;
    const sessionsWronglyGranted = sessionOrders.filter(
      (order) =>
        order.booking_state === "CONFIRMED" &&
        (fake.order(order.id)?.order_status !== "PAID" || refundedAt.has(order.id)),
    ).length;
    const sessionsConfirmed = sessionOrders.filter((order) => order.booking_state === "CONFIRMED").length;
    const outbox = await readdir(join(dataDir, "outbox")).catch(() => [] as string[]);
    let receipts = 0;
    /** Per order, the server process (index in `generations`) that wrote each copy of its receipt. */
    const receiptsPerOrder = new Map<string, number[]>();
    const generationAt = (time: number) => generations.findLastIndex((g) => g.startedAt <= time);
    for (const file of outbox) {
      // Quoted-printable soft line breaks undone; only receipts carry an order id.
      const path = join(dataDir, "outbox", file);
      const text = (await readFile(path, "utf8")).replace(/=\r?\n/g, "");
      const id = /CA[0-9a-f]{32}/.exec(text)?.[0];
      if (!id) continue;
      receipts += 1;
      const writtenBy = generationAt((await stat(path)).mtimeMs);
      receiptsPerOrder.set(id, [...(receiptsPerOrder.get(id) ?? []), writtenBy]);
    }
    // A receipt is sent twice legitimately only when the process that sent it was SIGKILLed before
    // it recorded the sending (its claim is then taken over after a restart). So a second copy is
    // explained only if every copy came from a different process and each but the last from one
    // that was killed; two copies from one process (or from one that was never killed) are a bug.
    const twice = [...receiptsPerOrder.values()].filter((writers) => writers.length > 1);
    const unexplainedTwice = twice.filter((writers) => {
      const sorted = [...writers].sort((a, b) => a - b);
      return sorted.some(
        (writer, i) =>
          sorted[i + 1] === writer || (i < sorted.length - 1 && generations[writer]?.killedAt === undefined),
      );
    }).length;
    const ordersPaidHere = ours.filter((order) => order.status === "PAID").length;
    const [unsent] = await sql<{ n: number }[]>`
      select count(*)::int as n from orders where status = 'PAID' and receipt_sent_at is null`;
    const stats = fake.stats();

    const figures: [string, string | number][] = [
      ["purchases driven", plan.length],
      ["orders created (answered to a buyer)", counts.ordersCreated],
      [
        "payments SUCCESS / FAILED attempts / abandoned",
        `${counts.paid} / ${counts.failedAttempts} / ${counts.abandoned}`,
      ],
      ["result-page status calls", counts.statusCalls],
      ["SIGKILL + restart", counts.kills],
      ["client retries (server down, 5xx, busy)", counts.retries],
      ["Cashfree API faults injected (500 or refused)", stats.apiFaults],
      [
        "webhooks: events / extra copies / dropped / delivered / failed deliveries",
        `${stats.webhooks.events} / ${stats.webhooks.duplicated} / ${stats.webhooks.dropped} / ${stats.webhooks.delivered} / ${stats.webhooks.attempts - stats.webhooks.delivered}`,
      ],
      ["forged and stale webhooks sent / accepted", `${counts.forgedSent} / ${counts.forgedAccepted}`],
      [
        "orders PAID at Cashfree / PAID here / refunded (paid twice)",
        `${paidAtCashfree.length} / ${ordersPaidHere} / ${refundedAt.size}`,
      ],
      [
        "receipts sent / paid orders without one / orders with two (after a kill / not)",
        `${receipts} / ${unsent?.n ?? 0} / ${twice.length} (${twice.length - unexplainedTwice} / ${unexplainedTwice})`,
      ],
      ["drive time / settle time", `${driveSeconds.toFixed(1)} s / ${settleSeconds.toFixed(1)} s`],
      [
        "sessions: attempts / holds / refused (taken) / paid / confirmed / refunded (slot gone)",
        `${SESSION_ATTEMPTS} / ${counts.sessionHolds} / ${counts.sessionsRefused} / ${counts.sessionsPaid} / ${sessionsConfirmed} / ${sessionPaidAtCashfree.filter((o) => refundedAt.has(o.id)).length}`,
      ],
      ["LOST: paid at Cashfree, not owned", lost + sessionsLost],
      ["DOUBLED: owned twice or charged twice", doubled],
      [
        "WRONGLY GRANTED: owned without a paid order",
        wronglyGranted + refundedGrants + sessionsWronglyGranted,
      ],
      ["SESSIONS SOLD TWICE", soldTwice],
      ["PENDING: orders still open", open],
    ];
    const width = Math.max(...figures.map(([label]) => label.length));
    console.log("");
    for (const [label, value] of figures) console.log(`${label.padEnd(width)}  ${value}`);
    const broken = [
      lost + sessionsLost > 0 && "lost",
      soldTwice > 0 && "sessions sold twice",
      sessionsWronglyGranted > 0 && "sessions confirmed without payment",
      doubled > 0 && "doubled",
      wronglyGranted + refundedGrants > 0 && "wrongly granted",
      open > 0 && "pending",
      counts.forgedAccepted > 0 && "forged webhooks accepted",
      unexplainedTwice > 0 && "receipts sent twice without a kill between sending and recording",
      fake.violations.length > 0 && `${fake.violations.length} requests broke Cashfree's document`,
      counts.kills < 5 && "fewer than 5 kills",
      plan.length < 1000 && "fewer than 1,000 purchases",
    ].filter(Boolean);
    for (const violation of fake.violations.slice(0, 5)) console.log(`  violation: ${violation}`);
    if (broken.length > 0) {
      console.log(`\nFAILED: ${broken.join(", ")}`);
      process.exitCode = 1;
    } else {
      console.log("\nAll invariants hold.");
    }
  });
}

await main();
