import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is already in use by another Clutch Academy process (pid ${pid}). ` +
        "Stop that process first, or point DATA_DIR at another folder.",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * An exclusive lock on a folder: PGlite has none of its own, and two processes on one PGlite folder
 * corrupt it. The lock file holds the owner's pid; a lock left by a dead process (kill -9, power
 * loss) is taken over.
 */
export function lockDataDir(dir: string): { release: () => void } {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, ".lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      if (owner && owner.host === hostname() && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DataDirLockedError(dir, owner.pid);
      }
      if (owner && owner.pid === process.pid) throw new DataDirLockedError(dir, owner.pid);
      rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function readOwner(file: string): { pid: number; host: string } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown; host?: unknown };
    if (typeof parsed.pid === "number" && typeof parsed.host === "string") {
      return { pid: parsed.pid, host: parsed.host };
    }
  } catch {
    // unreadable or half-written: treated as stale
  }
  return undefined;
}
