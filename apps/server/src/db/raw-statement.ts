import { fillPlaceholders } from "drizzle-orm";
import type { Database } from "./client";

/** A statement built once, run with each call's placeholder values. */
export interface RawStatement {
  /** The rows, each as its selected values in the select's order. */
  execute: (values: Record<string, unknown>) => Promise<unknown[][]>;
}

/** The drivers' own calls the statement runs through: postgres.js, or PGlite. */
interface PostgresJsClient {
  unsafe: (
    text: string,
    params: unknown[],
    options: { prepare: boolean },
  ) => { values: () => Promise<unknown[][]> };
}
interface PgliteClient {
  query: (text: string, params: unknown[], options: { rowMode: "array" }) => Promise<{ rows: unknown[][] }>;
}

/**
 * `query`'s text and parameters, run straight through the driver with its rows left as arrays.
 * Drizzle's own `execute` maps every row to an object field by field, which cost about a fifth of
 * the Node time of a catalogue page of 100 items (docs/decisions/060); a caller that reads a few
 * columns by position does without it. `prepare` asks postgres.js to keep the statement prepared on
 * each connection (it keys them by text); PGlite has one connection and plans each call.
 */
export function rawStatement(
  db: Database,
  query: { toSQL: () => { sql: string; params: unknown[] } },
  { prepare }: { prepare: boolean },
): RawStatement {
  const { sql: text, params } = query.toSQL();
  const client = (db as unknown as { $client: PostgresJsClient | PgliteClient }).$client;
  if ("unsafe" in client) {
    // Awaited here, so the caller awaits a plain promise: handed postgres.js's query (a Promise
    // subclass) to await, each call's rows outlived it, and the young generation's collections took
    // nine times as long.
    return {
      execute: async (values) =>
        await client.unsafe(text, fillPlaceholders(params, values), { prepare }).values(),
    };
  }
  return {
    execute: async (values) =>
      (await client.query(text, fillPlaceholders(params, values), { rowMode: "array" })).rows,
  };
}
