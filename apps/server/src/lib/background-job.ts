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

/**
 * Runs `pass` once the server is ready and again after each call of the answered `request`, one
 * pass at a time: requests made during a pass make one more pass after it. `pass` is told when the
 * server is closing (it should stop early); a running pass is waited for before the server closes.
 */
export function runOnRequest(
  app: FastifyInstance,
  name: string,
  pass: (closing: () => boolean) => Promise<unknown>,
): () => void {
  let running: Promise<unknown> | undefined;
  let wanted = false;
  let ready = false;
  let closing = false;
  const isClosing = () => closing;
  const start = () => {
    wanted = false;
    running = pass(isClosing)
      .catch((error: unknown) => app.log.error({ err: error }, `${name}: the pass failed`))
      .finally(() => {
        running = undefined;
        if (wanted && !closing) start();
      });
  };
  const request = () => {
    wanted = true;
    if (ready && !closing && !running) start();
  };
  app.addHook("onReady", async () => {
    ready = true;
    request();
  });
  app.addHook("preClose", async () => {
    closing = true;
    await running;
  });
  return request;
}
