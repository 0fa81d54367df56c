import type { DatabaseHandle } from "../../db/client";

/** The one question health asks the database: does it answer at all. */
export function createHealthRepository(database: DatabaseHandle) {
  return {
    /** A trivial query (`select 1`) through the database's own handle. */
    ping: () => database.ping(),
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
