import { createHash, randomUUID } from "node:crypto";
import {
  closeSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number, message?: string) {
    super(
      message ??
        `The data folder ${dir} is already in use by another Clutch Academy process (pid ${pid}). ` +
          "Stop that process first, or point DATA_DIR at another folder.",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * The lock was written on another machine that shares the folder: whether its process still runs
 * cannot be told from here, so it is never taken over; a person has to clear it.
 */
export class DataDirLockedByOtherHostError extends DataDirLockedError {
  constructor(dir: string, owner: LockOwner, file: string) {
    super(
      dir,
      owner.pid,
      `The data folder ${dir} is locked by pid ${owner.pid} on host ${owner.host}. ` +
        `If no server is running there, delete ${file} and start again.`,
    );
    this.name = "DataDirLockedByOtherHostError";
  }
}

interface LockOwner {
  pid: number;
  host: string;
  /** Unique per lock taken (absent in locks written by older versions). */
  id?: string;
}

/** One version of a lock or claim file: what it says, and a key naming exactly this version. */
interface Snapshot {
  owner?: LockOwner;
  key: string;
}

/**
 * Test seam: called at the points of a takeover where another process may act. Production callers
 * pass nothing.
 */
export interface TakeoverHooks {
  /** The file was judged stale; nothing is claimed yet. */
  afterJudging?: () => void;
  /** The claim is ours; not yet checked that the file is still the version judged stale. */
  afterClaiming?: () => void;
  /** Checked; not yet renamed into place. */
  beforeReplacing?: () => void;
}

/** Ids of the locks this process holds or is taking: their pid is ours, so `kill(pid, 0)` cannot tell. */
const activeIds = new Set<string>();

/** Nested takeovers only happen after a crash in the middle of one; more than this is not plausible. */
const MAX_TAKEOVER_DEPTH = 4;

/**
 * An exclusive lock on a folder: PGlite has none of its own, and two processes on one PGlite folder
 * corrupt it (docs/decisions/003). `DATA_DIR/.lock` holds the owner's pid, host and a unique id.
 *
 * Every file here appears complete or not at all: the content is written to a private file
 * (`.lock.<id>.new`) first, then hard-linked (`link` fails if the name exists) or renamed into
 * place. So nobody ever reads a half-written lock.
 *
 * - No `.lock`: `link(mine, .lock)`. Of several starters exactly one link succeeds.
 * - `.lock` of a live process on this host: refused (DataDirLockedError).
 * - `.lock` written on another host: refused, naming host, pid and the file to delete; never taken
 *   over, because we cannot see whether that process is alive.
 * - `.lock` of a dead process on this host (kill -9, power loss; a zombie not yet reaped counts as
 *   dead) or unreadable: taken over, see
 *   `replaceStale`. The lock is replaced by `rename`, so `.lock` never goes missing in between, and
 *   only the one process holding the claim on that exact version of it may replace it.
 */
export function lockDataDir(dir: string, testHooks: TakeoverHooks = {}): { release: () => void } {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, ".lock");
  const id = randomUUID();
  const mine = join(dir, `.lock.${id}.new`);
  activeIds.add(id);
  let held = false;
  try {
    const owner: LockOwner & { since: string } = {
      pid: process.pid,
      host: hostname(),
      since: new Date().toISOString(),
      id,
    };
    writeFileSync(mine, JSON.stringify(owner), { flag: "wx", mode: 0o600 });
    // A retry happens only when the lock changed under us (its owner released it, or another
    // starter won); the next look then sees who holds it and refuses.
    for (let attempt = 0; attempt < 5 && !held; attempt++) {
      if (linkIfAbsent(mine, file)) {
        held = true;
        break;
      }
      const current = readSnapshot(file);
      if (!current) continue; // released just now
      refuseUnlessStale(dir, file, current);
      held = replaceStale(dir, file, current, mine, testHooks, 0);
    }
    if (!held) throw new Error(`Could not lock ${dir}: its lock file kept changing`);
  } finally {
    rmSync(mine, { force: true }); // the lock itself is another name of the same file
    if (!held) activeIds.delete(id);
  }
  removeLeftovers(dir);
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      if (readSnapshot(file)?.owner?.id === id) rmSync(file, { force: true });
      activeIds.delete(id);
    },
  };
}

/**
 * Puts our lock (the file `mine`) at `target` in place of `stale`, the version of `target` judged
 * stale; false when `target` is no longer that version (someone else took it over, or it was
 * released), and the caller looks again.
 *
 * Mutual exclusion comes from the claim, `<target>.takeover-<key of that version>`, created with
 * `link` (so exactly one process holds it; it holds our own lock content, so its holder can be
 * judged like a lock). Only the claim's holder may replace that version of `target`, and it
 * checks, while holding the claim, that `target` still is that version before renaming the claim
 * over it. The interleavings:
 *
 * - Two starters judged the same stale version: one gets the claim, the other finds it held by a
 *   live process and refuses (that process, or whoever beat it, owns the folder).
 * - A starter that judged an old version claims it after someone else already replaced it (the
 *   winner's claim was renamed away, so the name is free again): its check sees another version,
 *   it drops its claim and looks again, and finds the winner's live lock.
 * - Between the check and the rename nobody can change `target`: replacing that version needs the
 *   claim we hold, and creating `target` needs it to be absent, which it is not.
 * - The claim's holder died before renaming (a crash mid-takeover): the claim is itself a stale
 *   file, taken over the same way one level down (its own claim, check, rename over it), after
 *   which we hold the claim and go on.
 * - Only a stale holder is ever displaced, and a holder on this host is stale only when its pid no
 *   longer runs (or, for our own pid, when this process does not hold or take that lock), so a
 *   live process never loses its lock or its claim. Holders on other hosts are never displaced.
 */
function replaceStale(
  dir: string,
  target: string,
  stale: Snapshot,
  mine: string,
  hooks: TakeoverHooks,
  depth: number,
): boolean {
  if (depth > MAX_TAKEOVER_DEPTH) throw new Error(`Could not lock ${dir}: too many interrupted takeovers`);
  const claim = `${target}.takeover-${stale.key}`;
  hooks.afterJudging?.();
  if (!linkIfAbsent(mine, claim)) {
    const holder = readSnapshot(claim);
    if (!holder) return false; // its holder just finished or gave up
    refuseUnlessStale(dir, claim, holder);
    if (!replaceStale(dir, claim, holder, mine, hooks, depth + 1)) return false;
  }
  hooks.afterClaiming?.();
  if (readSnapshot(target)?.key !== stale.key) {
    rmSync(claim, { force: true });
    return false;
  }
  hooks.beforeReplacing?.();
  renameSync(claim, target);
  return true;
}

/** Throws unless the file's owner is gone: a live process on this host, or any other host, keeps it. */
function refuseUnlessStale(dir: string, file: string, snapshot: Snapshot): void {
  const { owner } = snapshot;
  if (!owner) return; // unreadable: never one of ours (they appear complete), so left by an old crash
  if (owner.host !== hostname()) throw new DataDirLockedByOtherHostError(dir, owner, file);
  if (isLive(owner)) throw new DataDirLockedError(dir, owner.pid);
}

/** For an owner on this host. */
function isLive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return owner.id !== undefined && activeIds.has(owner.id);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return !hasEnded(owner.pid);
}

/**
 * Whether /proc shows the process as ended but not yet reaped by its parent (state Z, zombie, or
 * X, dead). `kill(pid, 0)` still finds such a process, yet it holds nothing: a server killed with
 * SIGKILL stays a zombie until its parent waits for it, and a supervisor that restarts it at once
 * must not be refused. Without /proc (or without that entry) nothing can be told, and the process
 * counts as running.
 */
function hasEnded(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return false;
  }
  // "pid (command name) state …": the name may itself hold spaces and parentheses.
  const state = stat.slice(stat.lastIndexOf(")") + 2).charAt(0);
  return state === "Z" || state === "X";
}

/** `link(from, to)`: false when `to` exists. Atomic: `to` appears with its whole content, or not at all. */
function linkIfAbsent(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** The file's content and a key of this version of it (inode and content), or undefined if it is gone. */
function readSnapshot(path: string): Snapshot | undefined {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    const { dev, ino } = fstatSync(fd, { bigint: true });
    const raw = readFileSync(fd, "utf8");
    const key = createHash("sha256").update(`${dev}:${ino}\n${raw}`).digest("hex").slice(0, 32);
    return { owner: parseOwner(raw), key };
  } finally {
    closeSync(fd);
  }
}

function parseOwner(raw: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(raw) as { pid?: unknown; host?: unknown; id?: unknown };
    if (typeof parsed.pid === "number" && typeof parsed.host === "string") {
      return {
        pid: parsed.pid,
        host: parsed.host,
        ...(typeof parsed.id === "string" ? { id: parsed.id } : {}),
      };
    }
  } catch {
    // unreadable or half-written (older versions wrote in place): treated as stale
  }
  return undefined;
}

/**
 * Private files and claims left by starters on this host that died half-way. Only files whose
 * owner is gone are removed; a starter that is still running finds its claim gone, looks again and
 * meets our lock.
 */
function removeLeftovers(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(".lock.")) continue;
    const path = join(dir, name);
    try {
      const owner = readSnapshot(path)?.owner;
      if (owner && owner.host === hostname() && !isLive(owner)) rmSync(path, { force: true });
    } catch {
      // tidying only: whatever cannot be read or removed stays
    }
  }
}
