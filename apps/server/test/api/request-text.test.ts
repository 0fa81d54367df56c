import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestResponse, type TestServer } from "./harness";
import { authApi, bearer, createVerifiedUser } from "./support/accounts";
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

  it("in a page path is a 404 (the not-found page once the web app is built), not an error", async () => {
    for (const path of ["/product-course/%00", "/product-guide/%C3%28", "/profile%00"]) {
      const res = await server.request(path);
      expect(res.status, path).toBe(404);
    }
    expect((await server.request("/api/health")).status).toBe(200);
  });
});
