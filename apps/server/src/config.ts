import { existsSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
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

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: optionalUrl(["http://", "https://"], "http(s)"),
  DATABASE_URL: optionalUrl(["postgres://", "postgresql://"], "PostgreSQL"),
  DATA_DIR: z.string().min(1).default("./data"),
  JWT_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length >= 32, { message: "must be at least 32 characters" }),
  SMTP_URL: optionalUrl(["smtp://", "smtps://"], "SMTP"),
  MAIL_FROM: z.string().min(3).default("Clutch Academy <no-reply@localhost>"),
  PAYMENT_PROVIDER: z.enum(["cashfree", "local"]).optional(),
  CASHFREE_APP_ID: z.string().trim().min(1).optional(),
  CASHFREE_SECRET_KEY: z.string().trim().min(1).optional(),
  CASHFREE_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
  CASHFREE_API_URL: optionalUrl(["http://", "https://"], "http(s)"),
  REDIS_URL: optionalUrl(["redis://", "rediss://"], "Redis"),
  /** Prefix of every Redis key this server writes, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).default("clutch:"),
  SEED: z.enum(["demo", "none"]).default("demo"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Rules between settings; checked on the raw values so they are reported with shape errors. */
function crossFieldProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const set = (name: string) => (env[name]?.trim() ?? "") !== "";
  const provider = env.PAYMENT_PROVIDER ?? (set("CASHFREE_APP_ID") ? "cashfree" : "local");
  if (provider === "cashfree" && (!set("CASHFREE_APP_ID") || !set("CASHFREE_SECRET_KEY"))) {
    problems.push(
      "CASHFREE_SECRET_KEY: CASHFREE_APP_ID and CASHFREE_SECRET_KEY are both required for the cashfree provider",
    );
  }
  if (env.NODE_ENV === "production" && !set("JWT_SECRET")) {
    problems.push("JWT_SECRET: is required when NODE_ENV=production");
  }
  return problems;
}

export type Config = ReturnType<typeof toConfig>;

const CASHFREE_API_BASES = {
  sandbox: "https://sandbox.cashfree.com/pg",
  production: "https://api.cashfree.com/pg",
} as const;

function toConfig(env: z.infer<typeof EnvSchema>) {
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(repoRoot, env.DATA_DIR);
  const paymentProvider = env.PAYMENT_PROVIDER ?? (env.CASHFREE_APP_ID ? "cashfree" : "local");
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    database: env.DATABASE_URL
      ? ({ kind: "postgres", url: env.DATABASE_URL } as const)
      : ({ kind: "pglite", dir: resolve(dataDir, "db") } as const),
    dataDir,
    jwtSecret: env.JWT_SECRET,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    payment: {
      provider: paymentProvider,
      cashfree: {
        appId: env.CASHFREE_APP_ID,
        secretKey: env.CASHFREE_SECRET_KEY,
        env: env.CASHFREE_ENV,
        apiUrl: env.CASHFREE_API_URL ?? CASHFREE_API_BASES[env.CASHFREE_ENV],
      },
    },
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
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

/** Reads and validates the whole configuration once; every problem is listed, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems = [
    ...(parsed.error?.issues.map((i) => `${i.path.join(".") || "environment"}: ${i.message}`) ?? []),
    ...crossFieldProblems(env),
  ];
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  return toConfig(parsed.data);
}

/** Loads `.env` at the repository root, if there is one; real environment variables win. */
export function loadDotEnv(): void {
  const file = resolve(repoRoot, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}
