import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { setPriority, tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../../src/config";
import { createCatalogueRepository } from "../../src/modules/catalogue/repository";
import { storeMissingAnswers } from "../../src/modules/catalogue/stored-answers";
import { serverRoot } from "../../src/paths";
import { startServer } from "../../src/start";
import {
  adminBundleOf,
  type DatabaseTemplates,
  dbKind,
  postgresAdminUrl,
  postgresUrl,
  type TemplateSeed,
} from "./harness";

/**
 * Fails the run at once, with a clear reason, when the PostgreSQL suite cannot reach its server.
 * Then prepares, once per run, the databases every test server starts from (see `startTestServer`).
 */
export default async function setup(project: TestProject) {
  if (dbKind() === "postgres") await checkPostgres();
  const serverBundle = bundleServer();
  project.provide("serverBundle", serverBundle.file);
  const { templates, remove } = await prepareTemplates();
  project.provide("databaseTemplates", templates);
  // `npm test` runs this at the browser suite's priority and the tests at a lower one (scripts/test.mjs).
  if (process.env.TEST_YIELDING_PRIORITY) setPriority(Number(process.env.TEST_YIELDING_PRIORITY));
  return async () => {
    serverBundle.remove();
    await remove();
  };
}

/**
 * The server's sources bundled as `npm run build` bundles them, for tests that run the server (or
 * `npm run admin`, beside it as `<file>-admin.js`) as its own process: starting a bundle takes
 * about half the time of compiling the sources on the fly.
 */
function bundleServer() {
  const name = `server-under-test-${process.pid}`;
  execFileSync(process.execPath, [join(serverRoot, "build.mjs"), name], { stdio: "inherit" });
  const file = join(serverRoot, "dist", `${name}.js`);
  return {
    file,
    remove: () => {
      for (const bundle of [file, adminBundleOf(file)]) {
        rmSync(bundle, { force: true });
        rmSync(`${bundle}.map`, { force: true });
      }
    },
  };
}

async function checkPostgres() {
  const admin = postgres(postgresAdminUrl(), { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch (error) {
    throw new Error(
      `DB_KIND=postgres but PostgreSQL at ${postgresAdminUrl()} does not answer: ${String(error)}`,
    );
  } finally {
    await admin.end();
  }
}

/**
 * One database per SEED value, made by the server's own start-up and closed: `none` migrated, and
 * `demo` a copy of it with the demo catalogue loaded and its answers stored. A PGlite data folder
 * (copied into a test server's DATA_DIR), or a PostgreSQL database (copied with `CREATE DATABASE …
 * TEMPLATE`).
 */
async function prepareTemplates(): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), "clutch-templates-"));
  const admin =
    dbKind() === "postgres" ? postgres(postgresAdminUrl(), { max: 1, onnotice: () => {} }) : undefined;
  const templates: Partial<DatabaseTemplates> = {};
  const remove = async () => {
    if (admin) {
      for (const name of Object.values(templates))
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
    rmSync(folder, { recursive: true, force: true });
  };
  /** Starts the server once on DATA_DIR `folder/seed`, on a copy of `from` when given, and stops it. */
  const make = async (seed: TemplateSeed, from?: string) => {
    const dataDir = join(folder, seed);
    let databaseUrl: string | undefined;
    if (admin) {
      const name = `clutch_template_${seed}_${randomBytes(6).toString("hex")}`;
      await admin.unsafe(`create database "${name}"${from ? ` template "${from}"` : ""}`);
      templates[seed] = name;
      databaseUrl = postgresUrl(name);
    } else {
      templates[seed] = join(dataDir, "db");
      if (from) cpSync(from, templates[seed], { recursive: true });
    }
    const server = await startServer(
      loadConfig({
        NODE_ENV: "test",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        SEED: seed,
        PAYMENT_RECONCILE_SECONDS: "0",
        SESSION_JOBS_SECONDS: "0",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      }),
    );
    // The catalogue's answers stored once here, rather than by every test server that copies it.
    await storeMissingAnswers(createCatalogueRepository(server.app.database.db));
    await server.close();
    return templates[seed];
  };
  try {
    await make("demo", await make("none"));
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates: templates as DatabaseTemplates, remove };
}
