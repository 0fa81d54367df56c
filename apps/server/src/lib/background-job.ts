import type { FastifyInstance } from "fastify";

/**
 * Runs `pass` every `seconds` once the server is ready, one pass at a time (the next is timed from
 * the end of the last), and waits for a running pass before the server closes. 0 seconds: never.
 */
export function runEvery(app: FastifyInstance, name: string, seconds: number, pass: () => Promise<unknown>) {
  if (seconds === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;
  const schedule = () => {
    if (closing) return;
    timer = setTimeout(() => {
      running = pass()
        .catch((error: unknown) => app.log.error({ err: error }, `${name}: the pass failed`))
        .finally(schedule);
    }, seconds * 1000);
    timer.unref();
  };
  app.addHook("onReady", async () => schedule());
  app.addHook("preClose", async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}
