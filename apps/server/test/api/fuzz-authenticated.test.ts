import { Agent } from "node:http";
import { COUNTRY_DIAL_CODES, FLAGS_BY_KIND } from "@clutch/contract";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKind, startTestServer, type TestServer } from "./harness";
import { NEW_PASSWORD, PASSWORD } from "./support/accounts";
import { coachAccount, insertCoach } from "./support/coaches";
import { type OpenApiDocument, type Operation, operationsOf } from "./support/fuzz-openapi";
import {
  type Account,
  describeRequest,
  problemsOf,
  requestArb,
  send,
  toWire,
  validRequestArb,
  type WireRequest,
} from "./support/fuzz-requests";
import type { FuzzContext } from "./support/fuzz-values";
import { operators } from "./support/operators";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

/**
 * The signed-in side of the API under hostile input: every `/api/admin/` operation of `/api/docs`
 * sent with an operator's console session, and every `/api/coach-workspace/` one with a coach's
 * token (plus, at random, no or a forged token), first once each as a valid request, then seeded
 * random requests (fuzz-requests.ts: wrong types, nasty strings, broken bodies and framing). No
 * answer may be 5xx or slow, and every error answer is the error shape.
 *
 * Left out, so that the fuzzer keeps the access it tests with (documented in docs/security.md):
 * the second-factor calls (`/api/admin/second-factor/*`: set-up, confirm, verify and recover would
 * replace or end the operator's console session) and any sign-out (`/sign-out`). Those calls have
 * their own tests (admin.test.ts). The fuzzed coach's own profile is not among the coach ids the
 * fuzzer names, so the console calls do not delete or disable it under the workspace's feet.
 *
 *   FUZZ_SEED            the seed (shared with fuzz.test.ts)
 *   FUZZ_AUTH_REQUESTS   requests per database (default 1,500; at most FUZZ_MAX_REQUESTS when set)
 *   FUZZ_BUDGET_MS       the time for them (shared with fuzz.test.ts; default 50 000)
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611) + 1;
const MAX_REQUESTS = Math.min(
  Number(process.env.FUZZ_AUTH_REQUESTS ?? 1_500),
  Number(process.env.FUZZ_MAX_REQUESTS ?? Number.POSITIVE_INFINITY),
);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 50_000);
const SLOW_MS = 5_000;
const CONCURRENCY = 2;
const JWT_SECRET = "fuzz-auth-jwt-secret-0123456789abcdef0123456789";
/** Calls that would take away the access the fuzzer signs in with (see above). */
const KEEPS_ACCESS = (op: Operation) => !/\/second-factor\/|\/sign-out\b/.test(op.path);
const isFuzzed = (op: Operation) =>
  (op.path.startsWith("/api/admin/") || op.path.startsWith("/api/coach-workspace/")) && KEEPS_ACCESS(op);

let smtp: SmtpCapture;
let server: TestServer;
let operations: Operation[];
let ctx: FuzzContext;
let operator: Account;
let coach: Account;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    JWT_SECRET,
    PAYMENT_RECONCILE_SECONDS: "0",
    SESSION_JOBS_SECONDS: "0",
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? "silent",
  });
  const docs = await server.request("/api/docs");
  operations = operationsOf(docs.body as OpenApiDocument).filter(isFuzzed);
  expect(operations.length).toBeGreaterThan(30);

  const ids = { game: [] as string[], coach: [] as string[], course: [] as string[], guide: [] as string[] };
  for (const kind of ["game", "coach", "course", "guide"] as const) {
    const list = await server.request(`/api/${kind}?limit=100`);
    for (const item of (list.body?.data ?? []) as { _id: string }[]) ids[kind].push(item._id);
  }
  // The workspace's coach, made after the ids were listed: the console calls do not name it.
  const admin = await operators(server, smtp).newAdmin();
  operator = { email: admin.email, password: PASSWORD, token: admin.token, headers: admin.headers };
  const coachId = `fuzz-coach-${Date.now()}`;
  await insertCoach(server, { id: coachId, name: "Fuzzed Coach" });
  const made = await coachAccount(server, smtp, coachId);
  coach = { email: made.email, password: PASSWORD, token: made.token };

  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#3a6" } })
    .png()
    .toBuffer();
  ctx = {
    ids,
    terms: ["Valorant", "aim"],
    flags: FLAGS_BY_KIND,
    dialCodes: COUNTRY_DIAL_CODES.slice(0, 5).map((c) => c.dialCode),
    passwords: [PASSWORD, NEW_PASSWORD],
    accounts: 1,
    badAuthorizations: ["Bearer a.b.c", "Bearer", `Bearer ${coach.token}x`, "Basic dXNlcjpwYXNz"],
    files: [
      { name: "a.png", type: "image/png", bytes: png },
      { name: "cut.png", type: "image/png", bytes: png.subarray(0, 40) },
      { name: "empty.png", type: "image/png", bytes: Buffer.alloc(0) },
    ],
  };
}, 300_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** The request as the operator (console calls) or the coach (workspace calls) makes it. */
const wireOf = (op: Operation, spec: Parameters<typeof toWire>[1]): WireRequest =>
  toWire(op, spec, [op.path.startsWith("/api/admin/") ? operator : coach], ctx);

describe("fuzzing the console and the coach workspace, signed in", () => {
  it(
    "answers every request below 500, within 5 s, in the error shape; the sessions still work",
    async () => {
      const started = Date.now();
      const deadline = started + BUDGET_MS;
      const origin = new URL(server.url);
      const target = { host: origin.hostname, port: Number(origin.port) };
      const failures: string[] = [];
      const byStatus = new Map<string, number>();
      let sent = 0;

      // Each operation once with a valid request, then a seeded stream over all of them.
      const valid = operations.map((op, i) =>
        wireOf(op, fc.sample(validRequestArb(op, ctx), { seed: SEED + i, numRuns: 1 })[0] as never),
      );
      const random = fc.oneof(...operations.map((op) => requestArb(op, ctx).map((spec) => ({ op, spec }))));
      const [stream] = fc.sample(fc.infiniteStream(random, { noHistory: true }), { seed: SEED, numRuns: 1 });
      const iterator = stream?.[Symbol.iterator]();
      const next = (): WireRequest | undefined => {
        const first = valid.shift();
        if (first) return first;
        const item = iterator?.next().value;
        return item && wireOf(item.op, item.spec);
      };

      const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
      const worker = async () => {
        while (sent < MAX_REQUESTS && Date.now() < deadline) {
          const wire = next();
          if (!wire) return;
          sent++;
          const answer = await send(target, wire, agent).catch((error: NodeJS.ErrnoException) =>
            /^ERR_(INVALID|UNESCAPED|HTTP_INVALID)/.test(error.code ?? "")
              ? undefined
              : send(target, wire, false).catch((again: Error) => {
                  failures.push(`no answer: ${String(again)}\n    ${describeRequest(wire)}`);
                  return undefined;
                }),
          );
          if (!answer) continue;
          const bucket = `${Math.floor(answer.status / 100)}xx`;
          byStatus.set(bucket, (byStatus.get(bucket) ?? 0) + 1);
          const problems = problemsOf(wire, answer, SLOW_MS);
          // A slow answer on a loaded host is sent once more: a slow path is slow every time.
          if (problems.length === 1 && answer.ms > SLOW_MS) {
            const again = await send(target, wire, false).catch(() => undefined);
            if (again && problemsOf(wire, again, SLOW_MS).length === 0) continue;
          }
          if (problems.length) {
            failures.push(
              `${problems.join("; ")} [${answer.status}]\n    ${describeRequest(wire)}\n    answer: ${answer.body.toString("utf8").slice(0, 300)}`,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      agent.destroy();

      console.log(
        `authenticated fuzz (${dbKind()}): seed ${SEED}, ${sent} requests to ${operations.length} operations in ` +
          `${Math.round((Date.now() - started) / 1000)} s; ${[...byStatus].map(([b, n]) => `${b} ${n}`).join(", ")}`,
      );
      expect.soft(failures.length, failures.slice(0, 10).join("\n")).toBe(0);
      // Both still signed in: the fuzzer did not take its own access away.
      expect((await server.request("/api/admin/me", { headers: operator.headers })).status).toBe(200);
      const profile = await server.request("/api/coach-workspace/profile", {
        headers: { authorization: `Bearer ${coach.token}` },
      });
      expect(profile.status).toBe(200);
    },
    BUDGET_MS + 120_000,
  );
});
