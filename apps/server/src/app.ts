import compress from "@fastify/compress";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { HotAnswers } from "./lib/hot-answers";
import { type LogDestination, loggerOptions } from "./lib/log-safety";
import { registerModules } from "./lib/modules";
import { adminModule } from "./modules/admin/plugin";
import { authModule } from "./modules/auth/plugin";
import { catalogueModule } from "./modules/catalogue/plugin";
import { coachAccountsModule } from "./modules/coach-accounts/plugin";
import { contactModule } from "./modules/contact/plugin";
import { earningsModule } from "./modules/earnings/plugin";
import { editorModule } from "./modules/editor/plugin";
import { healthModule } from "./modules/health/plugin";
import { libraryModule } from "./modules/library/plugin";
import { liveSessionsModule } from "./modules/live-sessions/plugin";
import { mailingListModule } from "./modules/mailing-list/plugin";
import { mediaModule } from "./modules/media/plugin";
import { ordersModule } from "./modules/orders/plugin";
import { paymentsModule } from "./modules/payments/plugin";
import { checkoutSourcesOf } from "./modules/payments/providers/registry";
import { plansModule } from "./modules/plans/plugin";
import { reportsModule } from "./modules/reports/plugin";
import { uploadsModule } from "./modules/uploads/plugin";
import { changeFeedPlugin } from "./plugins/change-feed";
import { devOutboxPlugin } from "./plugins/dev-outbox";
import { docsPlugin } from "./plugins/docs";
import { answerClientError, errorsPlugin } from "./plugins/errors";
import { hotAnswersPlugin } from "./plugins/hot-answers";
import { mailPlugin } from "./plugins/mail";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { OneLineRequestLog, requestLogPlugin } from "./plugins/request-log";
import { answerFrameworkError, requestTextPlugin } from "./plugins/request-text";
import { securityPlugin } from "./plugins/security";
import { storagePlugin } from "./plugins/storage";
import { webPlugin } from "./plugins/web";

const JSON_BODY_LIMIT = 1024 * 1024;

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    /** The one way to the database: its handle (`database.db` is the Drizzle instance). */
    database: DatabaseHandle;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the log's lines go (a test's capture); unset: standard output. */
  logStream?: LogDestination;
}

/**
 * The domain modules. Each assembles itself in its own `modules/<name>/plugin.ts` and declares the
 * plugins and modules it needs; `registerModules` registers them in the order those need
 * (docs/decisions/018).
 */
const MODULES = [
  authModule,
  healthModule,
  catalogueModule,
  libraryModule,
  mediaModule,
  mailingListModule,
  plansModule,
  paymentsModule,
  liveSessionsModule,
  adminModule,
  editorModule,
  uploadsModule,
  contactModule,
  coachAccountsModule,
  ordersModule,
  reportsModule,
  earningsModule,
];

/** The whole product as one Fastify instance: the infrastructure plugins, then the domain modules. */
export async function buildApp({ config, database, logStream }: BuildAppOptions) {
  const hotAnswers = new HotAnswers();
  const app = Fastify({
    // No secret in any line: URLs, errors and credential headers redacted (lib/log-safety.ts).
    logger: loggerOptions(config.logLevel, logStream),
    // One line per answered request instead of two (plugins/request-log.ts).
    logController: new OneLineRequestLog(),
    // Only the named proxies' X-Forwarded-For is believed; otherwise `request.ip` is the socket's.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A plugin's start (migrations, loading the 900 KB server-side renderer) can take more than
    // Fastify's default 10 s on a small, busy machine; that is slow, not stuck.
    pluginTimeout: 60_000,
    // Repeated public answers go out before the framework's request handling (lib/hot-answers.ts).
    serverFactory: hotAnswers.serverFactory,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", config);
  app.decorate("database", database);

  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  await app.register(requestTextPlugin);
  await app.register(securityPlugin, {
    httpsOnly: config.publicUrl.startsWith("https://"),
    checkoutSources: checkoutSourcesOf(config.payment.providers),
  });
  await app.register(hotAnswersPlugin, { hotAnswers });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(docsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(changeFeedPlugin);
  await app.register(mailPlugin);
  await app.register(devOutboxPlugin);
  await app.register(storagePlugin);
  await app.register(webPlugin);

  await registerModules(app, MODULES);
  return app;
}
