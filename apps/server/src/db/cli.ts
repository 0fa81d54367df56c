import { loadConfig, loadDotEnv } from "../config";
import { openMigratedDatabase } from "./open";
import { seedCatalogue } from "./seed";

/**
 * `db:migrate` and `db:seed`. They take the same DATA_DIR lock as the server, so they refuse to
 * touch an embedded database a running server has open.
 */
async function main(command: string | undefined) {
  if (command !== "migrate" && command !== "seed") {
    console.error("usage: cli.ts migrate|seed");
    process.exit(2);
  }
  loadDotEnv();
  const config = loadConfig();
  const { database, release } = await openMigratedDatabase(config);
  try {
    console.log(`Migrated ${database.description}`);
    if (command === "seed") {
      await seedCatalogue(database.db);
      console.log("Loaded the demo catalogue");
    }
  } finally {
    await release();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
