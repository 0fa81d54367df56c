import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQL } from "drizzle-orm";
import postgres from "postgres";
import { inject } from "vitest";
import { loadConfig } from "../../src/config";
import { type Database, rowsOf } from "../../src/db/client";
import type { LogDestination } from "../../src/lib/log-safety";
import type { PaymentProviderRegistry } from "../../src/modules/payments/providers/registry";
import { type RunningServer, startServer } from "../../src/start";

export const dbKind = () => (process.env.DB_KIND === "postgres" ? "postgres" : "pglite");
export const postgresAdminUrl = () =>
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** The URL of database `name` on the test PostgreSQL server. */
export function postgresUrl(name: string): string {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** The rows `query` answers on `db`, either database. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}

/** The SEED values a test server can start with; each has a prepared template (global-setup.ts). */
export type TemplateSeed = "demo" | "none";
/** The admin command bundled beside the server bundle the run made (build.mjs). */
export const adminBundleOf = (serverBundle: string) => serverBundle.replace(/\.js$/, "-admin.js");
/** Per SEED, a migrated (and seeded) database: a PGlite data folder, or a PostgreSQL database name. */
export type DatabaseTemplates = Record<TemplateSeed, string>;

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Puts a copy of the run's PGlite template for `seed` in `dataDir`, where the server opens it. */
export function copyPgliteTemplate(seed: TemplateSeed, dataDir: string): void {
  cpSync(inject("databaseTemplates")[seed], join(dataDir, "db"), { recursive: true });
}

/**
 * A PostgreSQL database for one test server, made from the run's template for `seed` (already
 * migrated, and seeded for `demo`), dropped afterwards.
 */
async function createPostgresDatabase(seed: TemplateSeed) {
  const name = `clutch_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(postgresAdminUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${inject("databaseTemplates")[seed]}"`);
  } finally {
    await admin.end();
  }
  return {
    url: postgresUrl(name),
    drop: async () => {
      const dropper = postgres(postgresAdminUrl(), { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Node's fetch can reuse a kept-alive connection that the server has just closed (a known race of
 * its connection pool, seen here after minutes in which the connection sat idle); the request then
 * fails before any answer. Browsers send an idempotent request again on a new connection; so does
 * this. Any other failure, and any failure of a request that changes something, is the test's.
 */
const KEPT_ALIVE_CLOSED = /ECONNRESET|EPIPE|UND_ERR_SOCKET|other side closed/;
const isIdempotent = (method = "GET") => ["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());

export interface TestServer {
  url: string;
  server: RunningServer;
  dataDir: string;
  /** fetch against the server; `json` is the parsed body when there is one. */
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<TestResponse>;
  /** Stops the server and starts it again on the same database and DATA_DIR (a new port). */
  restart: () => Promise<void>;
  close: () => Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are asserted field by field
  body: any;
}

/**
 * The real server on a random port, on the database this run tests (DB_KIND). `paymentProviders`
 * replaces the registry of payment providers (a test adds a provider of its own); `logStream` takes
 * the server's log lines (with LOG_LEVEL set, which is silent otherwise).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { paymentProviders?: PaymentProviderRegistry; logStream?: LogDestination } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "clutch-test-"));
  // Each server starts on a copy of a database prepared once per run, not on one it creates.
  const seed = env.SEED === "none" ? "none" : "demo";
  if (dbKind() === "pglite") copyPgliteTemplate(seed, dataDir);
  const pg = dbKind() === "postgres" ? await createPostgresDatabase(seed) : undefined;
  const config = loadConfig(
    {
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      ...(pg ? { DATABASE_URL: pg.url } : {}),
      ...env,
    },
    options,
  );
  let server = await startServer(config, { logStream: options.logStream });
  let url = server.url;

  async function request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<TestResponse> {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set("content-type", "application/json");
    const send = () =>
      fetch(`${url}${path}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    const response = await send().catch((error: Error) => {
      if (!isIdempotent(rest.method) || !KEPT_ALIVE_CLOSED.test(String(error.cause))) throw error;
      return send();
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, text, body };
  }

  const handle: TestServer = {
    url,
    server,
    dataDir,
    request,
    restart: async () => {
      await server.close();
      server = await startServer(config, { logStream: options.logStream });
      url = server.url;
      handle.server = server;
      handle.url = url;
    },
    close: async () => {
      await server.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}
