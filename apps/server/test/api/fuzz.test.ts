import { readFileSync, writeFileSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { crc32 } from "node:zlib";
import { COUNTRY_DIAL_CODES, FLAGS_BY_KIND } from "@clutch/contract";
import fc from "fast-check";
import { SignJWT } from "jose";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { hashPassword } from "../../src/lib/passwords";
import { createTokenService } from "../../src/lib/tokens";
import { dbKind, startTestServer, type TestServer } from "./harness";
import { createVerifiedUser, NEW_PASSWORD, PASSWORD, uniqueEmail } from "./support/accounts";
import { type OpenApiDocument, type Operation, operationsOf } from "./support/fuzz-openapi";
import {
  type Account,
  type Answer,
  describeRequest,
  deserializeRequest,
  isHealthDown,
  NOTATION,
  problemsOf,
  type RequestSpec,
  requestArb,
  send,
  serializeRequest,
  sweepSpecs,
  toWire,
  validRequestArb,
  type WireRequest,
} from "./support/fuzz-requests";
import type { FuzzContext } from "./support/fuzz-values";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

/**
 * Fuzzes every operation of our own `/api/docs` against the real server: first a sweep (a valid
 * request with one part changed at a time: each parameter, field, header, content type and body
 * framing), then seeded fast-check requests until the time budget or the request cap. Every answer
 * must be below 500, come within 5 s, and, when it is not a 2xx, be JSON in the error shape. The
 * health check's own 503 (its database ping late on a paused machine) must be fine when sent again.
 * A slow answer is sent again too, up to SLOW_RESENDS times a second apart, and fails only when no
 * answer to it is in time: a slow path in the product is slow every time, while the other steps
 * of `npm test` can hold a loaded host's cores for several seconds (an answer that takes 0.2 s
 * alone took 5.4 s, twice in a row, beside them). The 5 s catches a hang or a pathological path,
 * whatever the host's speed (a registration's password hash alone took 2 s on a slow, loaded 2-core
 * host); speed is measured by the benches.
 *
 *   FUZZ_SEED           the seed (default below); the same seed generates the same requests
 *   FUZZ_BUDGET_MS      time for sending requests (default 50 000), cut so that setup and fuzzing
 *                       together stay within FUZZ_FILE_LIMIT_MS (default 62 000), but never below 20 s
 *   FUZZ_MAX_REQUESTS   request cap (default 20 000)
 *   FUZZ_CONCURRENCY    requests in flight (default 2; 1 replays answers exactly in order)
 *   FUZZ_LOG_LEVEL      the server's log level (default silent; "error" shows what a 5xx logged)
 *   FUZZ_REPLAY         a failures file written by an earlier run: sends just those requests
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 50_000);
const MAX_REQUESTS = Number(process.env.FUZZ_MAX_REQUESTS ?? 20_000);
const CONCURRENCY = Math.max(1, Number(process.env.FUZZ_CONCURRENCY ?? 2));
const REPLAY = process.env.FUZZ_REPLAY;
const SLOW_MS = 5_000;
const SLOW_RESENDS = 3;
const RESEND_PAUSE_MS = 1_000;
/** Setup and fuzzing together stay within this (the budget shrinks when setup was slow)... */
const FILE_LIMIT_MS = Number(process.env.FUZZ_FILE_LIMIT_MS ?? 62_000);
/** ...but the fuzzing gets at least this much. */
const MIN_BUDGET_MS = Math.min(BUDGET_MS, 20_000);
const fileStarted = Date.now();
/** The sweep may use at most this share of the budget; the rest is for random requests. */
const SWEEP_SHARE = 0.5;
const ACCOUNTS = 4;
const JWT_SECRET = "fuzz-test-jwt-secret-0123456789abcdef0123456789";
const KINDS = ["game", "coach", "course", "guide"] as const;

let smtp: SmtpCapture;
let server: TestServer;
let operations: Operation[];
let ctx: FuzzContext;
const accounts: Account[] = [];
const notes: string[] = [];

beforeAll(async () => {
  const setupStarted = Date.now();
  smtp = await startSmtpCapture();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    JWT_SECRET,
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? "silent",
  });
  const docs = await server.request("/api/docs");
  expect(docs.status).toBe(200);
  operations = operationsOf(docs.body as OpenApiDocument);
  expect(operations.length).toBeGreaterThan(0);

  const serverReady = Date.now();
  const userIds: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const made = await makeAccount(i);
    accounts.push(made.account);
    userIds.push(made.userId);
  }

  const ids = { game: [] as string[], coach: [] as string[], course: [] as string[], guide: [] as string[] };
  const terms = new Set<string>();
  for (const kind of KINDS) {
    const list = await server.request(`/api/${kind}?limit=100`);
    for (const item of (list.body?.data ?? []) as { _id: string; name?: string; title?: string }[]) {
      ids[kind].push(item._id);
      const name = item.name ?? item.title;
      if (name) terms.add(name.split(" ")[0] ?? name);
    }
  }
  ctx = {
    ids,
    terms: [...terms].slice(0, 30),
    flags: FLAGS_BY_KIND,
    dialCodes: COUNTRY_DIAL_CODES.slice(0, 20).map((c) => c.dialCode),
    passwords: [PASSWORD, NEW_PASSWORD],
    accounts: ACCOUNTS,
    badAuthorizations: await badAuthorizations(userIds),
    files: await files(),
  };
  notes.push(
    `setup took ${((Date.now() - setupStarted) / 1000).toFixed(1)} s ` +
      `(server ${((serverReady - setupStarted) / 1000).toFixed(1)} s, ${operations.length} operations in /api/docs)`,
  );
}, 90_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** A verified account through the real sign-up flow; straight into the database if that flow fails. */
async function makeAccount(i: number): Promise<{ account: Account; userId: string }> {
  const email = uniqueEmail(`fuzz${i}`);
  try {
    const made = await createVerifiedUser(server, smtp, email);
    return { account: { email, password: PASSWORD, token: made.token }, userId: made.user._id };
  } catch (error) {
    notes.push(`sign-up through the API failed (${String(error)}); account ${i} was made in the database`);
    const { app } = server.server;
    const [row] = await app.database.db
      .insert(t.users)
      .values({ email, passwordHash: await hashPassword(PASSWORD), verifiedAt: new Date() })
      .returning();
    if (!row) throw error;
    const tokens = createTokenService(new TextEncoder().encode(JWT_SECRET));
    const token = await tokens.sign({ userId: row.id, passwordVersion: row.passwordVersion });
    return { account: { email, password: PASSWORD, token }, userId: row.id };
  }
}

/** Authorization headers that must all be refused with 401 (or 400 for text that cannot be stored). */
async function badAuthorizations(userIds: string[]): Promise<string[]> {
  const secret = new TextEncoder().encode(JWT_SECRET);
  const now = Math.floor(Date.now() / 1000);
  const sign = (payload: Record<string, unknown>, options: { alg?: string; key?: Uint8Array } = {}) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: options.alg ?? "HS256", typ: "JWT" })
      .sign(options.key ?? secret);
  const someUser = userIds[0] ?? "00000000-0000-0000-0000-000000000000";
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const tokens = [
    await sign({ sub: "00000000-0000-4000-8000-000000000000", pwv: 1, exp: now + 3600 }),
    await sign({ sub: someUser, pwv: 2, exp: now + 3600 }),
    await sign({ sub: someUser, pwv: 1, exp: now - 3600 }),
    await sign({ sub: someUser, pwv: 1 }),
    await sign({ sub: someUser, pwv: "1", exp: now + 3600 }),
    await sign({ sub: someUser, pwv: 1.5, exp: now + 3600 }),
    await sign({ sub: someUser, pwv: 2 ** 53 + 1, exp: now + 3600 }),
    await sign({ sub: 12345, pwv: 1, exp: now + 3600 }),
    await sign({ sub: "a\u0000b", pwv: 1, exp: now + 3600 }),
    await sign({ sub: "\ud800", pwv: 1, exp: now + 3600 }),
    await sign({ sub: "' OR '1'='1", pwv: 1, exp: now + 3600 }),
    await sign({ sub: "x".repeat(5000), pwv: 1, exp: now + 3600 }),
    await sign({ sub: someUser, pwv: 1, exp: now + 3600 }, { alg: "HS512" }),
    await sign(
      { sub: someUser, pwv: 1, exp: now + 3600 },
      { key: new TextEncoder().encode("another-secret-".repeat(4)) },
    ),
    `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: someUser, pwv: 1, exp: now + 3600 })}.`,
  ];
  return [
    ...tokens.map((token) => `Bearer ${token}`),
    "Bearer",
    "Bearer ",
    "Bearer a.b.c",
    "Bearer ...",
    `Bearer ${"a".repeat(8000)}.b.c`,
    "Basic dXNlcjpwYXNzd29yZA==",
    "Token abc",
    "Bearer x.y.z extra",
    "Bearer \u00ff\u00fe.\u00e9.x",
    "null",
    `Bearer ${tokens[0]}, Bearer ${tokens[1]}`,
  ];
}

/** PNG chunk with its CRC (for the decompression-bomb header). */
function pngWithSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  // Signature (8) + IHDR length (4) + "IHDR" (4): width and height follow, then the CRC at 29.
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

async function files(): Promise<FuzzContext["files"]> {
  const picture = sharp({ create: { width: 4, height: 4, channels: 3, background: "#3a6" } });
  const png = await picture.clone().png().toBuffer();
  const random = Buffer.from(Array.from({ length: 1024 }, (_, i) => (i * 7919 + 13) % 256));
  return [
    { name: "a.png", type: "image/png", bytes: png },
    { name: "a.jpg", type: "image/jpeg", bytes: await picture.clone().jpeg().toBuffer() },
    { name: "a.gif", type: "image/gif", bytes: await picture.clone().gif().toBuffer() },
    { name: "a.webp", type: "image/webp", bytes: await picture.clone().webp().toBuffer() },
    { name: "bomb.png", type: "image/png", bytes: pngWithSize(png, 60_000, 60_000) },
    { name: "wide.png", type: "image/png", bytes: pngWithSize(png, 1, 0x7fffffff) },
    { name: "cut.png", type: "image/png", bytes: png.subarray(0, 40) },
    { name: "fake.gif", type: "image/gif", bytes: Buffer.concat([Buffer.from("GIF89a"), random]) },
    {
      name: "fake.webp",
      type: "image/webp",
      bytes: Buffer.concat([Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "), random]),
    },
    { name: "fake.jpg", type: "image/jpeg", bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), random]) },
    { name: "random.bin", type: "application/octet-stream", bytes: random },
    { name: "empty.png", type: "image/png", bytes: Buffer.alloc(0) },
    { name: "a.svg", type: "image/svg+xml", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    {
      name: "big.png",
      type: "image/png",
      bytes: Buffer.concat([png.subarray(0, 8), Buffer.alloc(2 * 1024 * 1024 + 1, 1)]),
    },
  ];
}

interface Failure {
  index: number;
  phase: string;
  wire: WireRequest;
  status?: number;
  ms?: number;
  problems: string[];
  answer?: string;
}

const CONNECTION_LOST = /ECONNRESET|EPIPE|socket hang up/;

interface Run {
  sent: number;
  /** The slowest answer (ms); and of the answers sent again (slow, or the health check down), how many were then fine. */
  slowest: number;
  pausedOnce: number;
  /** Requests sent again on a new connection after the server dropped the kept-alive one. */
  resets: number;
  fiveHundreds: number;
  unsendable: number;
  failures: Failure[];
  byOperation: Map<string, Map<string, number>>;
}

/** The account's new password and token after the fuzzer changed its password. */
function followPasswordChange(wire: WireRequest, answer: Answer) {
  if (!wire.op.endsWith("/change-password") || answer.status !== 200 || wire.auth !== "account") return;
  const account = accounts[wire.account % accounts.length];
  try {
    const sent = JSON.parse(wire.body?.toString("utf8") ?? "{}") as { newPassword?: unknown };
    const answered = JSON.parse(answer.body.toString("utf8")) as { token?: unknown };
    if (account && typeof sent.newPassword === "string" && typeof answered.token === "string") {
      account.password = sent.newPassword;
      account.token = answered.token;
    }
  } catch {
    // not JSON: nothing changed
  }
}

/** Sends one request and checks its answer; answers it (undefined when there was none). */
async function exchange(
  run: Run,
  phase: string,
  wire: WireRequest,
  agent: Agent,
): Promise<Answer | undefined> {
  const origin = new URL(server.url);
  const target = { host: origin.hostname, port: Number(origin.port) };
  const index = run.sent + run.unsendable;
  let answer: Answer;
  try {
    answer = await send(target, wire, agent).catch((error: NodeJS.ErrnoException) => {
      // The server closed a kept-alive connection under this request (it does so, without
      // `connection: close`, after answering a malformed one): once more on a new connection.
      if (!CONNECTION_LOST.test(`${error.code} ${error.message}`)) throw error;
      run.resets++;
      return send(target, wire, false);
    });
  } catch (error) {
    // Requests Node's own client refuses to write (e.g. a header value it cannot encode).
    if (/^ERR_(INVALID|UNESCAPED|HTTP_INVALID)/.test((error as NodeJS.ErrnoException).code ?? "")) {
      run.unsendable++;
      return undefined;
    }
    run.sent++;
    run.failures.push({ index, phase, wire, problems: [`no answer: ${String(error)}`] });
    return undefined;
  }
  run.sent++;
  if (answer.status >= 500) run.fiveHundreds++;
  const histogram = run.byOperation.get(wire.op) ?? new Map<string, number>();
  const bucket = `${Math.floor(answer.status / 100)}xx`;
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + 1);
  run.byOperation.set(wire.op, histogram);
  followPasswordChange(wire, answer);
  run.slowest = Math.max(run.slowest, answer.ms);
  let problems = problemsOf(wire, answer, SLOW_MS);
  if ((answer.ms > SLOW_MS && problems.length === 1) || isHealthDown(wire, answer)) {
    // Slow and nothing else wrong, or the health check's database ping late: sent again (see the
    // file's comment). A slow path in the product is slow every time; a busy machine is not.
    if (await fineWhenSentAgain(target, wire)) {
      run.pausedOnce++;
      problems = [];
    }
  }
  if (problems.length) {
    run.failures.push({
      index,
      phase,
      wire,
      status: answer.status,
      ms: Math.round(answer.ms),
      problems,
      answer: answer.body.toString("utf8").slice(0, 300),
    });
  }
  return answer;
}

const wireOf = (item: { op: Operation; spec: RequestSpec }) => toWire(item.op, item.spec, accounts, ctx);

/** A recorded request, with the current token of its account. */
function replayed(wire: WireRequest): WireRequest {
  if (wire.auth !== "account") return wire;
  const token = accounts[wire.account % accounts.length]?.token ?? "";
  return { ...wire, headers: { ...wire.headers, authorization: `Bearer ${token}` } };
}

/** Whether the request, sent again up to SLOW_RESENDS times a pause apart, is once answered in time and right. */
async function fineWhenSentAgain(target: { host: string; port: number }, wire: WireRequest) {
  for (let attempt = 0; attempt < SLOW_RESENDS; attempt++) {
    await sleep(RESEND_PAUSE_MS);
    const again = await send(target, replayed(wire), false).catch(() => undefined);
    if (again && problemsOf(wire, again, SLOW_MS).length === 0) return true;
  }
  return false;
}

const budgetLeft = (run: Run, deadline: number) =>
  Date.now() < deadline && run.sent + run.unsendable < MAX_REQUESTS;

/** Sends the requests `next` yields, CONCURRENCY at a time, until it is done or the time is up. */
async function drive(run: Run, phase: string, deadline: number, next: () => WireRequest | undefined) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const worker = async () => {
    while (budgetLeft(run, deadline)) {
      const wire = next();
      if (!wire) return;
      await exchange(run, phase, wire, agent);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
}

/** A deterministic shuffle (so a sweep cut short by the budget still covers every kind of change). */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The sweep: per operation, a valid request the server really accepts (the first of a few
 * schema-valid candidates that answers 2xx, so the changes reach the handler), then that request
 * with one thing changed at a time; operations take turns, so each gets its share early.
 */
async function sweep(run: Run, deadline: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const perOperation: { op: Operation; spec: RequestSpec }[][] = [];
  for (const [i, op] of operations.entries()) {
    const candidates = fc.sample(validRequestArb(op, ctx), { seed: SEED + i, numRuns: 6 });
    let base = candidates[0];
    for (const candidate of candidates) {
      if (!budgetLeft(run, deadline)) break;
      const answer = await exchange(run, "sweep", wireOf({ op, spec: candidate }), agent);
      if (answer && answer.status < 300) {
        base = candidate;
        break;
      }
    }
    if (!base) continue;
    const [first, ...changes] = sweepSpecs(op, ctx, base);
    perOperation.push(
      [first, ...shuffled(changes, SEED + i)].flatMap((spec) => (spec ? [{ op, spec }] : [])),
    );
  }
  agent.destroy();
  const queue: { op: Operation; spec: RequestSpec }[] = [];
  for (let i = 0; perOperation.some((list) => i < list.length); i++) {
    for (const list of perOperation) {
      const item = list[i];
      if (item) queue.push(item);
    }
  }
  let position = 0;
  await drive(run, "sweep", deadline, () => {
    const item = queue[position++];
    return item && wireOf(item);
  });
  notes.push(`the sweep sent ${Math.min(position, queue.length)} of its ${queue.length} one-change requests`);
}

function report(run: Run, started: number) {
  const lines = [
    `fuzz (${dbKind()}): seed ${SEED} (FUZZ_SEED), ${run.sent} requests in ${Math.round((Date.now() - started) / 1000)} s, ` +
      `${run.fiveHundreds} answers 5xx, ${run.failures.length} failures, slowest answer ${Math.round(run.slowest)} ms` +
      (run.pausedOnce ? ` (${run.pausedOnce} slow or health-down answers were fine when sent again)` : "") +
      (run.resets ? `, ${run.resets} sent again after the server dropped the connection` : "") +
      (run.unsendable ? `, ${run.unsendable} requests Node would not send` : ""),
    ...notes.map((note) => `note: ${note}`),
    "answers per operation:",
    ...operations.map((op) => {
      const histogram = run.byOperation.get(op.id) ?? new Map<string, number>();
      const counts = [...histogram.entries()]
        .sort()
        .map(([bucket, n]) => `${bucket} ${n}`)
        .join(", ");
      return `  ${op.id.padEnd(46)} ${counts || "none"}`;
    }),
  ];
  console.log(lines.join("\n"));
}

/** The kind of a problem, for grouping: numbers and long details left out. */
const problemKind = (problem: string) =>
  problem
    .replace(/^slow: .*/, "slow")
    .replace(/: \{.*$|: ".*$/, "")
    .slice(0, 160);

function failureMessage(run: Run): string {
  const file = join(tmpdir(), `clutch-fuzz-${dbKind()}-${REPLAY ? "replayed" : SEED}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      run.failures.map((f) => ({ ...f, wire: serializeRequest(f.wire) })),
      null,
      2,
    ),
  );
  const groups = new Map<string, Failure[]>();
  for (const failure of run.failures) {
    const key = `${failure.status ?? "-"} ${failure.problems.map(problemKind).join("; ")}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const shown = [...groups.values()].slice(0, 12).map((list) => {
    const [f] = list as [Failure];
    const ops = [...new Set(list.map((x) => x.wire.op))];
    return (
      `${list.length}× ${f.problems.join("; ")}${f.status ? ` [status ${f.status}]` : ""}\n` +
      `  on ${ops.length} operation(s): ${ops.slice(0, 6).join(", ")}${ops.length > 6 ? ", …" : ""}\n` +
      `  e.g. #${f.index} (${f.phase}, ${f.ms ?? "-"} ms):\n    ${describeRequest(f.wire)}` +
      (f.answer ? `\n    answer: ${JSON.stringify(f.answer)}` : "")
    );
  });
  return [
    `fuzz ${REPLAY ? `replay of ${REPLAY}` : `seed ${SEED}`} (${dbKind()}): ${run.failures.length} of ${run.sent} ` +
      `requests failed, ${groups.size} kind(s); rerun with FUZZ_SEED=${SEED}, or replay exactly with ` +
      `FUZZ_REPLAY=${file}. In requests, ${NOTATION}.`,
    ...shown,
    groups.size > shown.length ? `… ${groups.size - shown.length} more kind(s) in ${file}` : "",
  ].join("\n");
}

describe("fuzzing every operation of /api/docs", () => {
  it(
    "answers every request below 500, within 5 s, in the error shape; health stays ok",
    async () => {
      const run: Run = {
        sent: 0,
        slowest: 0,
        pausedOnce: 0,
        resets: 0,
        fiveHundreds: 0,
        unsendable: 0,
        failures: [],
        byOperation: new Map(),
      };
      const started = Date.now();
      // The budget, but never past the whole file's limit (setup is slow on a loaded machine).
      const budget = Math.max(MIN_BUDGET_MS, Math.min(BUDGET_MS, fileStarted + FILE_LIMIT_MS - started));
      const deadline = started + budget;
      notes.push(`fuzzing budget ${(budget / 1000).toFixed(1)} s`);

      if (REPLAY) {
        const recorded = JSON.parse(readFileSync(REPLAY, "utf8")) as {
          wire: Parameters<typeof deserializeRequest>[0];
        }[];
        const queue = recorded.map((f) => deserializeRequest(f.wire));
        await drive(run, "replay", deadline, () => {
          const wire = queue.shift();
          return wire && replayed(wire);
        });
      } else {
        await sweep(run, started + budget * SWEEP_SHARE);
        // One infinite seeded stream of (operation, request) pairs, drawn lazily until the deadline.
        const random = fc.oneof(...operations.map((op) => requestArb(op, ctx).map((spec) => ({ op, spec }))));
        const [stream] = fc.sample(fc.infiniteStream(random, { noHistory: true }), {
          seed: SEED,
          numRuns: 1,
        });
        const iterator = stream?.[Symbol.iterator]();
        await drive(run, "random", deadline, () => {
          const item = iterator?.next().value;
          return item && wireOf(item);
        });
      }

      // The server still works: health ok (asked again for a while if the machine pauses its ping).
      let health = await server.request("/api/health");
      for (let tries = 1; health.status === 503 && tries < 5; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        health = await server.request("/api/health");
      }
      notes.push(`/api/health afterwards: ${health.status} ${health.text}`);
      report(run, started);
      // Soft, so the health check below is still reported when requests failed.
      expect.soft(run.failures.length, run.failures.length ? failureMessage(run) : "").toBe(0);
      expect(health.status, health.text).toBe(200);
      expect(health.body).toEqual({ status: "ok", db: "ok" });
    },
    BUDGET_MS + 100_000,
  );
});
