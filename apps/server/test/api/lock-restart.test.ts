import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import { serverRoot } from "../../src/paths";
import { dbKind } from "./harness";
import { SPAWNED_SERVER_NODE_FLAGS } from "./node-flags";
import { freePort, type ServerProcess, serverProcessEnv, spawnServer, waitForHealth } from "./process";

/** The one-letter state of a process in /proc/<pid>/stat ("Z": ended, not yet reaped), or undefined. */
function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
  } catch {
    return undefined;
  }
}

async function until(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

/**
 * The server under a parent that never reaps its children (a shell that starts it in the
 * background, then becomes `sleep`): once killed, it stays a zombie for as long as that parent
 * lives, the way it does under a supervisor that has not waited for it yet.
 */
function spawnUnreapedServer(env: Record<string, string>, port: number) {
  const parent = spawn(
    "sh",
    [
      "-c",
      `"${process.execPath}" ${SPAWNED_SERVER_NODE_FLAGS.join(" ")} "${inject("serverBundle")}" & echo "$!"; exec sleep 600`,
    ],
    {
      cwd: serverRoot,
      env: serverProcessEnv(env, port),
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const pid = new Promise<number>((resolvePid, reject) => {
    parent.stdout?.once("data", (chunk) => resolvePid(Number.parseInt(String(chunk), 10)));
    parent.once("exit", () => reject(new Error("the server's parent exited")));
  });
  return { parent, pid };
}

/** Whether the server came up or exited, whichever happens first. */
async function healthyOrExited(server: ServerProcess): Promise<"healthy" | "exited"> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) return "exited";
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/api/health`)).ok) return "healthy";
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on port ${server.port} neither came up nor exited`);
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const stop = (child: ChildProcess) => async () => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGKILL");
  await exited;
};

// The data folder lock exists with the embedded database only.
describe.runIf(dbKind() === "pglite" && existsSync("/proc/self/stat"))(
  "a restart right after a crash",
  () => {
    it("is not refused while the killed server is still an unreaped zombie", async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "clutch-restart-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const env = { DATA_DIR: dataDir, SEED: "none" };

      const firstPort = await freePort();
      const first = spawnUnreapedServer(env, firstPort);
      cleanups.push(stop(first.parent));
      const crashed = await first.pid;
      cleanups.push(() => {
        if (processState(crashed) !== "Z") process.kill(crashed, "SIGKILL");
      });
      await waitForHealth(firstPort);
      // Until the shell has become `sleep` it may still reap the server itself.
      const parentProgram = () => readFileSync(`/proc/${first.parent.pid}/comm`, "utf8").trim();
      await until(() => parentProgram() === "sleep", "the server's parent to become sleep");

      process.kill(crashed, "SIGKILL");
      const killedAt = Date.now();
      // The kernel tears a killed process down first (its memory, its files): seconds on a loaded machine.
      await until(() => processState(crashed) === "Z", "the killed server to become a zombie", 5_000);
      const restart = spawnServer(env, await freePort());
      const restartedWithinMs = Date.now() - killedAt;
      cleanups.push(stop(restart.child));

      expect(await healthyOrExited(restart), restart.output()).toBe("healthy");
      // Started while the old server was surely still a zombie (the check below proves it was);
      // the bound only keeps the test honest about "right after", with room for a loaded machine.
      expect(restartedWithinMs).toBeLessThan(6_000);
      // Still unreaped once the new server runs: it started while the lock named a zombie.
      expect(processState(crashed)).toBe("Z");
    }, 120_000);
  },
);
