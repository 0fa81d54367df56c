import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";

const JWT_SECRET_FILE = "jwt-secret";

/**
 * `JWT_SECRET`, or a 256-bit secret generated on the first start into `DATA_DIR/jwt-secret`
 * (mode 0600) and read back on every later start, so tokens survive restarts.
 */
export function resolveJwtSecret(config: Pick<Config, "jwtSecret" | "dataDir">): Buffer {
  if (config.jwtSecret) return Buffer.from(config.jwtSecret, "utf8");
  const file = join(config.dataDir, JWT_SECRET_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // "wx": only one process ever creates it; a concurrent loser reads the winner's secret below.
    writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  chmodSync(file, 0o600);
  const hex = readFileSync(file, "utf8").trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) {
    throw new Error(`${file} is not a 256-bit hex secret; delete it to generate a new one`);
  }
  return Buffer.from(hex, "hex");
}

/** A separate key per use, derived from the one secret. */
export const deriveKey = (secret: Buffer, label: string): Buffer =>
  createHmac("sha256", secret).update(label).digest();
