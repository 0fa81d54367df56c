import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";
import { authApi, createVerifiedUser, PASSWORD, uniqueEmail } from "./support/accounts";
import { REDIS_URL, redisForTests } from "./support/redis";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

const hasRedis = await redisForTests();

let smtp: SmtpCapture;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, SEED: "none" });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const expectRateLimited = (res: { status: number; headers: Headers; body: unknown }) => {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    success: false,
    message: "Too many requests. Please try again later.",
    code: "RATE_LIMITED",
  });
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
};

describe("rate limits (in memory)", () => {
  it("allows 10 sign-ins a minute per address and e-mail; the 11th gets 429 with Retry-After", async () => {
    const api = authApi(server);
    const email = uniqueEmail("login");
    for (let i = 1; i <= 10; i++) expect((await api.login(email)).status, `try ${i}`).toBe(401);
    const eleventh = await api.login(email);
    expectRateLimited(eleventh);
    expect(Number(eleventh.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Another e-mail from the same address is counted separately.
    expect((await api.login(uniqueEmail("login"))).status).toBe(401);
  });

  it("allows 5 registrations per 15 minutes per e-mail; the 6th gets 429", async () => {
    const api = authApi(server);
    const email = uniqueEmail("reg");
    for (let i = 1; i <= 5; i++) expect((await api.register(email)).status, `try ${i}`).toBe(200);
    const sixth = await api.register(email);
    expectRateLimited(sixth);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(smtp.mailsTo(email)).toHaveLength(5);
  });

  it("allows 5 forgot-password calls per 15 minutes per e-mail, and 5 code mails in all", async () => {
    const api = authApi(server);
    const unknown = uniqueEmail("forgot");
    for (let i = 1; i <= 5; i++) expect((await api.forgot(unknown)).status, `try ${i}`).toBe(404);
    expectRateLimited(await api.forgot(unknown));
    // The sign-up code was the first of this address's five code mails.
    const { email } = await createVerifiedUser(server, smtp);
    for (let i = 1; i <= 4; i++) expect((await api.forgot(email)).status, `try ${i}`).toBe(200);
    expectRateLimited(await api.forgot(email));
    expect(smtp.mailsTo(email)).toHaveLength(5);
  });

  it("shares the code-mail budget between registration and sign-in of an unverified account", async () => {
    const api = authApi(server);
    const email = uniqueEmail("budget");
    for (let i = 1; i <= 3; i++) expect((await api.register(email)).status).toBe(200);
    expect((await api.login(email)).status).toBe(403);
    expect((await api.login(email)).status).toBe(403);
    expectRateLimited(await api.login(email));
    expect(smtp.mailsTo(email)).toHaveLength(5);
  });
});

/** Runs `test` against a server of its own (mail to the capture, no demo data), with `env` on top. */
async function withServer(env: Record<string, string>, test: (local: TestServer) => Promise<void>) {
  const local = await startTestServer({ SMTP_URL: smtp.url, SEED: "none", ...env });
  try {
    await test(local);
  } finally {
    await local.close();
  }
}

describe("limits that survive a restart and hold per client address", () => {
  it("keeps the code-mail budget of an address across a restart", async () => {
    await withServer({}, async (local) => {
      const email = uniqueEmail("restart");
      for (let i = 1; i <= 5; i++) expect((await authApi(local).register(email)).status).toBe(200);
      await local.restart();
      expectRateLimited(await authApi(local).register(email));
      expect(smtp.mailsTo(email)).toHaveLength(5);
    });
  });

  it("keeps a code's wrong tries across a restart", async () => {
    await withServer({}, async (local) => {
      const email = uniqueEmail("tries");
      const browser = authApi(local);
      await browser.register(email);
      const code = smtp.lastCode(email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      for (let i = 1; i <= 3; i++) expect((await browser.verify(email, wrong)).status).toBe(400);
      await local.restart();
      expect((await browser.verify(email, wrong)).status).toBe(400);
      expect((await browser.verify(email, wrong)).status).toBe(429);
      expect((await browser.verify(email, code)).status).toBe(429);
    });
  });

  it("limits failed sign-ins and code e-mails per client address, across e-mails and restarts", async () => {
    await withServer(
      { RATE_LIMIT_FAILED_LOGINS_PER_IP: "3/15m", RATE_LIMIT_CODE_EMAILS_PER_IP: "4/1h" },
      async (local) => {
        const { email } = await createVerifiedUser(local, smtp); // one code e-mail
        for (let i = 1; i <= 3; i++) {
          expect((await authApi(local).login(uniqueEmail("spray"), "Wrong!pass1")).status).toBe(401);
        }
        await local.restart();
        // The address has spent its failed sign-ins: even the right password waits.
        expectRateLimited(await authApi(local).login(email, PASSWORD));
        expectRateLimited(await authApi(local).login(uniqueEmail("spray"), "Wrong!pass1"));

        for (let i = 1; i <= 3; i++)
          expect((await authApi(local).register(uniqueEmail("ip"))).status).toBe(200);
        expectRateLimited(await authApi(local).register(uniqueEmail("ip")));
        expectRateLimited(await authApi(local).forgot(email));
      },
    );
  });

  it("lets no burst of concurrent wrong sign-ins past the failed sign-in limit", async () => {
    await withServer(
      { RATE_LIMIT_LOGIN: "1000/1m", RATE_LIMIT_FAILED_LOGINS_PER_IP: "3/15m" },
      async (local) => {
        const { email } = await createVerifiedUser(local, smtp);
        // All at once: each password check is slow (argon2, two at a time), so a limit that only
        // looked at the count before checking would let every one of them through.
        const burst = await Promise.all(
          Array.from({ length: 20 }, () => authApi(local).login(email, "Wrong!pass1")),
        );
        const statuses = burst.map((res) => res.status);
        expect(statuses.filter((status) => status === 401)).toHaveLength(3);
        expect(statuses.filter((status) => status === 429)).toHaveLength(17);
        for (const res of burst.filter((r) => r.status === 429)) expectRateLimited(res);
        // The budget is spent: the right password waits too.
        expectRateLimited(await authApi(local).login(email, PASSWORD));
      },
    );
  });

  it("does not count sign-ins with the right password against the failed sign-in limit", async () => {
    await withServer(
      { RATE_LIMIT_LOGIN: "1000/1m", RATE_LIMIT_FAILED_LOGINS_PER_IP: "3/15m" },
      async (local) => {
        const { email } = await createVerifiedUser(local, smtp);
        // Each holds a slot while its password is checked, and gives it back once it is right.
        for (let i = 1; i <= 6; i++) expect((await authApi(local).login(email)).status, `try ${i}`).toBe(200);
        for (let i = 1; i <= 3; i++)
          expect((await authApi(local).login(email, "Wrong!pass1")).status).toBe(401);
        expectRateLimited(await authApi(local).login(email, "Wrong!pass1"));
      },
    );
  });

  it("refuses a client over its code-mail budget without spending the addresses' budgets", async () => {
    await withServer(
      { TRUST_PROXY: "127.0.0.1,::1", RATE_LIMIT_CODE_EMAILS_PER_IP: "2/1h" },
      async (local) => {
        const register = (client: string, email: string) =>
          local.request("/api/auth/register", {
            method: "POST",
            json: { email, password: PASSWORD },
            headers: { "x-forwarded-for": client },
          });
        const victim = uniqueEmail("victim");
        const attacker = "203.0.113.66";
        for (let i = 1; i <= 2; i++)
          expect((await register(attacker, uniqueEmail("other"))).status).toBe(200);
        // The attacker's own budget is spent: asking for the victim's codes is refused ...
        for (let i = 1; i <= 6; i++) expectRateLimited(await register(attacker, victim));
        expect(smtp.mailsTo(victim)).toHaveLength(0);
        // ... and the victim's address still has all 5 of its code mails, for anyone else.
        for (let i = 1; i <= 5; i++) expect((await register(`198.51.100.${i}`, victim)).status).toBe(200);
        expectRateLimited(await register("198.51.100.99", victim));
        expect(smtp.mailsTo(victim)).toHaveLength(5);
      },
    );
  });

  it("limits password changes per user as RATE_LIMIT_PASSWORD_CHANGE says", async () => {
    await withServer({ RATE_LIMIT_PASSWORD_CHANGE: "2/1m" }, async (local) => {
      const { token } = await createVerifiedUser(local, smtp);
      const change = () =>
        authApi(local).change(token, { oldPassword: "Wrong!pass1", newPassword: "N3w!password" });
      for (let i = 1; i <= 2; i++) expect((await change()).status, `try ${i}`).toBe(400);
      expectRateLimited(await change());
    });
  });

  it("believes X-Forwarded-For only from the proxies TRUST_PROXY names", async () => {
    const limits = { SMTP_URL: smtp.url, SEED: "none", RATE_LIMIT_FAILED_LOGINS_PER_IP: "2/15m" };
    const fail = (target: TestServer, client: string) =>
      target.request("/api/auth/login", {
        method: "POST",
        json: { email: uniqueEmail("xff"), password: "Wrong!pass1" },
        headers: { "x-forwarded-for": client },
      });

    // No proxy configured: a forged header changes nothing, every request is the socket's address.
    const direct = await startTestServer(limits);
    try {
      expect((await fail(direct, "203.0.113.1")).status).toBe(401);
      expect((await fail(direct, "203.0.113.2")).status).toBe(401);
      expect((await fail(direct, "203.0.113.3")).status).toBe(429);
    } finally {
      await direct.close();
    }

    // Behind a trusted proxy (this test's loopback address): each client has its own budget.
    const proxied = await startTestServer({ ...limits, TRUST_PROXY: "127.0.0.1,::1" });
    try {
      expect((await fail(proxied, "203.0.113.1")).status).toBe(401);
      expect((await fail(proxied, "203.0.113.1")).status).toBe(401);
      expect((await fail(proxied, "203.0.113.1")).status).toBe(429);
      expect((await fail(proxied, "198.51.100.7")).status).toBe(401);
      // The proxy appends the real client; what the client wrote in front of it is not believed.
      expect((await fail(proxied, "198.51.100.7, 203.0.113.9")).status).toBe(401);
      // An IPv6 client is counted by its /64 (a subscriber's whole prefix), not per address.
      expect((await fail(proxied, "2001:db8:1:2::a")).status).toBe(401);
      expect((await fail(proxied, "2001:db8:1:2:ffff:ffff:ffff:1")).status).toBe(401);
      expect((await fail(proxied, "2001:db8:1:2::b")).status).toBe(429);
      expect((await fail(proxied, "2001:db8:1:3::a")).status).toBe(401);
      // An IPv4-mapped IPv6 address is the IPv4 client.
      expect((await fail(proxied, "::ffff:192.0.2.5")).status).toBe(401);
      expect((await fail(proxied, "192.0.2.5")).status).toBe(401);
      expect((await fail(proxied, "::ffff:c000:205")).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe.skipIf(!hasRedis)(`rate limits shared through Redis (${REDIS_URL})`, () => {
  it("counts sign-ins across two server instances", async () => {
    const env = {
      SMTP_URL: smtp.url,
      SEED: "none",
      REDIS_URL,
      REDIS_KEY_PREFIX: `clutch-test-${randomBytes(6).toString("hex")}:`,
    };
    const [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
    try {
      const email = uniqueEmail("shared");
      for (let i = 0; i < 10; i++) {
        expect((await authApi(i % 2 ? b : a).login(email, PASSWORD)).status).toBe(401);
      }
      expectRateLimited(await authApi(a).login(email));
      expectRateLimited(await authApi(b).login(email));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe("JWT secret", () => {
  it("is generated once into DATA_DIR/jwt-secret (mode 0600) and signs the tokens", async () => {
    const file = join(server.dataDir, "jwt-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = Buffer.from(readFileSync(file, "utf8").trim(), "hex");
    expect(secret).toHaveLength(32);
    const { user } = await createVerifiedUser(server, smtp);
    const token = await new SignJWT({ pwv: 1 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user._id)
      .setExpirationTime("1h")
      .sign(secret);
    expect((await authApi(server).userData(token)).status).toBe(200);
  });
});

describe("sign-in timing", () => {
  it("spends the same argon2 work on an unknown e-mail as on a wrong password", async () => {
    const api = authApi(server);
    const { email } = await createVerifiedUser(server, smtp);
    const timed = async (call: () => Promise<{ status: number }>) => {
      const started = performance.now();
      expect((await call()).status).toBe(401);
      return performance.now() - started;
    };
    // Interleaved, so a busy spell of the machine slows both kinds alike; compared by medians.
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      wrong.push(await timed(() => api.login(email, "Wrong!pass1")));
      unknown.push(await timed(() => api.login(uniqueEmail("ghost"), "Wrong!pass1")));
    }
    const median = (times: number[]) => times.sort((x, y) => x - y)[3] ?? 0;
    const wrongPassword = median(wrong);
    const unknownEmail = median(unknown);
    // Without the dummy hash an unknown e-mail answers in a few milliseconds, >10x faster.
    expect(unknownEmail).toBeGreaterThan(wrongPassword * 0.4);
  });
});

describe("without SMTP_URL and with Redis unreachable", () => {
  it("writes each mail to DATA_DIR/outbox, and skips the Redis limits instead of failing", async () => {
    const local = await startTestServer({ SEED: "none", REDIS_URL: "redis://127.0.0.1:1" });
    try {
      // The per-minute sign-in limit lives in Redis: with Redis away it is skipped, not failed.
      for (let i = 0; i < 12; i++) expect((await authApi(local).login(uniqueEmail("nx"))).status).toBe(401);
      const email = uniqueEmail("outbox");
      const browser = authApi(local);
      for (let i = 0; i < 3; i++) expect((await browser.register(email)).status).toBe(200);
      const outbox = join(local.dataDir, "outbox");
      // Each mail is written aside and renamed: nothing half-written is left behind.
      const files = readdirSync(outbox);
      expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(3);
      expect(files.filter((f) => !f.endsWith(".eml"))).toEqual([]);
      const eml = readFileSync(join(outbox, files.sort().at(-1) ?? ""), "utf8");
      expect(eml).toMatch(new RegExp(`^To: ${email}$`, "m"));
      const code = /Your code: (\d{6})/.exec(eml)?.[1] ?? "";
      expect((await browser.verify(email, code)).status).toBe(200);
    } finally {
      await local.close();
    }
  });
});

// Redis must be reachable for the shared-limit test; say so loudly when it is skipped.
if (!hasRedis) console.warn(`Redis at ${REDIS_URL} does not answer: the shared rate-limit test is skipped`);
