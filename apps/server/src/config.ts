import { existsSync } from "node:fs";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { isAbsolute, resolve } from "node:path";
import { OTP_MAX_ATTEMPTS } from "@clutch/contract";
import { z } from "zod";
import {
  type PaymentProviderRegistry,
  type PaymentSettings,
  paymentProviders,
  readPaymentSettings,
} from "./modules/payments/providers/registry";
import { repoRoot } from "./paths";

const optionalUrl = (protocols: string[], label: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional()
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must be a ${label} URL (${protocols.join(" or ")}...)`,
    });

const WINDOW_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** A limit written `count/window`, e.g. `5/15m` (units s, m, h). */
const rateLimitSetting = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d{1,6})\/(\d{1,4})([smh])$/.exec(value);
      const max = Number(match?.[1]);
      const windowMs =
        Number(match?.[2]) * WINDOW_UNITS_MS[(match?.[3] ?? "s") as keyof typeof WINDOW_UNITS_MS];
      if (!match || max < 1 || windowMs < 1_000 || windowMs > 86_400_000) {
        ctx.addIssue({ code: "custom", message: "must be count/window, e.g. 5/15m (window 1s to 24h)" });
        return z.NEVER;
      }
      return { max, windowMs };
    });

const isAddressOrRange = (entry: string) => {
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (version === 4 ? 32 : 128);
};

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: optionalUrl(["http://", "https://"], "http(s)"),
  DATABASE_URL: optionalUrl(["postgres://", "postgresql://"], "PostgreSQL"),
  /** Connections the server opens to PostgreSQL at most; unset: `defaultDatabasePoolSize()`. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  JWT_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length >= 32, { message: "must be at least 32 characters" }),
  SMTP_URL: optionalUrl(["smtp://", "smtps://"], "SMTP"),
  MAIL_FROM: z.string().min(3).default("Clutch Academy <no-reply@localhost>"),
  /** Where contact messages are mailed; unset: MAIL_FROM's address. */
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v?.toLowerCase()))
    .refine((v) => v === undefined || /^[^\s@<>,]+@[^\s@<>,]+$/.test(v), {
      message: "must be an e-mail address",
    }),
  /** Seconds between passes that mail contact messages whose first mail failed (0: off). */
  CONTACT_MAIL_RETRY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // PAYMENT_PROVIDER and each provider's own settings are read by the payment providers' registry.
  /** Seconds between the payment reconciler's passes (0: it does not run). */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Seconds between passes of the live-session jobs (reminders, confirmations to retry; 0: off). */
  SESSION_JOBS_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Base of the meeting room generated for a session whose coach set no meeting link of their own. */
  MEETING_ROOM_BASE_URL: z
    .url({ protocol: /^https$/, error: "must be an https:// URL" })
    .default("https://meet.jit.si/")
    .transform((v) => (v.endsWith("/") ? v : `${v}/`)),
  /** The platform's share of a session's fee, in percent; the coach earns the rest. */
  COACH_COMMISSION_PERCENT: z.coerce.number().int().min(0).max(100).default(20),
  REDIS_URL: optionalUrl(["redis://", "rediss://"], "Redis"),
  /** Prefix of every Redis key this server writes, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).default("clutch:"),
  /** Proxies whose X-Forwarded-For names the client: addresses or CIDR ranges, comma-separated. */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((entry) => entry.trim())
            .filter(Boolean)
        : [],
    )
    .refine((entries) => entries.every(isAddressOrRange), {
      message: "must be IP addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)",
    }),
  RATE_LIMIT_LOGIN: rateLimitSetting("10/1m"),
  RATE_LIMIT_FAILED_LOGINS_PER_IP: rateLimitSetting("100/15m"),
  RATE_LIMIT_CODE_EMAILS: rateLimitSetting("5/15m"),
  RATE_LIMIT_CODE_EMAILS_PER_IP: rateLimitSetting("100/1h"),
  RATE_LIMIT_PASSWORD_CHANGE: rateLimitSetting("10/1m"),
  RATE_LIMIT_SECOND_FACTOR: rateLimitSetting("5/15m"),
  RATE_LIMIT_CONTACT: rateLimitSetting("5/10m"),
  RATE_LIMIT_CONTACT_DAILY: rateLimitSetting("20/24h"),
  OTP_MAX_TRIES: z.coerce.number().int().min(1).max(100).default(OTP_MAX_ATTEMPTS),
  /** Unset: uploads and media in DATA_DIR/uploads; `s3://bucket/prefix`: S3-compatible storage. */
  STORAGE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(v);
      const prefix = (match?.[2] ?? "").replace(/^\/+|\/+$/g, "");
      if (!match || !/^[A-Za-z0-9_./-]*$/.test(prefix) || prefix.split("/").some((s) => s === "..")) {
        ctx.addIssue({
          code: "custom",
          message:
            "must be s3://bucket or s3://bucket/prefix (a bucket name of 3 to 63 characters a-z, 0-9, . and -)",
        });
        return z.NEVER;
      }
      return { bucket: match[1] as string, prefix };
    }),
  /** An S3-compatible server's URL (MinIO, R2, a local test server); unset: AWS S3 itself. */
  S3_ENDPOINT: optionalUrl(["http://", "https://"], "http(s)"),
  /** Path-style bucket addressing; defaults to on with S3_ENDPOINT, as most such servers need. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  AWS_REGION: z.string().trim().min(1).default("us-east-1"),
  /** The store's credentials; unset: the SDK's other sources (AWS_PROFILE, an instance role). */
  AWS_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().trim().min(1).optional(),
  /** How long a paid chapter's video link works, in seconds (at most 2 hours). */
  MEDIA_LINK_SECONDS: z.coerce.number().int().min(60).max(7200).default(3600),
  /** The largest chapter video the server stores, in MB. */
  VIDEO_MAX_MB: z.coerce.number().int().min(1).max(50_000).default(2048),
  SEED: z.enum(["demo", "none"]).default("demo"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Rules between settings; checked on the raw values so they are reported with shape errors. */
function crossFieldProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const set = (name: string) => (env[name]?.trim() ?? "") !== "";
  if (env.NODE_ENV === "production" && !set("JWT_SECRET")) {
    problems.push("JWT_SECRET: is required when NODE_ENV=production");
  }
  // Without it mails go to the development outbox, which production must never rely on.
  if (env.NODE_ENV === "production" && !set("SMTP_URL")) {
    problems.push("SMTP_URL: is required when NODE_ENV=production (mail would go to the development outbox)");
  }
  if (set("S3_ENDPOINT") && !set("STORAGE_URL")) {
    problems.push("S3_ENDPOINT: is used only with STORAGE_URL=s3://bucket/prefix, which is not set");
  }
  if (set("STORAGE_URL") && set("AWS_ACCESS_KEY_ID") !== set("AWS_SECRET_ACCESS_KEY")) {
    problems.push(
      "AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: set both, or neither (to use the SDK's other sources)",
    );
  }
  return problems;
}

/** The bare address of a sender like `Clutch Academy <no-reply@localhost>` (or the text itself). */
const addressOf = (sender: string) => (/<([^<>]+)>\s*$/.exec(sender)?.[1] ?? sender).trim().toLowerCase();

/**
 * Twice the cores, and at least 4. PostgreSQL runs a process per connection: beyond a few per core
 * they only take turns on the CPU, and each query waits longer
 * (docs/decisions/037-a-small-pool-and-prepared-page-reads.md).
 */
export const defaultDatabasePoolSize = () => Math.max(4, 2 * availableParallelism());

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof EnvSchema>, payment: PaymentSettings) {
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(repoRoot, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    database: env.DATABASE_URL
      ? ({
          kind: "postgres",
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE ?? defaultDatabasePoolSize(),
        } as const)
      : ({ kind: "pglite", dir: resolve(dataDir, "db") } as const),
    dataDir,
    jwtSecret: env.JWT_SECRET,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    /** Where contact messages are mailed. */
    supportEmail: env.SUPPORT_EMAIL ?? addressOf(env.MAIL_FROM),
    contactMailRetrySeconds: env.CONTACT_MAIL_RETRY_SECONDS,
    payment: { ...payment, reconcileSeconds: env.PAYMENT_RECONCILE_SECONDS },
    sessionJobsSeconds: env.SESSION_JOBS_SECONDS,
    coaching: {
      meetingRoomBaseUrl: env.MEETING_ROOM_BASE_URL,
      commissionPercent: env.COACH_COMMISSION_PERCENT,
    },
    redisUrl: env.REDIS_URL,
    /** Empty: the socket's address is the client's. */
    trustProxy: env.TRUST_PROXY,
    limits: {
      /** Sign-ins per client address and e-mail. */
      login: env.RATE_LIMIT_LOGIN,
      /** Failed sign-ins per client address. */
      failedLoginsPerIp: env.RATE_LIMIT_FAILED_LOGINS_PER_IP,
      /** Registrations, password-reset requests and code e-mails per e-mail address. */
      codeEmails: env.RATE_LIMIT_CODE_EMAILS,
      /** The same, per client address. */
      codeEmailsPerIp: env.RATE_LIMIT_CODE_EMAILS_PER_IP,
      /** Password changes per signed-in user. */
      passwordChange: env.RATE_LIMIT_PASSWORD_CHANGE,
      /** Wrong second-factor codes (authenticator or recovery) per operator. */
      secondFactor: env.RATE_LIMIT_SECOND_FACTOR,
      /** Contact messages per client address, in a short window and in a day. */
      contact: env.RATE_LIMIT_CONTACT,
      contactDaily: env.RATE_LIMIT_CONTACT_DAILY,
      /** Wrong guesses after which a code is dead. */
      otpMaxTries: env.OTP_MAX_TRIES,
    },
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    /** Where uploads and media are kept; undefined: the folder DATA_DIR/uploads. */
    storage: env.STORAGE_URL && {
      kind: "s3" as const,
      ...env.STORAGE_URL,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? String(env.S3_ENDPOINT !== undefined)) === "true",
      region: env.AWS_REGION,
      credentials:
        env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
          ? {
              accessKeyId: env.AWS_ACCESS_KEY_ID,
              secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
              sessionToken: env.AWS_SESSION_TOKEN,
            }
          : undefined,
    },
    /** Seconds a paid chapter's video link works. */
    mediaLinkSeconds: env.MEDIA_LINK_SECONDS,
    /** The largest chapter video the server stores, in MB (1 MB = 1,048,576 bytes). */
    videoMaxMb: env.VIDEO_MAX_MB,
    seed: env.SEED,
    logLevel: env.LOG_LEVEL,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Reads and validates the whole configuration once; every problem is listed, not just the first.
 * `paymentProviders` is the registry the provider is chosen from (tests add one of their own).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { paymentProviders?: PaymentProviderRegistry } = {},
): Config {
  const parsed = EnvSchema.safeParse(env);
  const payment = readPaymentSettings(env, options.paymentProviders ?? paymentProviders);
  const problems = [
    ...(parsed.error?.issues.map((i) => `${i.path.join(".") || "environment"}: ${i.message}`) ?? []),
    ...payment.problems,
    ...crossFieldProblems(env),
  ];
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  return toConfig(parsed.data, payment.payment);
}

/** Loads `.env` at the repository root, if there is one; real environment variables win. */
export function loadDotEnv(): void {
  const file = resolve(repoRoot, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}
