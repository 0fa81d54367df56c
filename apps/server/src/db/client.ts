import { existsSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { Config } from "../config";
import { migrationsDir } from "../paths";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of `db.execute`: postgres.js answers an array of them, PGlite an object holding them. */
export function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Human-readable: where the data lives (no credentials). */
  description: string;
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  /** Flushes and closes; safe to call twice. */
  close: () => Promise<void>;
}

/**
 * PGlite keeps PostgreSQL's shared buffers inside its WebAssembly memory, where every page of them is
 * touched at start-up: 128 MB by default, a second of start-up on a host where fresh memory is slow.
 * Its data files are read through the operating system's file cache, which already holds what the
 * buffers would, so a small pool costs a copy, not a disk read (decision 053).
 */
const PGLITE_SHARED_BUFFERS = "16MB";

const PGLITE_OPTIONS = {
  extensions: { pg_trgm, btree_gist },
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};

/**
 * A brand-new PGlite folder is created next to its final place and renamed into it only once
 * initdb has finished, so a first boot that is interrupted never leaves a half-made database.
 */
async function openPglite(dir: string): Promise<PGlite> {
  if (!existsSync(join(dir, "PG_VERSION"))) {
    const staging = join(dirname(dir), `.db-initialising-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    const fresh = new PGlite(staging, PGLITE_OPTIONS);
    await fresh.waitReady;
    await fresh.close();
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  }
  const client = new PGlite(dir, PGLITE_OPTIONS);
  await client.waitReady;
  return client;
}

export async function openDatabase(config: Config["database"]): Promise<DatabaseHandle> {
  if (config.kind === "pglite") {
    const client = await openPglite(config.dir);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    let closed = false;
    return {
      db,
      kind: "pglite",
      description: `PGlite (embedded) at ${config.dir}`,
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir }),
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await client.query("CHECKPOINT");
        await client.close();
      },
    };
  }

  const client = postgres(config.url, { max: config.poolSize, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  const url = new URL(config.url);
  let closed = false;
  return {
    db,
    kind: "postgres",
    description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
    migrate: () => migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.end({ timeout: 5 });
    },
  };
}
