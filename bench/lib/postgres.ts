import { randomBytes } from "node:crypto";
import postgres from "postgres";

export const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

interface TempDatabase {
  name: string;
  url: string;
  /** Drops the database (closing any session still on it) and disconnects; safe to call twice. */
  drop: () => Promise<void>;
}

export type TempDatabaseOutcome = { ok: true; database: TempDatabase } | { ok: false; reason: string };

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Connection failures can be AggregateErrors with an empty message (one error per address tried). */
function describeError(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(describeError).join("; ");
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}

/** Creates an empty `clutch_bench_<random>` database, or says why the server could not be used. */
export async function createTempDatabase(adminUrl: string): Promise<TempDatabaseOutcome> {
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 5, idle_timeout: 0, onnotice: () => {} });
  const name = `clutch_bench_${randomBytes(4).toString("hex")}`;
  try {
    await admin`select 1`;
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    return { ok: false, reason: describeError(error) };
  }
  let dropping: Promise<void> | undefined;
  const drop = () => {
    dropping ??= admin
      .unsafe(`drop database if exists "${name}" with (force)`)
      .then(() => undefined)
      .finally(() => admin.end({ timeout: 5 }));
    return dropping;
  };
  return { ok: true, database: { name, url: databaseUrl(adminUrl, name), drop } };
}
