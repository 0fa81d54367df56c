import type { FastifyBaseLogger, FastifyInstance } from "fastify";
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
export const lazyChildLogger: ChildLoggerFactory = (parent, bindings, options) => {
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
 * One log line per answered request, at `info`: the request (method, URL, host, client), the
 * status and the time taken. Fastify's own request logging (off: `disableRequestLogging`) writes
 * two, one on arrival and one on completion. At a level that leaves `info` out (`LOG_LEVEL=warn`),
 * no hook is added at all, so a request costs nothing for logging. Failures are logged where they
 * are handled (the error handler), at every level from `error` up.
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.setChildLoggerFactory(lazyChildLogger);
    const logger = app.log as LevelCheck;
    if (logger.isLevelEnabled && !logger.isLevelEnabled("info")) return;
    app.addHook("onResponse", (request, reply, done) => {
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
      done();
    });
  },
  { name: "request-log" },
);
