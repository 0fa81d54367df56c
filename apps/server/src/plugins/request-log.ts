import fp from "fastify-plugin";

/**
 * One log line per answered request, at `info`: the request (method, URL, host, client), the
 * status and the time taken. Fastify's own request logging (off: `disableRequestLogging`) writes
 * two, one on arrival and one on completion. At a level that leaves `info` out (`LOG_LEVEL=warn`),
 * no hook is added at all, so a request costs nothing for logging. Failures are logged where they
 * are handled (the error handler), at every level from `error` up.
 */
export const requestLogPlugin = fp(
  async (app) => {
    const logger = app.log as { isLevelEnabled?: (level: string) => boolean };
    if (logger.isLevelEnabled && !logger.isLevelEnabled("info")) return;
    app.addHook("onResponse", (request, reply, done) => {
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
      done();
    });
  },
  { name: "request-log" },
);
