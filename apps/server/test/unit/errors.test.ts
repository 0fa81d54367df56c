import { messages } from "@clutch/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorsPlugin } from "../../src/plugins/errors";

/** A database error as the query builder throws it: its own error, the driver's as its cause. */
function databaseError(sqlState: string) {
  const driverError = Object.assign(new Error("driver detail that must not leak"), { code: sqlState });
  return new Error("Failed query: insert into …", { cause: driverError });
}

describe("the error handler", () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get("/fail/:state", async (request) => {
      throw databaseError((request.params as { state: string }).state);
    });
    base = await app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => app.close());

  it.each([
    ["40P01", "a deadlock"],
    ["40001", "a serialization failure"],
    ["55P03", "a lock not available"],
  ])(
    "answers %s (%s) with 503 SERVICE_UNAVAILABLE and Retry-After, nothing of the driver's",
    async (state) => {
      const response = await fetch(`${base}/fail/${state}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("1");
      expect(await response.json()).toEqual({
        success: false,
        code: "SERVICE_UNAVAILABLE",
        message: messages.general.unavailable,
      });
    },
  );

  it("answers any other database failure with 500 INTERNAL_ERROR and no Retry-After", async () => {
    const response = await fetch(`${base}/fail/23503`);
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.json()).toEqual({
      success: false,
      code: "INTERNAL_ERROR",
      message: messages.general.internal,
    });
  });
});
