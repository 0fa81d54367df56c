import { buildApp } from "./app";
import type { Config } from "./config";
import { openMigratedDatabase } from "./db/open";
import { seedIfEmpty } from "./db/seed";
import { DEV_OUTBOX_PATH } from "./lib/dev-outbox";
import type { LogDestination } from "./lib/log-safety";
import { providerNamed } from "./modules/payments/providers/registry";

function describeMail(config: Config): string {
  // Production refuses to start without SMTP_URL (config.ts): no SMTP server means the outbox.
  if (!config.mail.smtpUrl) return `development outbox at ${config.publicUrl}${DEV_OUTBOX_PATH}`;
  const url = new URL(config.mail.smtpUrl);
  return `SMTP ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
}

function describeRateLimits(config: Config): string {
  const shortLimits = config.redisUrl
    ? `Redis ${new URL(config.redisUrl).hostname}:${new URL(config.redisUrl).port || 6379}`
    : "in memory";
  const proxies = config.trustProxy.length ? `, clients behind ${config.trustProxy.join(", ")}` : "";
  return `per-minute ${shortLimits}, code and sign-in budgets in the database${proxies}`;
}

function describePayments({ payment }: Config): string {
  return providerNamed(payment.providers, payment.provider).describe(payment.settings);
}

/**
 * Opens everything the product needs, in order (lock, database, migrations, demo data), and listens.
 * `close` drains requests, checkpoints and closes the database, then releases the lock.
 */
export async function startServer(config: Config, options: { logStream?: LogDestination } = {}) {
  const { database, release } = await openMigratedDatabase(config);
  try {
    const seeded = config.seed === "demo" ? await seedIfEmpty(database.db) : false;
    const app = await buildApp({ config, database, logStream: options.logStream });
    app.addHook("onClose", release);
    if (seeded) app.log.info("Loaded the demo catalogue into the empty database");
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`;
    app.log.info(
      {
        url,
        publicUrl: config.publicUrl,
        database: database.description,
        mail: describeMail(config),
        payments: describePayments(config),
        rateLimits: describeRateLimits(config),
        storage: app.storage.description,
      },
      `Clutch Academy is running at ${config.port === port ? config.publicUrl : url} | database: ${database.description} | mail: ${describeMail(config)} | payments: ${describePayments(config)} | rate limits: ${describeRateLimits(config)} | storage: ${app.storage.description}`,
    );
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= app.close();
      return closing;
    };
    return { app, url, port, close };
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }
}

export type RunningServer = Awaited<ReturnType<typeof startServer>>;
