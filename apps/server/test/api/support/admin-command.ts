import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { inject } from "vitest";
import { serverRoot } from "../../../src/paths";
import { adminBundleOf, type TestServer } from "../harness";

const run = promisify(execFile);

/** `npm run admin -- …` as its own process (the run's bundle of the sources), on the database of `target`. */
export async function adminCommand(target: TestServer, ...args: string[]) {
  const { config } = target.server.app;
  const env = {
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: target.dataDir,
    ...(config.database.kind === "postgres" ? { DATABASE_URL: config.database.url } : { DATABASE_URL: "" }),
  };
  try {
    const { stdout, stderr } = await run(process.execPath, [adminBundleOf(inject("serverBundle")), ...args], {
      cwd: serverRoot,
      env,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}
