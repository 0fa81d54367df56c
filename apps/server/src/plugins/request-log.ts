import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import fp from "fastify-plugin";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace"] as const;
type Level = (typeof LEVELS)[number];
type LevelCheck = { isLevelEnabled?: (level: string) => boolean };
type ChildLoggerFactory = Parameters<FastifyInstance["setChildLoggerFactory"]>[0];

/**
 * A request's logger that becomes a real child logger (with the request id) only when something is
 * logged at an enabled level: Fastify makes one per request, and at `warn` a cached answer logs
 * nothing, so the child (an object and its serialised bindings) would be made for nothing. What is
 * logged, and how, is the same as with the child itself.
 */
const lazyChildLogger: ChildLoggerFactory = (parent, bindings, options) => {
  const enabled = (parent as LevelCheck).isLevelEnabled;
  // A route with its own level or serializers gets its child at once, as does a logger without levels.
  if (!enabled || Object.keys(options ?? {}).length > 0) return parent.child(bindings, options);
  let child: FastifyBaseLogger | undefined;
  const real = () => {
    child ??= parent.child(bindings, options);
    return child;
  };
  const logger: Record<string, unknown> = {
    child: (...args: Parameters<FastifyBaseLogger["child"]>) => real().child(...args),
    silent: () => {},
  };
  Object.defineProperty(logger, "level", {
    get: () => (child ?? parent).level,
    set: (level: string) => {
      real().level = level;
    },
  });
  for (const level of LEVELS) {
    logger[level] = (...args: unknown[]) => {
      // Once made, the child decides (its level may have been changed); before, the parent's level.
      if (!child && !enabled.call(parent, level)) return;
      const target = real() as unknown as Record<Level, (...a: unknown[]) => void>;
      target[level](...args);
    };
  }
  return logger as unknown as FastifyBaseLogger;
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
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/** Request loggers made only when used (`lazyChildLogger`). */
export const requestLogPlugin = fp(
  async (app) => {
    app.setChildLoggerFactory(lazyChildLogger);
  },
  { name: "request-log" },
);
