import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { requestLogPlugin } from "../../src/plugins/request-log";

async function logsOf(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream }, disableRequestLogging: true });
  await app.register(requestLogPlugin);
  app.get("/hello", async () => ({ ok: true }));
  await app.inject({ method: "GET", url: "/hello?x=1" });
  await app.inject({ method: "GET", url: "/nope" });
  await app.close();
  return lines;
}

describe("request log", () => {
  it("writes one line per request at info: method, URL, status and time", async () => {
    const lines = (await logsOf("info")).filter((line) => line.msg === "request completed");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      req: { method: "GET", url: "/hello?x=1" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines[1]).toMatchObject({ req: { url: "/nope" }, res: { statusCode: 404 } });
  });

  it("writes nothing for ordinary requests at warn", async () => {
    expect(await logsOf("warn")).toEqual([]);
  });
});
