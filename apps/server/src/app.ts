import { join } from "node:path";
import compress from "@fastify/compress";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { authRepository } from "./modules/auth/repository";
import { authRoutes } from "./modules/auth/routes";
import { productPageRoutes } from "./modules/catalogue/pages";
import { catalogueReader } from "./modules/catalogue/reader";
import { catalogueRepository } from "./modules/catalogue/repository";
import { catalogueRoutes } from "./modules/catalogue/routes";
import { healthRepository } from "./modules/health/repository";
import { healthRoutes } from "./modules/health/routes";
import { libraryRepository } from "./modules/library/repository";
import { libraryRoutes } from "./modules/library/routes";
import { liveSessionsModule } from "./modules/live-sessions/plugin";
import { mailingListRepository } from "./modules/mailing-list/repository";
import { mailingListRoutes } from "./modules/mailing-list/routes";
import { paymentsModule } from "./modules/payments/plugin";
import { plansRepository } from "./modules/plans/repository";
import { plansRoutes } from "./modules/plans/routes";
import { authPlugin } from "./plugins/auth";
import { docsPlugin } from "./plugins/docs";
import { answerClientError, errorsPlugin } from "./plugins/errors";
import { mailPlugin } from "./plugins/mail";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { answerFrameworkError, requestTextPlugin } from "./plugins/request-text";
import { securityPlugin } from "./plugins/security";
import { webPlugin } from "./plugins/web";

export const JSON_BODY_LIMIT = 1024 * 1024;

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
  logger?: FastifyServerOptions["logger"];
}

/** The whole product as one Fastify instance: external plugins, then domains, then the web app. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Only the named proxies' X-Forwarded-For is believed; otherwise `request.ip` is the socket's.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", config);
  app.decorate("database", database);

  await app.register(errorsPlugin);
  await app.register(requestTextPlugin);
  await app.register(securityPlugin, { httpsOnly: config.publicUrl.startsWith("https://") });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(docsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(authRepository);
  await app.register(authPlugin);

  await app.register(authRoutes);
  await app.register(healthRepository);
  await app.register(healthRoutes);
  await app.register(catalogueRepository);
  await app.register(catalogueReader);
  await app.register(catalogueRoutes);
  await app.register(libraryRepository);
  await app.register(libraryRoutes);
  await app.register(mailingListRepository);
  await app.register(mailingListRoutes);
  await app.register(paymentsModule);
  await app.register(liveSessionsModule);
  await app.register(plansRepository);
  await app.register(plansRoutes);

  await app.register(webPlugin, { uploadsDir: join(config.dataDir, "uploads") });
  await app.register(productPageRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
