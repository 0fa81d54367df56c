import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("error shape", () => {
  it("answers unknown /api paths with 404 in the error shape", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/course"],
      ["GET", "/api/course/abc/def/ghi"],
      ["DELETE", "/api/game"],
    ] as const) {
      const res = await server.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ success: false, message: expect.any(String), code: "NOT_FOUND" });
    }
  });

  it("answers malformed JSON with 400", async () => {
    const res = await server.request("/api/subscription", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": "a@b.c",',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: "The request body is not valid JSON",
      code: "BAD_REQUEST",
    });
  });

  it("answers bodies over 1 MiB with 413", async () => {
    const res = await server.request("/api/subscription", {
      method: "POST",
      json: { email: "a@b.co", padding: "x".repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
  });

  it("answers an unsupported media type with 415", async () => {
    const res = await server.request("/api/subscription", {
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: "email\na@b.co",
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("lists every failing field on a validation error, the first one as the message", async () => {
    const res = await server.request("/api/course?platform=Xbox&limit=0");
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["limit", "platform"]);
    expect(res.body.message).toBe(res.body.errors[0].message);
  });
});

describe("headers", () => {
  it("sends security headers with a CSP that allows our origin and Cashfree.js", async () => {
    const res = await server.request("/api/game");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://sdk.cashfree.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("https://payments.cashfree.com");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("compresses catalogue JSON and serves it with an ETag and a short max-age", async () => {
    const plain = await fetch(`${server.url}/api/course`);
    const plainText = await plain.text();
    const etag = plain.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(plain.headers.get("cache-control")).toBe("public, max-age=30");
    for (const encoding of ["br", "gzip"]) {
      const res = await fetch(`${server.url}/api/course`, { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(await res.text()).toBe(plainText); // fetch decodes it
    }
    const revalidated = await fetch(`${server.url}/api/course`, { headers: { "if-none-match": etag ?? "" } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("serves demo artwork from /media with a content type and nosniff", async () => {
    const game = (await server.request("/api/game?limit=1")).body.data[0];
    const res = await fetch(`${server.url}${game.headerImage}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe("WEBP");
  });

  it("sends document-only policies with what can be a document, not with images", async () => {
    const game = (await server.request("/api/game?limit=1")).body.data[0];
    const image = await fetch(`${server.url}${game.headerImage}`);
    await image.arrayBuffer();
    expect(image.headers.get("content-security-policy")).toBeNull();
    expect(image.headers.get("x-frame-options")).toBeNull();
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    // An SVG opened on its own is a document: it keeps its CSP.
    const svg = await fetch(`${server.url}/media/brand/logo.svg`);
    await svg.arrayBuffer();
    expect(svg.headers.get("content-type")).toContain("image/svg+xml");
    expect(svg.headers.get("content-security-policy")).toContain("default-src 'self'");
  });
});

describe("docs and health", () => {
  it("serves an OpenAPI 3 document of the calls", async () => {
    const res = await server.request("/api/docs");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/course",
      "/api/course/{id}",
      "/api/game",
      "/api/subscription",
      "/api/team-plans",
      "/api/health",
    ]) {
      expect(Object.keys(res.body.paths), path).toContain(path);
    }
    const listParams = res.body.paths["/api/course"].get.parameters.map((p: { name: string }) => p.name);
    expect(listParams).toEqual(
      expect.arrayContaining(["q", "platform", "game", "coach", "flag", "sort", "page", "limit"]),
    );
  });

  it("reports health, and 503 once the database stops answering", async () => {
    expect((await server.request("/api/health")).body).toEqual({ status: "ok", db: "ok" });
    const other = await startTestServer();
    try {
      await other.server.app.database.close();
      const res = await other.request("/api/health");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: "error", db: "error" });
    } finally {
      await other.close();
    }
  });
});
