import { createHash } from "node:crypto";
import { type ApiRouteName, apiRoutes, apiSchemas, SESSION_SCRIPT } from "@clutch/contract";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import { ResponseCache, sendCached } from "../../src/lib/response-cache";
import { startTestServer, type TestServer } from "./harness";
import { authApi, bearer, createVerifiedUser, NEW_PASSWORD, PASSWORD, uniqueEmail } from "./support/accounts";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

let server: TestServer;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const NOT_FOUND = { success: false, message: expect.any(String), code: "NOT_FOUND" };

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
    const res = await fetch(`${server.url}/games`);
    await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://sdk.cashfree.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("https://payments.cashfree.com");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("sends an API answer the short policy an API needs, not the page's", async () => {
    for (const path of ["/api/game", "/api/nope", "/api/docs/json"]) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get("content-security-policy"), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy"), path).toBeNull();
      expect(res.headers.get("x-dns-prefetch-control"), path).toBeNull();
    }
    // The API's own documentation page is a page: it keeps the page's policy.
    const docs = await fetch(`${server.url}/api/docs/ui/`);
    await docs.arrayBuffer();
    expect(docs.headers.get("content-type")).toContain("text/html");
    expect(docs.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("allows one inline script, the session mark, by the hash of its exact text (docs/decisions/015)", async () => {
    const hash = `'sha256-${createHash("sha256").update(SESSION_SCRIPT, "utf8").digest("base64")}'`;
    const game = (await server.request("/api/game?limit=1")).body.data[0];
    for (const path of ["/", "/games", `/product-game/${game._id}`]) {
      const res = await fetch(`${server.url}${path}`);
      const body = await res.text();
      const directives = (res.headers.get("content-security-policy") ?? "").split(";").map((d) => d.trim());
      // That hash and nothing else inline: no 'unsafe-inline', no other hash or nonce.
      expect(
        directives.find((d) => d.startsWith("script-src ")),
        path,
      ).toBe(`script-src 'self' https://sdk.cashfree.com ${hash}`);
      // With a web build, its pages carry exactly that script (the build puts the contract's text in).
      if (res.headers.get("content-type")?.startsWith("text/html")) {
        const inline = [
          ...body.matchAll(
            /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g,
          ),
        ];
        expect(
          inline.map((match) => match[1]),
          path,
        ).toEqual([SESSION_SCRIPT]);
      }
    }
  });

  it("forbids framing the same way twice: X-Frame-Options DENY wherever frame-ancestors is 'none'", async () => {
    const game = (await server.request("/api/game?limit=1")).body.data[0];
    for (const path of [
      "/",
      "/games",
      `/product-game/${game._id}`,
      "/product-game/no-such-game",
      "/api/game",
      "/api/nope",
      "/api/docs/ui/",
      "/media/brand/logo.svg",
    ]) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
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

  it("sends a cached catalogue answer exactly its headers: the API's short set, nothing per request beyond Date", async () => {
    const course = (await server.request("/api/course?limit=1")).body.data[0];
    for (const path of ["/api/course", `/api/course/${course._id}`]) {
      const res = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "identity" } });
      const body = await res.arrayBuffer();
      expect([...res.headers.keys()].sort(), path).toEqual([
        "cache-control",
        "connection",
        "content-length",
        "content-security-policy",
        "content-type",
        "cross-origin-resource-policy",
        "date",
        "etag",
        "keep-alive",
        "referrer-policy",
        "vary",
        "x-content-type-options",
        "x-frame-options",
      ]);
      expect(res.headers.get("content-length"), path).toBe(String(body.byteLength));
      expect(res.headers.get("vary"), path).toBe("Accept-Encoding");
      // The detail is compressed when asked too, by the cache (the routes skip the compress plugin).
      const gzipped = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "gzip" } });
      expect(gzipped.headers.get("content-encoding"), path).toBe("gzip");
      expect(new Uint8Array(await gzipped.arrayBuffer()), path).toEqual(new Uint8Array(body));
    }
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

  it("sends every script the home page starts with compressed at build time, the smallest chunk too", async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    const entry = /<script type="module"[^>]* src="([^"]+)"[^>]* data-app-chunks="([^"]+)"/.exec(home);
    const scripts = entry ? [entry[1], ...(entry[2] ?? "").split(" ")].filter(Boolean) : [];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const path of scripts) {
      const plain = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "identity" } });
      const plainText = await plain.text();
      const res = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "br" } });
      expect(res.headers.get("content-encoding"), path).toBe("br");
      // A length: the build's .br file, not a stream compressed at each request at a lower quality.
      expect(res.headers.get("content-length"), path).toMatch(/^\d+$/);
      expect(Number(res.headers.get("content-length")), path).toBeLessThan(plainText.length);
      expect(await res.text(), path).toBe(plainText);
    }
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

describe("answers with a token or a user are never stored", () => {
  const noStore = (res: { headers: Headers }) => res.headers.get("cache-control");

  it("marks every /api/auth answer no-store, errors included", async () => {
    const api = authApi(server);
    const email = uniqueEmail("cache");
    const registered = await api.register(email);
    expect(registered.status).toBe(200);
    const verified = await api.verify(email, smtp.lastCode(email));
    expect(verified.status).toBe(200);
    const token = verified.body.token as string;
    const answers = {
      register: registered,
      "verify-otp": verified,
      login: await api.login(email),
      "login, wrong password": await api.login(email, "Wrong!pass1"),
      "user-data": await api.userData(token),
      "user-data, no token": await server.request("/api/auth/user-data"),
      "update-additional-info": await api.additionalInfo(token, {
        instrestedInCoaching1v1: true,
        instrestedInCoachingTeam: false,
        gamesIntrestedIn: [],
      }),
      "update-user-details": await api.details(token, formOf({ email, name: "Cache Tester" })),
      "change-password": await api.change(token, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }),
      "forgot-password": await api.forgot(email),
      "unknown auth path": await server.request("/api/auth/nope"),
    };
    expect(answers.login.body.token).toEqual(expect.any(String));
    expect(answers["user-data"].body.user).toBeDefined();
    expect(answers["change-password"].body.token).toEqual(expect.any(String));
    for (const [name, res] of Object.entries(answers)) {
      expect(noStore(res), `${name} (${res.status})`).toBe("no-store");
    }
  });

  it("marks owned content no-store, and leaves the public catalogue cacheable for signed-in users", async () => {
    const { token } = await createVerifiedUser(server, smtp);
    const free = demo.courses.find((c) => c.price === 0 && (c.isApproved ?? true) && !(c.disabled ?? false));
    const owned = await server.request(`/api/course/${demoIds.course(free?.key ?? "")}/user`, {
      headers: bearer(token),
    });
    expect(owned.status).toBe(200);
    expect(noStore(owned)).toMatch(/\bno-store\b/);
    const notOwned = await server.request("/api/guide/no-such-guide/user", { headers: bearer(token) });
    expect(notOwned.status).toBe(404);
    expect(noStore(notOwned)).toBe("no-store");
    // The catalogue is the same for everyone, token or not.
    const list = await server.request("/api/course", { headers: bearer(token) });
    expect(noStore(list)).toBe("public, max-age=30");
  });

  it("never gives the catalogue's public caching (max-age, ETag, 304) to a private answer", async () => {
    const app = Fastify();
    app.decorateRequest("user", null);
    const entry = await new ResponseCache({ ttlMs: 60_000, maxEntries: 10 }).get("k", async () => '{"a":1}');
    const send = { cacheControl: "public, max-age=30" };
    app.get("/api/public", (request, reply) => sendCached(request, reply, entry, send));
    app.get("/api/auth/cached", (request, reply) => sendCached(request, reply, entry, send));
    app.get("/api/signed-in", (request, reply) => {
      request.user = { id: "u1" } as UserRow;
      return sendCached(request, reply, entry, send);
    });
    try {
      const ifNoneMatch = { "if-none-match": entry.etag };
      const pub = await app.inject({ url: "/api/public", headers: ifNoneMatch });
      expect([pub.statusCode, pub.headers["cache-control"], pub.headers.etag]).toEqual([
        304,
        "public, max-age=30",
        entry.etag,
      ]);
      for (const url of ["/api/auth/cached", "/api/signed-in"]) {
        const res = await app.inject({ url, headers: ifNoneMatch });
        expect([res.statusCode, res.headers["cache-control"], res.headers.etag, res.body], url).toEqual([
          200,
          "no-store",
          undefined,
          '{"a":1}',
        ]);
      }
    } finally {
      await app.close();
    }
  });
});

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

describe("over-long ids", () => {
  const ids = [65, 600, 2_000, 12_000].map((length) => "a".repeat(length));
  /** Longer than the router's maxParamLength (500): these match no route at all. */
  const unroutable = ids.filter((id) => id.length > 500);

  it("answer 404 in the API error shape from the catalogue", async () => {
    for (const kind of ["course", "game", "coach", "guide"]) {
      for (const id of ids) {
        const res = await server.request(`/api/${kind}/${id}`);
        expect([res.status, res.body], `${kind} ${id.length}`).toEqual([404, NOT_FOUND]);
      }
    }
    for (const id of ids) {
      const res = await server.request(`/api/subscription-package/game/${id}`);
      expect([res.status, res.body], `packages ${id.length}`).toEqual([404, NOT_FOUND]);
    }
  });

  it("answer 404 from owned content, with a token or without one", async () => {
    const { token } = await createVerifiedUser(server, smtp);
    for (const kind of ["course", "guide"]) {
      for (const id of ids) {
        const res = await server.request(`/api/${kind}/${id}/user`, { headers: bearer(token) });
        expect([res.status, res.body], `${kind} ${id.length} with a token`).toEqual([404, NOT_FOUND]);
      }
      for (const id of unroutable) {
        const res = await server.request(`/api/${kind}/${id}/user`);
        expect([res.status, res.body], `${kind} ${id.length} without a token`).toEqual([404, NOT_FOUND]);
      }
      // An id the router still matches asks for a token first, as for any unknown id.
      expect((await server.request(`/api/${kind}/${"a".repeat(65)}/user`)).status).toBe(401);
    }
  });

  it("answer 404 from the payment calls, GET and POST alike", async () => {
    for (const id of ids) {
      for (const [method, path] of [
        ["GET", `/api/payment/payment-status/${id}`],
        ["GET", `/api/payment/local/${id}`],
        ["POST", `/api/payment/local/${id}/complete`],
      ] as const) {
        const res = await server.request(path, {
          method,
          ...(method === "POST" ? { json: { outcome: "success" } } : {}),
        });
        expect([res.status, res.body], `${method} ${path.slice(0, 30)} ${id.length}`).toEqual([
          404,
          NOT_FOUND,
        ]);
      }
    }
  });

  it("get the not-found page with 404 on product pages", async () => {
    const unknown = await server.request("/product-course/no-such-course");
    expect(unknown.status).toBe(404);
    for (const kind of ["course", "game", "coach", "guide"]) {
      for (const id of ids) {
        const res = await server.request(`/product-${kind}/${id}`);
        expect([res.status, res.headers.get("content-type")], `${kind} ${id.length}`).toEqual([
          404,
          "text/html; charset=utf-8",
        ]);
        expect(res.text).toContain('<div id="root">');
      }
    }
  });

  it("are no files: 404 under /media and /uploads, the app's page elsewhere (never 403)", async () => {
    for (const name of ["a".repeat(300), `x/${"a".repeat(300)}`, "a/".repeat(1_000)]) {
      for (const prefix of ["/media/", "/uploads/"]) {
        const res = await server.request(`${prefix}${name}`);
        expect([res.status, res.body], `${prefix} ${name.length}`).toEqual([404, NOT_FOUND]);
      }
      const page = await server.request(`/${name}`);
      expect([page.status, page.headers.get("content-type")], `/ ${name.length}`).toEqual([
        200,
        "text/html; charset=utf-8",
      ]);
      expect(page.text).toContain('<div id="root">');
    }
  });
});

describe("requests the HTTP parser refuses", () => {
  it("answers headers over 16 KB with 431 in the error shape and closes the connection", async () => {
    const res = await server.request(`/api/health?q=${"x".repeat(100_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get("connection")).toBe("close");
    expect(res.body).toEqual({
      success: false,
      message: "The request's address or headers are too large",
      code: "PAYLOAD_TOO_LARGE",
    });
    expect((await server.request("/api/health")).status).toBe(200);
  });

  it("answers an unreadable multipart form with 400, not 500", async () => {
    const { token, email } = await createVerifiedUser(server, smtp);
    const body = `--X\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--X--\r\n`;
    for (const contentType of ["multipart/form-data", "multipart/form-data; boundary=Y"]) {
      const res = await server.request("/api/auth/update-user-details", {
        method: "PUT",
        body,
        headers: { ...bearer(token), "content-type": contentType },
      });
      expect(res.status, contentType).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: "The profile form could not be read. Please send it again.",
        code: "BAD_REQUEST",
      });
    }
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

  it("lists exactly the contract's API surface, each endpoint with its bearer security and answers", async () => {
    const { paths: documented } = (await server.request("/api/docs")).body as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    const operations = Object.entries(documented).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = Object.values(apiRoutes).map(
      (route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`,
    );
    expect(operations.sort()).toEqual(expected.sort());
    for (const [name, route] of Object.entries(apiRoutes)) {
      const operation = documented[route.path.replace(/:(\w+)/g, "{$1}")]?.[route.method.toLowerCase()];
      expect(Boolean(operation?.security?.length), name).toBe(Boolean(route.auth));
      const statuses = Object.keys(apiSchemas[name as ApiRouteName].responses);
      expect(Object.keys(operation?.responses ?? {}).sort(), name).toEqual(statuses.sort());
    }
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
