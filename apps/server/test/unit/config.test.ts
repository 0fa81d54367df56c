import { describe, expect, it } from "vitest";
import { ConfigError, defaultDatabasePoolSize, loadConfig } from "../../src/config";
import { repoRoot } from "../../src/paths";

describe("configuration", () => {
  it("works with no settings at all", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.database).toEqual({ kind: "pglite", dir: `${repoRoot}/data/db` });
    expect(config.payment.provider).toBe("local");
    expect(config.payment.settings).toEqual({});
    expect(config.seed).toBe("demo");
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it("derives the public URL from the port, picks PostgreSQL from DATABASE_URL and Cashfree from its app id", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u@db:5432/app",
      CASHFREE_APP_ID: "app",
      CASHFREE_SECRET_KEY: "secret",
      CASHFREE_ENV: "production",
    });
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgres://u@db:5432/app",
      poolSize: defaultDatabasePoolSize(),
    });
    expect(config.payment.provider).toBe("cashfree");
    expect(config.payment.settings).toMatchObject({
      env: "production",
      apiUrl: "https://api.cashfree.com/pg",
    });
  });

  it("sizes the PostgreSQL pool by the cores unless DATABASE_POOL_SIZE says otherwise", () => {
    expect(defaultDatabasePoolSize()).toBeGreaterThanOrEqual(4);
    const url = "postgres://u@db:5432/app";
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "12" }).database).toMatchObject({
      poolSize: 12,
    });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("lists every problem at once, readably", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "nope",
        DATABASE_URL: "mysql://x",
        SEED: "lots",
        PAYMENT_PROVIDER: "cashfree",
        NODE_ENV: "production",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    for (const name of ["PORT", "DATABASE_URL", "SEED", "CASHFREE_SECRET_KEY", "JWT_SECRET", "SMTP_URL"]) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it("refuses the test checkout in production unless PAYMENT_PROVIDER=local is set on purpose", () => {
    const production = {
      NODE_ENV: "production",
      JWT_SECRET: "s".repeat(32),
      SMTP_URL: "smtp://mail.example:587",
    } as const;
    expect(() => loadConfig(production)).toThrow(
      /PAYMENT_PROVIDER: .*refused when NODE_ENV=production; set CASHFREE_APP_ID and CASHFREE_SECRET_KEY .* or PAYMENT_PROVIDER=local/,
    );
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: "local" }).payment.provider).toBe("local");
    const cashfree = loadConfig({ ...production, CASHFREE_APP_ID: "app", CASHFREE_SECRET_KEY: "secret" });
    expect(cashfree.payment.provider).toBe("cashfree");
    // Outside production the test checkout stays the default.
    expect(loadConfig({ NODE_ENV: "test" }).payment.provider).toBe("local");
  });

  it("refuses to start in production without SMTP_URL, listed with the other problems", () => {
    const production = { NODE_ENV: "production", JWT_SECRET: "s".repeat(32), PAYMENT_PROVIDER: "local" };
    expect(() => loadConfig(production)).toThrow(
      /SMTP_URL: is required when NODE_ENV=production \(mail would go to the development outbox\)/,
    );
    expect(() => loadConfig({ ...production, SMTP_URL: " " })).toThrow(/SMTP_URL: is required/);
    expect(loadConfig({ ...production, SMTP_URL: "smtps://mail.example" }).mail.smtpUrl).toBe(
      "smtps://mail.example",
    );
    // Outside production the development outbox stays the default.
    expect(loadConfig({ NODE_ENV: "development" }).mail.smtpUrl).toBeUndefined();
  });

  it("mails contact messages to SUPPORT_EMAIL, else to MAIL_FROM's address", () => {
    expect(loadConfig({}).supportEmail).toBe("no-reply@localhost");
    expect(loadConfig({ MAIL_FROM: "Clutch <Hello@Clutch.example>" }).supportEmail).toBe(
      "hello@clutch.example",
    );
    expect(loadConfig({ SUPPORT_EMAIL: " Help@Clutch.example " }).supportEmail).toBe("help@clutch.example");
    expect(() => loadConfig({ SUPPORT_EMAIL: "Help <help@clutch.example>" })).toThrow(
      /SUPPORT_EMAIL: must be an e-mail address/,
    );
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: " " }).database.kind).toBe("pglite");
  });

  it("reads the limits as count/window, with the documented defaults", () => {
    expect(loadConfig({}).limits).toEqual({
      login: { max: 10, windowMs: 60_000 },
      failedLoginsPerIp: { max: 100, windowMs: 900_000 },
      codeEmails: { max: 5, windowMs: 900_000 },
      codeEmailsPerIp: { max: 100, windowMs: 3_600_000 },
      passwordChange: { max: 10, windowMs: 60_000 },
      secondFactor: { max: 5, windowMs: 900_000 },
      contact: { max: 5, windowMs: 600_000 },
      contactDaily: { max: 20, windowMs: 86_400_000 },
      otpMaxTries: 5,
    });
    expect(loadConfig({ RATE_LIMIT_PASSWORD_CHANGE: "3/1h" }).limits.passwordChange).toEqual({
      max: 3,
      windowMs: 3_600_000,
    });
    expect(() => loadConfig({ RATE_LIMIT_PASSWORD_CHANGE: "10/min" })).toThrow(
      /RATE_LIMIT_PASSWORD_CHANGE: must be count\/window/,
    );
    const tuned = loadConfig({ RATE_LIMIT_CODE_EMAILS: "3/30s", OTP_MAX_TRIES: "3" }).limits;
    expect(tuned.codeEmails).toEqual({ max: 3, windowMs: 30_000 });
    expect(tuned.otpMaxTries).toBe(3);
    for (const bad of ["5", "0/15m", "5/15d", "5/25h", "-1/1m", "five/1m"]) {
      expect(() => loadConfig({ RATE_LIMIT_LOGIN: bad }), bad).toThrow(
        /RATE_LIMIT_LOGIN: must be count\/window/,
      );
    }
  });

  it("takes TRUST_PROXY as addresses and CIDR ranges, and nothing else", () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.1, 10.1.0.0/16,::1 , fd00::/8" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
      "fd00::/8",
    ]);
    for (const bad of ["true", "10.0.0.0/33", "proxy.local", "10.0.0.1/8/2", "::1/129"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
