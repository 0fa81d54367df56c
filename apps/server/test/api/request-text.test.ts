import { Agent, request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestResponse, type TestServer } from "./harness";
import { authApi, bearer, createVerifiedUser, uniqueEmail } from "./support/accounts";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

let smtp: SmtpCapture;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const expectInvalidText = (res: TestResponse) => {
  expect(res.status, res.text).toBe(400);
  expect(res.body).toMatchObject({
    success: false,
    message: "The request contains text that cannot be stored (a NUL character or invalid UTF-8).",
    code: "INVALID_TEXT",
  });
};

describe("text PostgreSQL cannot store", () => {
  it("is a 400 in a path or a query, never a 500", async () => {
    for (const path of [
      "/api/course/%00",
      "/api/coach/a%00b",
      "/api/course/%00/user",
      "/api/course?q=%00",
      "/api/guide?q=abc%00",
      "/api/course?q=%C3%28",
      "/api/game?q=%FF",
      "/api/subscription-package/game/%00",
      "/api/unsubscribe?email=a%00@example.com",
    ]) {
      expectInvalidText(await server.request(path));
    }
  });

  it("is a 400 in a JSON body, as a value, deep in an array, or as a key", async () => {
    const { token } = await createVerifiedUser(server, smtp);
    const games = (await server.request("/api/game?limit=1")).body.data;
    const prefs = await server.request("/api/auth/update-additional-info", {
      method: "PUT",
      headers: bearer(token),
      json: {
        instrestedInCoaching1v1: true,
        instrestedInCoachingTeam: false,
        gamesIntrestedIn: [games[0]._id, "a\u0000b"],
      },
    });
    expectInvalidText(prefs);
    expect(prefs.body.errors).toEqual([{ path: "gamesIntrestedIn.1", message: expect.any(String) }]);
    expect((await authApi(server).userData(token)).body.additionalInfo).toBe(false);

    expectInvalidText(
      await server.request("/api/auth/register", {
        method: "POST",
        json: { email: "nul@example.com", password: "Str0ng!pa\u0000ss" },
      }),
    );
    expectInvalidText(
      await server.request("/api/subscription", {
        method: "POST",
        json: { email: "x@example.com", "k\u0000": 1 },
      }),
    );
    // Numbers before it in an array are passed over; the path still counts them.
    const deep = await server.request("/api/subscription", {
      method: "POST",
      json: { email: "x@example.com", list: [1, 2, { k: ["ok", "a\u0000"] }] },
    });
    expectInvalidText(deep);
    expect(deep.body.errors).toEqual([{ path: "list.2.k.1", message: expect.any(String) }]);
    // A lone surrogate (what broken UTF-8 becomes) is refused the same way.
    expectInvalidText(
      await server.request("/api/subscription", {
        method: "POST",
        body: '{"email":"a\\ud800@example.com"}',
        headers: { "content-type": "application/json" },
      }),
    );
  });

  it("is a 400 in a multipart field, and the profile is unchanged", async () => {
    const { token, email } = await createVerifiedUser(server, smtp);
    const form = new FormData();
    form.set("email", email);
    form.set("name", "Ada\u0000Lovelace");
    const res = await authApi(server).details(token, form);
    expectInvalidText(res);
    expect(res.body.errors).toEqual([{ path: "name", message: expect.any(String) }]);
    expect((await authApi(server).userData(token)).body.user.name).toBe("");
  });

  it("is a 400 as invalid UTF-8 bytes in a JSON body, and nothing is stored", async () => {
    const email = uniqueEmail("bytes");
    // 0xC3 0x28: a two-byte sequence cut short; 0xFF never occurs in UTF-8.
    for (const bad of [Buffer.from([0xc3, 0x28]), Buffer.from([0xff])]) {
      const body = Buffer.concat([
        Buffer.from(`{"email":"${email}","password":"Str0ng!pa`),
        bad,
        Buffer.from('ss"}'),
      ]);
      expectInvalidText(
        await server.request("/api/auth/register", {
          method: "POST",
          body,
          headers: { "content-type": "application/json; charset=utf-8" },
        }),
      );
    }
    // Nothing started: no code mail, and the address's budget is whole.
    expect(smtp.mailsTo(email)).toHaveLength(0);
    // Valid UTF-8 beyond ASCII (and a byte-order mark) still parses as before.
    const fine = await server.request("/api/auth/register", {
      method: "POST",
      body: Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(JSON.stringify({ email, password: "Str0ng!pässwörd€" })),
      ]),
      headers: { "content-type": "application/json" },
    });
    expect(fine.status, fine.text).toBe(200);
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it("leaves the rest of JSON parsing as it was: bad JSON 400, empty 400, __proto__ 400, over 1 MiB 413", async () => {
    const post = (body: string | Buffer) =>
      server.request("/api/subscription", {
        method: "POST",
        body,
        headers: { "content-type": "application/json" },
      });
    const badJson = { success: false, message: "The request body is not valid JSON", code: "BAD_REQUEST" };
    expect((await post('{"email": "a@b.c",')).body).toEqual(badJson);
    expect((await post("")).body).toEqual(badJson);
    const poisoned = await post('{"email":"a@b.co","__proto__":{"admin":true}}');
    expect(poisoned.status).toBe(400);
    expect(poisoned.body).toMatchObject({ success: false, code: "BAD_REQUEST" });
    const large = await post(JSON.stringify({ email: "a@b.co", padding: "é".repeat(600 * 1024) }));
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
  });

  it("is a 400 as invalid UTF-8 bytes in a multipart field, and the profile is unchanged", async () => {
    const { token, email } = await createVerifiedUser(server, smtp);
    const boundary = "----clutch-test-boundary";
    const field = (name: string, value: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        value,
        Buffer.from("\r\n"),
      ]);
    const form = (name: Buffer) =>
      Buffer.concat([
        field("email", Buffer.from(email)),
        field("name", name),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
    const send = (body: Buffer) =>
      server.request("/api/auth/update-user-details", {
        method: "PUT",
        body,
        headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
      });
    const res = await send(form(Buffer.from([0x41, 0x64, 0x61, 0xc3, 0x28])));
    expectInvalidText(res);
    expect(res.body.errors).toEqual([{ path: "name", message: expect.any(String) }]);
    expect((await authApi(server).userData(token)).body.user.name).toBe("");
    // The same form with valid UTF-8 is saved, accents and all.
    const saved = await send(form(Buffer.from("Adà Lövelace", "utf8")));
    expect(saved.status, saved.text).toBe(200);
    expect((await authApi(server).userData(token)).body.user.name).toBe("Adà Lövelace");
  });

  it("refuses a bad field early in a large form without stalling the connection's next request", async () => {
    const { token, email } = await createVerifiedUser(server, smtp);
    const boundary = "----clutch-keep-alive";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\u0000B\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(512 * 1024, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    // One kept-alive socket for both requests: what the first leaves unread would swallow the second.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, headers: Record<string, string>, payload?: Buffer) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(new URL(path, server.url), { method, headers, agent }, (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.setTimeout(5_000, () => req.destroy(new Error(`${method} ${path}: no answer in 5 s`)));
        req.on("error", reject);
        req.end(payload);
      });
    try {
      const refused = await send(
        "PUT",
        "/api/auth/update-user-details",
        {
          ...bearer(token),
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(body.length),
        },
        body,
      );
      expect(refused.status, refused.text).toBe(400);
      expect(JSON.parse(refused.text)).toMatchObject({ code: "INVALID_TEXT" });
      const next = await send("GET", "/api/health", {});
      expect(next.status, next.text).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("in a page path is a 404 (the not-found page once the web app is built), not an error", async () => {
    for (const path of ["/product-course/%00", "/product-guide/%C3%28", "/profile%00"]) {
      const res = await server.request(path);
      expect(res.status, path).toBe(404);
    }
    expect((await server.request("/api/health")).status).toBe(200);
  });
});
