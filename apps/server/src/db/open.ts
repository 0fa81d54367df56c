import type { Config } from "../config";
import { openDatabase } from "./client";
import { lockDataDir } from "./lock";

/**
 * The part of start-up the server and the `db:*` commands share: the DATA_DIR lock (embedded
 * database only), the database, and its migrations. `release` closes the database, then the lock.
 */
export async function openMigratedDatabase(config: Config) {
  const lock = config.database.kind === "pglite" ? lockDataDir(config.dataDir) : undefined;
  try {
    const database = await openDatabase(config.database);
    try {
      await database.migrate();
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
    return {
      database,
      release: async () => {
        try {
          await database.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
