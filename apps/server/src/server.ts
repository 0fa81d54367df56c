import { ConfigError, loadConfig, loadDotEnv } from "./config";
import { DataDirLockedError } from "./db/lock";
import { startServer } from "./start";

const FORCED_EXIT_MS = 15_000;

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const server = await startServer(config);
  const shutdown = (signal: string) => {
    server.app.log.info(`${signal} received: draining requests and closing the database`);
    setTimeout(() => {
      server.app.log.error("Shutdown took too long; exiting");
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, "Error during shutdown");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Clutch Academy failed to start:", error);
  }
  process.exit(1);
});
