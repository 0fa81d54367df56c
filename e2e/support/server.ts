import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

const repoRoot = resolve(fileURLToPath(import.meta.url), "../../..");
const serverEntry = join(repoRoot, "apps/server/dist/server.js");

/**
 * PGlite's WebAssembly stays on V8's baseline compiler, which costs a server that lives for a file's
 * tests less CPU; the API tests spawn theirs the same way (docs/decisions/034).
 */
const SERVER_NODE_FLAGS = ["--liftoff-only"];

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? done(address.port) : fail(new Error("no port")),
      );
    });
  });
}

export interface E2EServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A database folder the built server made and filled with the demo catalogue (global-setup.ts). */
    demoDatabase: string;
  }
}

/**
 * The production build (`npm run build`), on a fresh embedded database with the demo catalogue: a
 * copy of the one the run prepared, unless `env` names a DATABASE_URL.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<E2EServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "clutch-e2e-"));
  if (!env.DATABASE_URL) cpSync(inject("demoDatabase"), join(dataDir, "db"), { recursive: true });
  try {
    const server = await runBuiltServer(dataDir, env);
    return {
      baseUrl: server.baseUrl,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Whether the process `pid` holds the socket listening on 127.0.0.1:`port`. Another suite's server
 * that took the port answers the health check too, until this one fails to listen. Asked of Linux's
 * /proc; where there is none, taken to be so.
 */
function listensOn(pid: number, port: number): boolean {
  let table: string;
  try {
    table = readFileSync("/proc/net/tcp", "utf8");
  } catch {
    return true;
  }
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const LISTEN = "0A";
  const inode = table
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1] === local && fields[3] === LISTEN)?.[9];
  if (inode === undefined) return false;
  const socket = `socket:[${inode}]`;
  return readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`) === socket;
    } catch {
      return false;
    }
  });
}

/** A port taken between `freePort` and the server's listen (another suite's server got it first). */
class PortTakenError extends Error {}

/**
 * The production build on `dataDir`, answering its health check; `stop` ends it (SIGTERM). A port
 * is free when chosen but may be taken by the time the server listens, by one of the servers the
 * suites beside this one start: then it starts again on another port.
 */
export async function runBuiltServer(dataDir: string, env: Record<string, string> = {}): Promise<E2EServer> {
  if (!existsSync(serverEntry))
    throw new Error(`No server build at ${serverEntry}: run "npm run build" first`);
  for (let attempt = 1; ; attempt++) {
    try {
      return await runBuiltServerOnce(dataDir, env, await freePort());
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

async function runBuiltServerOnce(
  dataDir: string,
  env: Record<string, string>,
  port: number,
): Promise<E2EServer> {
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Production refuses the test checkout unless it is named (a test passes cashfree to override).
      PAYMENT_PROVIDER: "local",
      JWT_SECRET: randomBytes(32).toString("hex"),
      // Production needs an SMTP server; a suite that reads mail passes its capture's, and the others
      // name one that is never there (nothing of theirs is mailed, or a mail waiting is fine).
      SMTP_URL: "smtp://127.0.0.1:9",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    errors += chunk;
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      const message = `the server exited with code ${child.exitCode}`;
      throw errors.includes("EADDRINUSE") ? new PortTakenError(message) : new Error(message);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok && listensOn(child.pid ?? 0, port)) break;
    } catch {
      // still starting (or gone: its exit code says why, above)
    }
    if (Date.now() > deadline) {
      // Not left running (and holding its port and data) when the file gives up on it.
      child.kill("SIGTERM");
      await exited;
      throw new Error("the server did not start within 120 s");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
