import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const repoRoot = resolve(benchDir, "..");
export const serverEntry = resolve(repoRoot, "apps/server/dist/server.js");
/** `npm run admin`, from the same build. */
export const adminEntry = resolve(repoRoot, "apps/server/dist/admin.js");
export const resultsDir = resolve(benchDir, "results");
