import { randomBytes } from "node:crypto";
import postgres from "postgres";

/** The PostgreSQL server e2e files may create databases on (trust auth, like the API tests). */
const postgresAdminUrl = () => process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface E2EDatabase {
  /** For the server's DATABASE_URL. */
  url: string;
  /** A client on this database, for what no API can do yet (e.g. ownership rows). */
  sql: postgres.Sql;
  /** Closes the client and drops the database (after the server using it has stopped). */
  drop: () => Promise<void>;
}

/**
 * A fresh, empty PostgreSQL database for one e2e file, as apps/server/test/api/harness.ts makes
 * them: the built server started with its `url` migrates it and loads the demo catalogue.
 */
export async function createPostgresDatabase(): Promise<E2EDatabase> {
  const name = `clutch_e2e_${randomBytes(6).toString("hex")}`;
  const admin = postgres(postgresAdminUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    drop: async () => {
      await sql.end();
      const dropper = postgres(postgresAdminUrl(), { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
