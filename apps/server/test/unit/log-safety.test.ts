import { ADMIN_SESSION_HEADER } from "@clutch/contract";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions, redactText, redactUrl } from "../../src/lib/log-safety";
import { OneLineRequestLog } from "../../src/plugins/request-log";

describe("log safety", () => {
  it("redacts invitation tokens, signed media queries and secret-named parameters in URLs", () => {
    expect(redactUrl("/coach-invitation/abc_DEF-123")).toBe("/coach-invitation/[redacted]");
    expect(redactUrl("/api/coach-invitations/abc_DEF-123/accept?x=1")).toBe(
      "/api/coach-invitations/[redacted]/accept?x=1",
    );
    expect(redactUrl("/API/Coach-Invitations/tok")).toBe("/API/Coach-Invitations/[redacted]");
    expect(redactUrl("/media/private/v.mp4?exp=1700000000&sig=s1gn4ture")).toBe(
      "/media/private/v.mp4?[redacted]",
    );
    expect(redactUrl("//media/private/v.mp4?sig=s")).toBe("//media/private/v.mp4?[redacted]");
    expect(redactUrl("/api/thing?page=2&sig=abc&token=t&code=123456")).toBe(
      "/api/thing?page=2&sig=[redacted]&token=[redacted]&code=[redacted]",
    );
    expect(redactUrl("/api/course?limit=10")).toBe("/api/course?limit=10");
    expect(redactText("GET /api/coach-invitations/tok/accept failed at ?sig=abc")).toBe(
      "GET /api/coach-invitations/[redacted]/accept failed at ?sig=[redacted]",
    );
  });

  it("logs no credential header, no body and no redacted secret through the server's logger options", async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions("trace", { write: (line) => lines.push(line) }),
      logController: new OneLineRequestLog(),
    });
    app.post("/api/coach-invitations/:token/accept", async (request) => {
      request.log.info({ headers: request.headers }, "headers seen");
      throw new Error(`could not accept ${request.url}`);
    });
    await app.inject({
      method: "POST",
      url: "/api/coach-invitations/inv1tat10nt0ken/accept?sig=s1gn4ture",
      headers: {
        authorization: "Bearer b3arer.t0ken.x",
        [ADMIN_SESSION_HEADER]: "c0ns0le-sess10n",
        cookie: "clutch_signup=c00kie",
        "content-type": "application/json",
      },
      payload: '{"Userotp":"654321"}',
    });
    await app.inject({
      method: "POST",
      url: "/api/coach-invitations/inv1tat10nt0ken/accept",
      headers: { "content-type": "application/json" },
      payload: '{"Userotp":"654321"',
    });
    await app.close();
    const all = lines.join("\n");
    expect(all).toContain("[redacted]");
    for (const secret of ["inv1tat10nt0ken", "s1gn4ture", "b3arer", "c0ns0le-sess10n", "c00kie", "654321"]) {
      expect(all).not.toContain(secret);
    }
  });
});
