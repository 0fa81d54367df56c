import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import fp from "fastify-plugin";

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type LevelCheck = { isLevelEnabled?: (level: string) => boolean };
type ChildLoggerFactory = Parameters<FastifyInstance["setChildLoggerFactory"]>[0];

/**
 * A request's logger that becomes a real child logger (with the request id) only when something is
 * logged at an enabled level: Fastify makes one per request, and at `warn` a cached answer logs
 * nothing, so the child (an object and its serialised bindings) would be made for nothing. What is
 * logged, and how, is the same as with the child itself. One object per request, methods on the
 * prototype.
 */
class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & Required<LevelCheck>,
    private readonly bindings: Record<string, unknown>,
  ) {}

  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  /** Once made, the child decides (its level may have been changed); before, the parent's level. */
  isLevelEnabled(level: Level): boolean {
    const made = this.made as (FastifyBaseLogger & LevelCheck) | undefined;
    return made ? (made.isLevelEnabled?.(level) ?? true) : this.parent.isLevelEnabled(level);
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    (this.real() as unknown as Record<Level, (...a: unknown[]) => void>)[level](...args);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  child(...args: Parameters<FastifyBaseLogger["child"]>): FastifyBaseLogger {
    return this.real().child(...args);
  }
  silent(): void {}
  fatal(...args: unknown[]): void {
    this.write("fatal", args);
  }
  error(...args: unknown[]): void {
    this.write("error", args);
  }
  warn(...args: unknown[]): void {
    this.write("warn", args);
  }
  info(...args: unknown[]): void {
    this.write("info", args);
  }
  debug(...args: unknown[]): void {
    this.write("debug", args);
  }
  trace(...args: unknown[]): void {
    this.write("trace", args);
  }
}

/** Fastify's child logger factory, lazily (`LazyChildLogger`); a route with its own level or serializers gets its child at once. */
const lazyChildLogger: ChildLoggerFactory = (parent, bindings, options) => {
  const levels = parent as FastifyBaseLogger & LevelCheck;
  if (!levels.isLevelEnabled || Object.keys(options ?? {}).length > 0) return parent.child(bindings, options);
  return new LazyChildLogger(
    levels as FastifyBaseLogger & Required<LevelCheck>,
    bindings,
  ) as unknown as FastifyBaseLogger;
};

/**
 * Fastify's request logging with one line per answered request instead of two: the arrival line
 * ("incoming request") is dropped and the completion line carries the request (method, URL, host,
 * client) beside the status and the time taken. A response that failed still logs "request
 * errored" at `error`; every other line of Fastify's (errors, stream errors, 404s) is unchanged.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    // Nothing to build when the line would not be written (at `warn`, a request that went well).
    if (!error && !logsEveryAnswer(reply.log)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/** Whether `log` writes the request log's line for a request that went well (its level is `info` or below). */
export function logsEveryAnswer(log: FastifyBaseLogger): boolean {
  return (log as FastifyBaseLogger & LevelCheck).isLevelEnabled?.("info") ?? true;
}

/** Request loggers made only when used (`lazyChildLogger`). */
export const requestLogPlugin = fp(
  async (app) => {
    app.setChildLoggerFactory(lazyChildLogger);
  },
  { name: "request-log" },
);
