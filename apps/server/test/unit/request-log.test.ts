import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { OneLineRequestLog, requestLogPlugin } from "../../src/plugins/request-log";

async function logsOf(level: string, withFailure = false) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new OneLineRequestLog() });
  await app.register(requestLogPlugin);
  app.get("/hello", async () => ({ ok: true }));
  app.get("/fails", async (request) => {
    request.log.info("on the way");
    request.log.error({ detail: 1 }, "went wrong");
    return { ok: false };
  });
  await app.inject({ method: "GET", url: "/hello?x=1" });
  await app.inject({ method: "GET", url: "/nope" });
  if (withFailure) await app.inject({ method: "GET", url: "/fails" });
  await app.close();
  return lines;
}

describe("request log", () => {
  it("writes one line per answered request at info (not two): method, URL, status and time", async () => {
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

  it("logs what a request logs at an enabled level with its request id, as its own child logger would", async () => {
    const lines = await logsOf("warn", true);
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, reqId: expect.any(String), detail: 1, msg: "went wrong" }),
    ]);
    const all = await logsOf("info", true);
    const ids = new Set(
      all.filter((line) => line.level !== 30 || line.msg === "on the way").map((l) => l.reqId),
    );
    expect(all.map((line) => line.msg)).toEqual([
      "request completed",
      "Route GET:/nope not found",
      "request completed",
      "on the way",
      "went wrong",
      "request completed",
    ]);
    expect(ids.size).toBe(1);
  });
});
