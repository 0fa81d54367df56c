import { join } from "node:path";
import compress from "@fastify/compress";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import { authRoutes } from "./modules/auth/routes";
import { type CatalogueReader, createCatalogueReader } from "./modules/catalogue/reader";
import { catalogueRoutes } from "./modules/catalogue/routes";
import { healthRoutes } from "./modules/health/routes";
import { libraryRoutes } from "./modules/library/routes";
import { mailingListRoutes } from "./modules/mailing-list/routes";
import { plansRoutes } from "./modules/plans/routes";
import { authPlugin } from "./plugins/auth";
import { docsPlugin } from "./plugins/docs";
import { errorsPlugin } from "./plugins/errors";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { securityPlugin } from "./plugins/security";
import { webPlugin } from "./plugins/web";

export const JSON_BODY_LIMIT = 1024 * 1024;

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    /** The public catalogue's cached answers, shared by its API and the server-rendered product pages. */
    catalogue: CatalogueReader;
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
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("catalogue", createCatalogueReader(database.db));

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { httpsOnly: config.publicUrl.startsWith("https://") });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(docsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(libraryRoutes);
      await api.register(plansRoutes);
      await api.register(mailingListRoutes);
      await api.register(authRoutes, { prefix: "/auth" });
    },
    { prefix: "/api" },
  );

  await app.register(webPlugin, { uploadsDir: join(config.dataDir, "uploads") });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
