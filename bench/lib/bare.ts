import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { BareAnswer } from "./bare-server";
import type { RawResponse } from "./http";
import { benchDir, repoRoot } from "./paths";

const READY_TIMEOUT_MS = 30_000;
/** Headers Node's HTTP server writes by itself on every answer; the rest is copied from the API. */
const ADDED_BY_NODE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

export interface BareServer {
  url: string;
  /** Set when the process exited before `stop()` was called. */
  unexpectedExit: () => string | undefined;
  /** SIGTERM, then waits for the exit; safe to call twice. */
  stop: () => Promise<void>;
}

/** The API's answer as the bare server must repeat it: its status, its headers as sent, its body. */
export function bareAnswerOf(path: string, response: RawResponse): BareAnswer {
  const headers: string[] = [];
  for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
    const name = response.rawHeaders[i] ?? "";
    if (!ADDED_BY_NODE.has(name.toLowerCase())) headers.push(name, response.rawHeaders[i + 1] ?? "");
  }
  return { path, status: response.status, headers, body: response.body.toString("base64") };
}

/** The header lines of an answer other than the ones Node adds, for comparing two answers. */
export function comparableHeaders(response: RawResponse): string[] {
  const lines: string[] = [];
  for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
    const name = (response.rawHeaders[i] ?? "").toLowerCase();
    if (!ADDED_BY_NODE.has(name)) lines.push(`${name}: ${response.rawHeaders[i + 1]}`);
  }
  return lines;
}

/** The keep-alive timeout an answer announces (`Keep-Alive: timeout=72`), in ms; Node's 5 s without. */
export function keepAliveTimeoutMsOf(response: RawResponse): number {
  const match = /timeout=(\d+)/.exec(String(response.headers["keep-alive"] ?? ""));
  return match ? Number(match[1]) * 1000 : 5000;
}

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error("the bare server did not start")), READY_TIMEOUT_MS);
    child.once("message", (message: { port?: number }) => {
      clearTimeout(timer);
      if (message.port) resolvePort(message.port);
      else reject(new Error("the bare server reported no port"));
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the bare server exited with code ${code} before listening`));
    });
  });
}

/**
 * Starts bare-server.ts in its own process (so it shares no event loop with the load generator, as
 * the API server does not either) with the given answers; the caller must always `stop()` it.
 */
export async function startBareServer(
  answers: BareAnswer[],
  keepAliveTimeoutMs: number,
): Promise<BareServer> {
  const child = spawn(process.execPath, ["--import", "tsx", resolve(benchDir, "lib/bare-server.ts")], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let unexpected: string | undefined;
  let stopping: Promise<void> | undefined;
  const exited = new Promise<void>((done) =>
    child.once("exit", (code, signal) => {
      if (!stopping) unexpected = signal ? `signal ${signal}` : `exit code ${code}`;
      done();
    }),
  );
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const outcome = await Promise.race([exited, sleep(5000, "timeout" as const, { ref: false })]);
      if (outcome === "timeout") {
        child.kill("SIGKILL");
        await exited;
      }
    })();
    return stopping;
  };
  try {
    const ready = waitForPort(child);
    child.send({ answers, keepAliveTimeoutMs });
    const port = await ready;
    return { url: `http://127.0.0.1:${port}`, unexpectedExit: () => unexpected, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
