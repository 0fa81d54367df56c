import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { loadConfig } from "../../src/config";
import type { PaymentProviderRegistry } from "../../src/modules/payments/providers/registry";
import { type RunningServer, startServer } from "../../src/start";

export const dbKind = () => (process.env.DB_KIND === "postgres" ? "postgres" : "pglite");
export const postgresAdminUrl = () =>
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh, empty PostgreSQL database for one test file, dropped afterwards. */
async function createPostgresDatabase() {
  const name = `clutch_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(postgresAdminUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(postgresAdminUrl(), { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

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
 * replaces the registry of payment providers (a test adds a provider of its own).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { paymentProviders?: PaymentProviderRegistry } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "clutch-test-"));
  const pg = dbKind() === "postgres" ? await createPostgresDatabase() : undefined;
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
  let server = await startServer(config);
  let url = server.url;

  async function request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<TestResponse> {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set("content-type", "application/json");
    const response = await fetch(`${url}${path}`, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
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
      server = await startServer(config);
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
