import { messages } from "@clutch/contract";
import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import ipaddr from "ipaddr.js";
import { createRateCounters } from "../db/rate-counters";
import { AppError } from "../lib/errors";

const MINUTE = 60_000;

/** A Redis URL without its password, for logs. */
const redacted = (url: string) => url.replace(/\/\/[^@/]*@/, "//***@");

const rateLimited = (retryAfterSeconds: number, message: string = messages.general.rateLimited) =>
  new AppError(429, "RATE_LIMITED", message, undefined, {
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
    /** The limits that must survive a restart, counted in the database (docs/security.md). */
    durableLimits: DurableLimits;
  }
}

interface DurableLimits {
  /**
   * Counts one registration, password-reset request or code e-mail: first against the client's
   * address, then (only if that allowed it) against `email`; throws 429 once either is spent. A
   * client over its own budget is refused without touching the address's.
   */
  spendCodeEmail(request: FastifyRequest, email: string): Promise<void>;
  /**
   * Takes one of the client's failed sign-ins before the password is checked (429 when none is
   * left), so a burst of concurrent tries cannot all pass the check; `giveBack` returns it when the
   * sign-in turns out not to have failed.
   */
  takeSignInSlot(request: FastifyRequest): Promise<{ giveBack(): Promise<void> }>;
  /**
   * The same for an operator's second-factor codes, counted per account: one slot per try, given
   * back when the code was right, so only wrong codes use the budget (429 once it is spent).
   */
  takeSecondFactorSlot(userId: string): Promise<{ giveBack(): Promise<void> }>;
  /**
   * Counts one contact message against the client's address, in the short window and then in the
   * day; throws 429 (with the contact page's own sentence) once either is spent.
   */
  spendContactMessage(request: FastifyRequest): Promise<void>;
}

/**
 * The key a per-client limit counts under, for an address as `request.ip` gives it: an IPv4
 * address as it is; an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, what a dual-stack socket reports
 * for an IPv4 client) as that IPv4 address; any other IPv6 address by its /64 prefix, since one
 * subscriber usually holds a whole /64 and could otherwise take a fresh budget per address.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split("%")[0] ?? ip; // no zone index
  if (!ipaddr.isValid(address)) return ip;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes its IPv4 address
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/64`);
  return `${prefix.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The client a per-IP limit counts (`request.ip`, which honours TRUST_PROXY), as `clientAddressKey`. */
export const clientKey = (request: Pick<FastifyRequest, "ip">) => clientAddressKey(request.ip);

const SWEEP_EVERY_MS = 10 * MINUTE;

/**
 * Two kinds of limits. Short per-route limits (sign-ins a minute) use @fastify/rate-limit, opt-in
 * per route (global: false), in memory or in Redis when `REDIS_URL` is set so several instances
 * share them; when Redis cannot be reached they are skipped (and the error logged) rather than
 * failing every sign-in. The limits that guard codes and passwords over longer windows (code
 * e-mails, failed sign-ins per address) live in the database, so neither a restart nor a Redis
 * outage resets them; the per-code attempt limit lives beside the code.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix, limits } = app.config;
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

    const counters = createRateCounters(app.database.db);
    const sweeper = setInterval(() => {
      counters.sweep().catch((error) => app.log.warn({ err: error }, "Could not sweep old rate counters"));
    }, SWEEP_EVERY_MS);
    sweeper.unref();
    app.addHook("onClose", async () => clearInterval(sweeper));

    app.decorate("durableLimits", {
      async spendCodeEmail(request, email) {
        const perIp = await counters.take(`code-email-ip:${clientKey(request)}`, limits.codeEmailsPerIp);
        if (!perIp.slot) throw rateLimited(perIp.retryAfterSeconds);
        const perEmail = await counters.take(`code-email:${email}`, limits.codeEmails);
        if (!perEmail.slot) throw rateLimited(perEmail.retryAfterSeconds);
      },
      async takeSignInSlot(request) {
        const taken = await counters.take(
          `failed-sign-in-ip:${clientKey(request)}`,
          limits.failedLoginsPerIp,
        );
        const { slot } = taken;
        if (!slot) throw rateLimited(taken.retryAfterSeconds);
        return { giveBack: () => counters.giveBack(slot) };
      },
      async takeSecondFactorSlot(userId) {
        const taken = await counters.take(`second-factor:${userId}`, limits.secondFactor);
        const { slot } = taken;
        if (!slot) throw rateLimited(taken.retryAfterSeconds);
        return { giveBack: () => counters.giveBack(slot) };
      },
      async spendContactMessage(request) {
        const client = clientKey(request);
        const short = await counters.take(`contact:${client}`, limits.contact);
        if (!short.slot) throw rateLimited(short.retryAfterSeconds, messages.contact.tooMany);
        const daily = await counters.take(`contact-daily:${client}`, limits.contactDaily);
        if (daily.slot) return;
        await counters.giveBack(short.slot); // a refused message is not counted
        throw rateLimited(daily.retryAfterSeconds, messages.contact.tooMany);
      },
    } satisfies DurableLimits);
  },
  { name: "rate-limit" },
);
