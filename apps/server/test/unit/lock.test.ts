import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  DataDirLockedByOtherHostError,
  DataDirLockedError,
  lockDataDir,
  type TakeoverHooks,
} from "../../src/db/lock";
import { serverRoot } from "../../src/paths";

/** Above the largest pid Linux hands out (2^22), so never a running process. */
const DEAD_PID = 2 ** 22 + 12345;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "clutch-lock-"));
  dirs.push(dir);
  return dir;
}
/** A folder whose lock was left by a process that died (kill -9, power loss). */
function staleDir() {
  const dir = tempDir();
  writeFileSync(join(dir, ".lock"), JSON.stringify({ pid: DEAD_PID, host: hostname(), since: "2020-01-01" }));
  return dir;
}
const lockFile = (dir: string) => JSON.parse(readFileSync(join(dir, ".lock"), "utf8"));

type Outcome = { release: () => void } | Error;
function attempt(dir: string, hooks?: TakeoverHooks): Outcome {
  try {
    return lockDataDir(dir, hooks);
  } catch (error) {
    return error as Error;
  }
}
const winners = (outcomes: Outcome[]) =>
  outcomes.filter((o): o is { release: () => void } => !(o instanceof Error));

describe("the DATA_DIR lock", () => {
  it("is exclusive, names its holder, and is gone once released", () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(lockFile(dir)).toMatchObject({ pid: process.pid, host: hostname(), id: expect.any(String) });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.pid})`);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
    lockDataDir(dir).release();
  });

  it("takes over a lock whose process is gone, and an unreadable one", () => {
    for (const content of [JSON.stringify({ pid: DEAD_PID, host: hostname() }), "", "{"]) {
      const dir = tempDir();
      writeFileSync(join(dir, ".lock"), content);
      const lock = lockDataDir(dir);
      expect(lockFile(dir).pid).toBe(process.pid);
      expect(readdirSync(dir)).toEqual([".lock"]);
      lock.release();
    }
  });

  it.runIf(existsSync("/proc/self/stat"))(
    "takes over a lock whose process ended but is not yet reaped (a zombie)",
    async () => {
      // A shell starts `sleep` in the background, then becomes a `sleep` that never reaps it.
      const parent = spawn("sh", ["-c", 'sleep 600 & echo "$!"; exec sleep 600'], {
        stdio: ["ignore", "pipe", "ignore"],
      });
      const exited = new Promise((done) => parent.once("exit", done));
      try {
        const [chunk] = await once(parent.stdout, "data");
        const pid = Number.parseInt(String(chunk), 10);
        // Until the shell has become `sleep` it may still reap its background job itself.
        const parentProgram = () => readFileSync(`/proc/${parent.pid}/comm`, "utf8").trim();
        while (parentProgram() !== "sleep") await new Promise((r) => setTimeout(r, 1));
        const dir = tempDir();
        writeFileSync(join(dir, ".lock"), JSON.stringify({ pid, host: hostname(), id: "crashed" }));
        expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
        process.kill(pid, "SIGKILL");
        const state = () => {
          const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
          return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
        };
        while (state() !== "Z") await new Promise((r) => setTimeout(r, 1));
        const lock = lockDataDir(dir);
        expect(lockFile(dir).pid).toBe(process.pid);
        lock.release();
      } finally {
        parent.kill("SIGKILL");
        await exited;
      }
    },
  );

  it("takes over a lock left by an earlier process that had this pid (a restarted container)", () => {
    const dir = tempDir();
    writeFileSync(join(dir, ".lock"), JSON.stringify({ pid: process.pid, host: hostname(), id: "earlier" }));
    const lock = lockDataDir(dir);
    expect(lockFile(dir).id).not.toBe("earlier");
    lock.release();
  });

  it("never takes over a lock written on another host, and leaves it as it was", () => {
    const dir = tempDir();
    const file = join(dir, ".lock");
    const content = JSON.stringify({ pid: 123, host: "other-host", since: "2020-01-01" });
    writeFileSync(file, content);
    const before = statSync(file);
    const error = attempt(dir);
    expect(error).toBeInstanceOf(DataDirLockedByOtherHostError);
    expect(error).toBeInstanceOf(DataDirLockedError); // so the server prints it as a plain message
    expect((error as Error).message).toBe(
      `The data folder ${dir} is locked by pid 123 on host other-host. ` +
        `If no server is running there, delete ${file} and start again.`,
    );
    expect(readFileSync(file, "utf8")).toBe(content);
    const after = statSync(file);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(readdirSync(dir)).toEqual([".lock"]);
  });

  // Another starter acting at each point of a takeover: exactly one of the two holds the folder.
  for (const point of ["afterJudging", "afterClaiming", "beforeReplacing"] as const) {
    it(`gives a stale lock to exactly one starter when another one acts ${point}`, () => {
      const dir = staleDir();
      let other: Outcome | undefined;
      const first = attempt(dir, {
        [point]: () => {
          other ??= attempt(dir);
        },
      });
      expect(other).toBeDefined();
      const outcomes = [first, other as Outcome];
      expect(winners(outcomes)).toHaveLength(1);
      const loser = outcomes.find((o) => o instanceof Error);
      expect(loser).toBeInstanceOf(DataDirLockedError);
      expect(readdirSync(dir)).toEqual([".lock"]);
      // The lock on disk is the winner's: its release removes it.
      winners(outcomes)[0]?.release();
      expect(readdirSync(dir)).toEqual([]);
    });
  }

  it("finishes a takeover that a crash interrupted, even twice in a row", () => {
    const dir = staleDir();
    const crash = () => {
      throw new Error("killed");
    };
    expect(attempt(dir, { afterClaiming: crash })).toHaveProperty("message", "killed");
    expect(readdirSync(dir).some((name) => name.startsWith(".lock.takeover-"))).toBe(true);
    expect(attempt(dir, { beforeReplacing: crash })).toHaveProperty("message", "killed");
    // A starter killed before it even got that far leaves its private copy behind.
    writeFileSync(join(dir, ".lock.crashed.new"), JSON.stringify({ pid: DEAD_PID, host: hostname() }));
    const lock = lockDataDir(dir);
    expect(lockFile(dir).pid).toBe(process.pid);
    // The crashed starters' leftovers are tidied away.
    expect(readdirSync(dir)).toEqual([".lock"]);
    lock.release();
  });

  it("lets exactly one of ten processes starting together take over a stale lock", async () => {
    const folders = Array.from({ length: 8 }, staleDir);
    const contenders = Array.from({ length: 10 }, () => startContender(folders));
    try {
      await Promise.all(contenders.map((c) => c.nextLine()));
      for (const c of contenders) c.child.stdin.write("go\n");
      const outcomes = await Promise.all(
        contenders.map(async (c) => JSON.parse(await c.nextLine()) as string[]),
      );
      for (const [i, folder] of folders.entries()) {
        const won = contenders.filter((_, c) => outcomes[c]?.[i] === "won");
        expect(won, folder).toHaveLength(1);
        expect(lockFile(folder).pid).toBe(won[0]?.child.pid);
        for (const [c, outcome] of outcomes.entries()) {
          if (outcome[i] !== "won")
            expect(outcome[i], `contender ${c}`).toMatch(/^lost DataDirLockedError: /);
        }
        expect(readdirSync(folder)).toEqual([".lock"]);
      }
    } finally {
      for (const c of contenders) c.child.stdin.end();
      await Promise.all(contenders.map((c) => c.exited));
    }
  }, 120_000);
});

function startContender(folders: string[]) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ["--import", "tsx", resolve(serverRoot, "test/unit/lock-contender.ts"), ...folders],
    { cwd: serverRoot, stdio: ["pipe", "pipe", "pipe"] },
  );
  let buffered = "";
  let errors = "";
  const waiting: ((line: string) => void)[] = [];
  const lines: string[] = [];
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  child.stdout.on("data", (chunk) => {
    buffered += chunk;
    for (let end = buffered.indexOf("\n"); end !== -1; end = buffered.indexOf("\n")) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const waiter = waiting.shift();
      if (waiter) waiter(line);
      else lines.push(line);
    }
  });
  const exited = new Promise<number | null>((done) => child.once("exit", done));
  return {
    child,
    exited,
    nextLine: () =>
      new Promise<string>((resolveLine, reject) => {
        const line = lines.shift();
        if (line !== undefined) return resolveLine(line);
        waiting.push(resolveLine);
        exited.then((code) => reject(new Error(`contender exited (${code}): ${errors}`)));
      }),
  };
}
