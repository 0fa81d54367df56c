import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** apps/server, whether this code runs from src/ (tsx) or from the dist/ bundle. */
export const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const repoRoot = resolve(serverRoot, "../..");
export const migrationsDir = resolve(serverRoot, "drizzle");
export const mediaDir = resolve(serverRoot, "media");
/** The demo catalogue's chapter videos: never public, served only through signed links. */
export const demoVideosDir = resolve(serverRoot, "private-media");
export const webDistDir = resolve(repoRoot, "apps/web/dist");
/** The web build's server-side renderer of first screens (apps/web/src/prerender). */
export const webShellModule = resolve(repoRoot, "apps/web/dist-ssr/shell.js");
/** The folder store of uploads and media (without STORAGE_URL), under DATA_DIR. */
export const uploadsDirOf = (dataDir: string) => join(dataDir, "uploads");
