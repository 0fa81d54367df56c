import { connect } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { HotAnswers } from "../../src/lib/hot-answers";
import { ResponseCache, sendCachedWhenReady } from "../../src/lib/response-cache";

const BODY = JSON.stringify({ success: true, data: { name: "x".repeat(3000) } });

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A small app like the real one: a shared onSend hook, and a route answering from a ResponseCache. */
async function start(options: { logsEveryAnswer?: boolean; ttlMs?: number } = {}) {
  const hot = new HotAnswers();
  const cache = new ResponseCache({ ttlMs: options.ttlMs ?? 60_000, maxEntries: 10 });
  let builds = 0;
  const server = Fastify({ serverFactory: hot.serverFactory, keepAliveTimeout: 4321 });
  server.addHook("onSend", (_request, reply, payload, done) => {
    reply.header("x-frame-options", "DENY");
    done(null, payload);
  });
  server.get("/answer", { onSend: hot.remember }, (request, reply) =>
    sendCachedWhenReady(
      request,
      reply,
      cache.get("answer", async () => {
        builds++;
        return BODY;
      }),
      { cacheControl: "public, max-age=30" },
    ),
  );
  await server.listen({ port: 0, host: "127.0.0.1" });
  hot.start({ logsEveryAnswer: options.logsEveryAnswer ?? false });
  app = server;
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { hot, cache, port, builds: () => builds };
}

/** The whole response as it came off the socket, its Date line blanked. */
function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const lines = Object.entries({ host: "localhost", connection: "close", ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.on("connect", () => socket.write(`${method} ${path} HTTP/1.1\r\n${lines}\r\n`));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () =>
      resolve(
        Buffer.concat(chunks)
          .toString("latin1")
          .replace(/^Date: .*$/m, "Date: -"),
      ),
    );
    socket.on("error", reject);
  });
}

describe("HotAnswers", () => {
  it("repeats the framework's answer byte for byte, in each encoding, without the framework", async () => {
    const { hot, port } = await start();
    for (const [accepted, encoding] of [
      [undefined, undefined],
      ["br", "br"],
      ["gzip, deflate", "gzip"],
    ] as const) {
      const headers: Record<string, string> = accepted ? { "accept-encoding": accepted } : {};
      const sentBefore = hot.sent;
      const first = await rawGet(port, "/answer", headers);
      const second = await rawGet(port, "/answer", headers);
      expect(hot.sent - sentBefore, String(accepted)).toBe(1);
      expect(second).toBe(first);
      expect(first).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(first).toContain("x-frame-options: DENY\r\n");
      if (encoding)
        expect(first).toContain(
          `content-encoding: ${encoding.slice(0, encoding.indexOf(",") >>> 0 || undefined)}`,
        );
    }
  });

  it("hands conditional requests, HEAD and other URLs to the framework", async () => {
    const { hot, port } = await start();
    const first = await rawGet(port, "/answer");
    const etag = /etag: (.*)\r\n/.exec(first)?.[1] ?? "";
    expect(await rawGet(port, "/answer", { "if-none-match": etag })).toMatch(/^HTTP\/1\.1 304/);
    expect(await rawGet(port, "/answer", {}, "HEAD")).toMatch(/^HTTP\/1\.1 200/);
    expect(await rawGet(port, "/answer?x=1")).toMatch(/^HTTP\/1\.1 200/);
    expect(await rawGet(port, "/nothing")).toMatch(/^HTTP\/1\.1 404/);
    expect(hot.sent).toBe(0);
  });

  it("never sends an entry the cache has dropped or that has expired", async () => {
    const cleared = await start();
    await rawGet(cleared.port, "/answer");
    cleared.cache.clear();
    await rawGet(cleared.port, "/answer");
    expect(cleared.builds()).toBe(2);
    expect(cleared.hot.sent).toBe(0);
    await app?.close();

    const expiring = await start({ ttlMs: 20 });
    await rawGet(expiring.port, "/answer");
    await new Promise((resolve) => setTimeout(resolve, 40));
    await rawGet(expiring.port, "/answer");
    expect(expiring.builds()).toBe(2);
    expect(expiring.hot.sent).toBe(0);
  });

  it("stays off while every answer is logged, and from the moment the app closes", async () => {
    const logged = await start({ logsEveryAnswer: true });
    await rawGet(logged.port, "/answer");
    await rawGet(logged.port, "/answer");
    expect(logged.hot.sent).toBe(0);
    await app?.close();

    const closing = await start();
    await rawGet(closing.port, "/answer");
    closing.hot.stop();
    expect(await rawGet(closing.port, "/answer")).toMatch(/^HTTP\/1\.1 200/);
    expect(closing.hot.sent).toBe(0);
  });

  it("gives its server Fastify's settings", async () => {
    await start();
    expect(app?.server.keepAliveTimeout).toBe(4321);
  });
});
