import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Secret, TOTP } from "otpauth";

const repoRoot = resolve(fileURLToPath(import.meta.url), "../../..");
const run = promisify(execFile);

/**
 * Makes a verified account an admin the only way there is: `npm run admin -- grant EMAIL`, on the
 * database at `databaseUrl` (PostgreSQL, so the command can run while the server has it open).
 */
export async function grantAdmin(databaseUrl: string, email: string): Promise<string> {
  const { stdout } = await run("npm", ["run", "--silent", "admin", "--", "grant", email], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
  });
  return stdout;
}

/**
 * The code an authenticator app shows now for `secret` (base32), or for the next time step: a
 * code works once per step, so a second sign-in in the same step waits for the next one.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}
