import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { inject } from "vitest";
import { serverRoot } from "../../src/paths";
import { SPAWNED_SERVER_NODE_FLAGS } from "./node-flags";

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The server's entry point bundled from the sources under test (global-setup.ts). */
    serverBundle: string;
  }
}

/** The environment a server process of the tests runs with: quiet, on loopback, on `port`. */
export function serverProcessEnv(env: Record<string, string>, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    ...env,
  };
}

/** The server as its own OS process (so it can be killed for real). */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, [...SPAWNED_SERVER_NODE_FLAGS, inject("serverBundle")], {
    cwd: serverRoot,
    env: serverProcessEnv(env, port),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  return { child, port, output: () => output, exited };
}

export async function waitForHealth(port: number, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on port ${port} did not become healthy in ${timeoutMs} ms`);
}
