import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { withCleanup } from "./cleanup";
import { get } from "./http";
import { type MailSink, startMailSink } from "./mail-sink";
import { adminEntry, repoRoot, serverEntry } from "./paths";

const READY_TIMEOUT_MS = 90_000;
/** The server forces its own exit after 15 s; past this we stop asking. */
const STOP_TIMEOUT_MS = 20_000;
/** pino's numeric level for "warn". */
const PINO_WARN = 40;

export interface ServerLogLine {
  level: number | undefined;
  text: string;
}

export interface BenchServer {
  url: string;
  /** Every line the server printed (it runs with LOG_LEVEL=warn, so normally none). */
  log: ServerLogLine[];
  /** Set when the process exited before `stop()` was called, e.g. "exit code 0" or "signal SIGKILL". */
  unexpectedExit: () => string | undefined;
  /** SIGTERM, then waits for the exit; safe to call twice. Resolves to the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL, as a crash would, and waits for the exit. */
  kill: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function parseLevel(text: string): number | undefined {
  try {
    const level: unknown = JSON.parse(text).level;
    return typeof level === "number" ? level : undefined;
  } catch {
    return undefined;
  }
}

/** Echoes the child's output, prefixed, and keeps it for the report. */
function collectLog(child: ChildProcess, label: string): ServerLogLine[] {
  const log: ServerLogLine[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on("line", (text) => {
      log.push({ level: parseLevel(text), text });
      console.error(`  [server:${label}] ${text}`);
    });
  }
  return log;
}

export function isWarningOrWorse(line: ServerLogLine): boolean {
  return line.level === undefined || line.level >= PINO_WARN;
}

async function waitUntilHealthy(url: string, exited: Promise<unknown>): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error("the server exited before it became healthy (see its log above)");
    const status = await get(`${url}/api/health`, 2000).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`GET ${url}/api/health was not 200 within ${READY_TIMEOUT_MS / 1000} s`);
}

/** The environment the bench runs the production build in, `env` laid over it. */
function productionEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    // Production refuses the test checkout unless it is named (the chaos run passes cashfree).
    PAYMENT_PROVIDER: "local",
    JWT_SECRET: randomBytes(48).toString("base64url"),
    LOG_LEVEL: "warn",
    ...env,
  };
}

/**
 * Starts the production build as a child process on a free port. `env` is laid over the current
 * environment; the caller must always `stop()` it, which this function also does if start-up fails.
 */
export async function startServer(
  label: string,
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<BenchServer> {
  const port = options.port ?? (await freePort());
  // Production needs SMTP_URL: without one given, mails go to a local sink that keeps them in
  // DATA_DIR/outbox, where the bench reads codes.
  const sink: MailSink | undefined =
    env.SMTP_URL || !env.DATA_DIR ? undefined : await startMailSink(join(env.DATA_DIR, "outbox"));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: productionEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(sink ? { SMTP_URL: sink.url } : {}),
      ...env,
    }),
  });
  child.once("exit", () => void sink?.close());
  let unexpected: string | undefined;
  let stopping: Promise<number | null> | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      if (!stopping) unexpected = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve(code);
    }),
  );
  const log = collectLog(child, label);
  const stop = () => {
    stopping ??= stopChild(child, exited);
    return stopping;
  };
  const kill = async () => {
    stopping ??= exited;
    child.kill("SIGKILL");
    await exited;
  };
  const server = { url: `http://127.0.0.1:${port}`, log, unexpectedExit: () => unexpected, stop, kill };
  try {
    await waitUntilHealthy(server.url, exited);
    return server;
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<number | null> {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  const timeout = sleep(STOP_TIMEOUT_MS, "timeout" as const, { ref: false });
  const outcome = await Promise.race([exited, timeout]);
  if (outcome !== "timeout") return outcome;
  console.error(`  !! the server did not exit ${STOP_TIMEOUT_MS / 1000} s after SIGTERM; sending SIGKILL`);
  child.kill("SIGKILL");
  return exited;
}

/**
 * `npm run admin -- ARGS` from the build, on the database `env` names (with the embedded database,
 * only while no server has it open). Resolves to what it printed.
 */
export async function runAdminCommand(args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [adminEntry, ...args], {
    cwd: repoRoot,
    env: productionEnv(env),
  });
  return stdout;
}

/** A server's environment on PGlite with the demo catalogue: its DATA_DIR and a JWT secret of its own. */
export interface DemoData {
  dataDir: string;
  env: Record<string, string>;
}

/** `body` with a fresh temporary DATA_DIR for a demo-catalogue server, removed afterwards (also on Ctrl-C). */
export async function withDemoData<T>(label: string, body: (data: DemoData) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), `clutch-bench-${label}-`));
  const env = {
    DATA_DIR: dataDir,
    SEED: "demo",
    DATABASE_URL: "",
    JWT_SECRET: randomBytes(48).toString("base64url"),
  };
  return withCleanup(
    () => rm(dataDir, { recursive: true, force: true }),
    () => body({ dataDir, env }),
  );
}

/** A server (`startServer`) on `env` for `body`, stopped afterwards (also on Ctrl-C). */
export async function withServer<T>(
  label: string,
  env: Record<string, string>,
  body: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(label, env);
  return withCleanup(
    () => server.stop(),
    () => body(server),
  );
}
