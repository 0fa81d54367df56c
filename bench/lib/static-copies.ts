import { existsSync } from "node:fs";
import { mkdir, rm, rmdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { webDistDir } from "./paths";

const COPIES_DIR = join(webDistDir, "bench");
const PLACEHOLDER_HTML = "<!doctype html><title>Clutch Academy (benchmark placeholder)</title>\n";

export interface StaticCopies {
  /** Writes `bytes` as `apps/web/dist/bench/<name>` and returns the URL path it is served at. */
  write: (name: string, bytes: Buffer) => Promise<string>;
  /** False once something else deleted it (a web build empties apps/web/dist). */
  exists: (name: string) => boolean;
  /** Removes the copies and anything else this object created; safe to call twice. */
  remove: () => Promise<void>;
}

/**
 * The server registers its static file plugin only when `apps/web/dist/index.html` exists at start-up,
 * so this must run before the server starts: it adds a placeholder page when there is no web build.
 */
export async function prepareStaticCopies(): Promise<StaticCopies> {
  const createdDist = !existsSync(webDistDir);
  const indexFile = join(webDistDir, "index.html");
  const createdIndex = !existsSync(indexFile);
  const createdCopiesDir = !existsSync(COPIES_DIR);
  await mkdir(COPIES_DIR, { recursive: true });
  if (createdIndex) await writeFile(indexFile, PLACEHOLDER_HTML);

  const written = new Set<string>();
  let removing: Promise<void> | undefined;
  const remove = async () => {
    for (const file of written) await rm(file, { force: true });
    if (createdCopiesDir) await rm(COPIES_DIR, { recursive: true, force: true });
    if (createdIndex) await rm(indexFile, { force: true });
    // Only if still empty: a web build may have written into it meanwhile.
    if (createdDist) await rmdir(webDistDir).catch(() => {});
  };
  return {
    async write(name, bytes) {
      const file = join(COPIES_DIR, name);
      written.add(file);
      await mkdir(COPIES_DIR, { recursive: true });
      await writeFile(file, bytes);
      return `/bench/${name}`;
    },
    exists: (name) => existsSync(join(COPIES_DIR, name)),
    remove: () => {
      removing ??= remove();
      return removing;
    },
  };
}
