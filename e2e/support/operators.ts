import { execFile } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Secret, TOTP } from "otpauth";

const serverRoot = resolve(fileURLToPath(import.meta.url), "../../../apps/server");
const run = promisify(execFile);

/**
 * Makes a verified account an admin the only way there is: the `npm run admin -- grant EMAIL`
 * command, run from the build as the server under test is (`apps/server/dist/admin.js`, the same
 * code bundled), on the database at `databaseUrl` (PostgreSQL, so it can run while the server has
 * it open).
 */
export async function grantAdmin(databaseUrl: string, email: string): Promise<string> {
  const { stdout } = await run(process.execPath, [join(serverRoot, "dist/admin.js"), "grant", email], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
  });
  return stdout;
}

const STEP_MS = 30_000;
const codeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * STEP_MS });
const stepNow = () => Math.floor(Date.now() / STEP_MS);

/** A code `stepsAhead` time steps from now (far ahead: a wrong code). */
export function totpCode(secret: string, stepsAhead = 0): string {
  return codeAt(secret, stepNow() + stepsAhead);
}

/**
 * Codes as an authenticator app gives them to one person: the server takes a code of this step or
 * the next, and each step's code only once, so a code is never of a step already used; when both
 * are, it waits for the next step.
 */
export function authenticator(secret: string) {
  let lastStep = Number.NEGATIVE_INFINITY;
  return {
    /** Marks the current step as used (a code typed by other means). */
    used(step = stepNow()) {
      lastStep = Math.max(lastStep, step);
    },
    async next(): Promise<string> {
      for (;;) {
        const step = [stepNow(), stepNow() + 1].find((candidate) => candidate > lastStep);
        if (step !== undefined) {
          lastStep = step;
          return codeAt(secret, step);
        }
        await new Promise((done) => setTimeout(done, 1000));
      }
    },
  };
}
