import { messages } from "@clutch/contract";
import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { AppError } from "../lib/errors";

export const MINUTE = 60_000;

/** A Redis URL without its password, for logs. */
const redacted = (url: string) => url.replace(/\/\/[^@/]*@/, "//***@");

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, "RATE_LIMITED", messages.general.rateLimited, undefined, {
    "retry-after": String(Math.max(1, retryAfterSeconds)),
  });

/** The validated, normalised e-mail of an auth body (rate limits run after validation). */
export const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? "");

/**
 * A per-route limit, counted after validation (`preHandler`), so the key can use the normalised
 * body. Routes opt in explicitly: `config: { rateLimit: routeRateLimit(...) }`.
 */
export function routeRateLimit(
  max: number,
  timeWindowMs: number,
  keyGenerator: (request: FastifyRequest) => string,
): RateLimitOptions {
  return { max, timeWindow: timeWindowMs, hook: "preHandler", keyGenerator };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Counts one e-mailed code for `email`; throws 429 once the budget is spent (API.md §4). */
    consumeOtpSend(request: FastifyRequest): Promise<void>;
  }
}

export const OTP_SENDS_PER_WINDOW = 5;
export const OTP_SEND_WINDOW_MS = 15 * MINUTE;

/**
 * @fastify/rate-limit, opt-in per route (global: false). Counters live in memory, or in Redis when
 * `REDIS_URL` is set so several server instances share them. When Redis cannot be reached the
 * limits are skipped (and the error logged) rather than failing every sign-in; the per-code attempt
 * limit lives in the database and still holds.
 */
export const rateLimitPlugin = fp(async (app) => {
  const { redisUrl, redisKeyPrefix } = app.config;
  const redis = redisUrl
    ? // No offline queue: while Redis is away a limit check fails at once (and is skipped)
      // instead of holding the request until a reconnect.
      new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    let lastLogged = 0;
    redis.on("error", (error: Error) => {
      if (Date.now() - lastLogged < 10_000) return;
      lastLogged = Date.now();
      app.log.error({ err: error }, "Redis (rate limits) is not reachable");
    });
    // Give the connection a moment before the first request; without it, start anyway (see above).
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        app.log.warn(
          `Redis at ${redacted(redisUrl ?? "")} is not ready; rate limits are skipped until it is`,
        );
        resolve();
      }, 2_000);
      redis.once("ready", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    app.addHook("onClose", async () => {
      // quit() waits for pending replies; a connection that is not up is just dropped.
      if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }

  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${redisKeyPrefix}rate-limit:`,
    skipOnError: true,
    hook: "preHandler",
    errorResponseBuilder: (_request, context) => rateLimited(Math.ceil(context.ttl / 1000)),
  });

  const otpSends = app.createRateLimit({
    max: OTP_SENDS_PER_WINDOW,
    timeWindow: OTP_SEND_WINDOW_MS,
    skipOnError: true,
    keyGenerator: (request) => `otp-send:${bodyEmail(request)}`,
  });
  app.decorate("consumeOtpSend", async (request: FastifyRequest) => {
    const result = await otpSends(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  });
});
