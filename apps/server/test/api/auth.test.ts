import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { startTestServer, type TestServer } from "./harness";
import {
  authApi,
  bearer,
  createVerifiedUser,
  NEW_PASSWORD,
  otherCode,
  PASSWORD,
  uniqueEmail,
} from "./support/accounts";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

const JWT_SECRET = randomBytes(32).toString("hex");
let smtp: SmtpCapture;
let server: TestServer;
let api: ReturnType<typeof authApi>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, JWT_SECRET, SEED: "none" });
  api = authApi(server);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const db = () => server.server.app.database.db;
const expireAttempts = (email: string) =>
  db()
    .update(t.registrationAttempts)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(sql`${t.registrationAttempts.email} = ${email}`);
const userIdOf = async (email: string) => {
  const [row] = await db().select({ id: t.users.id }).from(t.users).where(sql`${t.users.email} = ${email}`);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};
const accountCount = async (email: string) =>
  (await db().select({ id: t.users.id }).from(t.users).where(sql`${t.users.email} = ${email}`)).length;

describe("registration", () => {
  it("registers, mails a branded 6-digit code valid 10 minutes, verifies and signs in", async () => {
    const email = uniqueEmail("reg");
    const res = await api.register(`  ${email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "OTP sent to your email. Please enter the OTP." });
    const [mail] = smtp.mailsTo(email);
    expect(mail?.raw).toContain("valid for 10 minutes");
    expect(mail?.decoded).toMatch(/<td style="background:#0b0b12;[^>]*>CLUTCH ACADEMY<\/td>/);
    expect(mail?.decoded).toContain(`>${smtp.lastCode(email)}</p>`);
    expect(mail?.raw).toMatch(/^From: Clutch Academy <no-reply@localhost>/m);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    const code = smtp.lastCode(email);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await api.verify(email, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, token: expect.any(String), user: expect.any(Object) });
    expect(verified.body.user).toEqual({
      _id: expect.any(String),
      name: "",
      email,
      phone: "",
      countryCode: "",
      age: "",
      city: "",
      state: "",
      country: "",
      gender: "Select",
      profilePic: null,
      profileImage: null,
      courses: [],
      guides: [],
      instrestedInCoaching1v1: false,
      instrestedInCoachingTeam: false,
      gamesIntrestedIn: [],
      role: "user",
      roles: [],
      coachId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const me = await api.userData(verified.body.token);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: true, user: verified.body.user, additionalInfo: false });

    const login = await api.login(email);
    expect(login.status).toBe(200);
    expect(login.body.user._id).toBe(verified.body.user._id);
  });

  it("validates with the product's messages", async () => {
    const cases: [object, string][] = [
      [{ email: "", password: PASSWORD }, "Please enter a valid email address"],
      [{ email: "nope", password: PASSWORD }, "Please enter a valid email address"],
      [
        { email: uniqueEmail(), password: "weakpass" },
        "Password must be at least 8 characters long, contain a special character, a number, and an uppercase letter.",
      ],
      [{ email: uniqueEmail(), password: PASSWORD, role: "admin" }, "Only the user role is supported"],
    ];
    for (const [body, message] of cases) {
      const res = await server.request("/api/auth/register", { method: "POST", json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, code: "VALIDATION_ERROR" });
    }
    expect((await api.register(uniqueEmail(), PASSWORD, { role: "user" })).status).toBe(200);
  });

  it("registering again in the same browser starts a new attempt: its code and password count there", async () => {
    const email = uniqueEmail("again");
    await api.register(email, "0ld!Password");
    const first = smtp.lastCode(email);
    const again = await api.register(email, PASSWORD);
    expect(again.status).toBe(200);
    expect(smtp.mailsTo(email)).toHaveLength(2);
    const second = smtp.lastCode(email);
    if (first !== second) {
      expect((await api.verify(email, first)).body.code).toBe("INVALID_OTP");
    }
    expect((await api.verify(email, second)).status).toBe(200);
    // The password given last is the one that counts.
    expect((await api.login(email, PASSWORD)).status).toBe(200);
    expect((await api.login(email, "0ld!Password")).status).toBe(401);
  });

  it("refuses to register a verified e-mail again: 409 USER_EXISTS", async () => {
    const { email } = await createVerifiedUser(server, smtp);
    const res = await api.register(email.toUpperCase());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: "User already exists", code: "USER_EXISTS" });
  });

  it("answers 502 MAIL_DELIVERY_FAILED when the mail cannot be sent, and a retry works once it can", async () => {
    const failing = await startSmtpCapture({ failWith: "mailbox unavailable" });
    const other = await startTestServer({ SMTP_URL: failing.url, SEED: "none" });
    try {
      const email = uniqueEmail("mailfail");
      const res = await authApi(other).register(email);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        success: false,
        message: "We could not send the e-mail right now. Please try again in a moment.",
        code: "MAIL_DELIVERY_FAILED",
      });
      // No account was made; registering again is allowed (not 409) and tries again.
      expect((await authApi(other).register(email)).status).toBe(502);
      expect((await authApi(other).login(email)).body.code).toBe("MAIL_DELIVERY_FAILED");
    } finally {
      await other.close();
      await failing.close();
    }
  });
});

describe("one-time codes", () => {
  it("rejects a wrong code with 400 INVALID_OTP, and a malformed one with the product's message", async () => {
    const email = uniqueEmail("wrong");
    await api.register(email);
    const res = await api.verify(email, otherCode(smtp.lastCode(email)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "Invalid or expired OTP", code: "INVALID_OTP" });
    const malformed = await api.verify(email, "12ab");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Please enter a valid 6-digit OTP.");
    expect((await api.verify(uniqueEmail("nobody"), "123456")).body.code).toBe("INVALID_OTP");
    const role = await server.request("/api/auth/verify-otp", {
      method: "POST",
      json: { email, Userotp: "123456", role: "coach" },
    });
    expect(role.status).toBe(400);
    expect(role.body.message).toBe("Only the user role is supported");
  });

  it("is single use", async () => {
    const email = uniqueEmail("once");
    await api.register(email);
    const code = smtp.lastCode(email);
    expect((await api.verify(email, code)).status).toBe(200);
    const again = await api.verify(email, code);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("INVALID_OTP");
  });

  it("expires after its validity", async () => {
    const email = uniqueEmail("expiry");
    await api.register(email);
    const code = smtp.lastCode(email);
    await expireAttempts(email); // simulates the 10 minutes passing
    const res = await api.verify(email, code);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_OTP");
  });

  it("dies on the fifth wrong try: 429 TOO_MANY_ATTEMPTS, even for the right code afterwards", async () => {
    const email = uniqueEmail("guess");
    await api.register(email);
    const code = smtp.lastCode(email);
    const wrong = otherCode(code);
    for (let i = 1; i <= 4; i++) expect((await api.verify(email, wrong)).status, `try ${i}`).toBe(400);
    const fifth = await api.verify(email, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({
      success: false,
      message: "Too many attempts. Please request a new OTP.",
      code: "TOO_MANY_ATTEMPTS",
    });
    expect((await api.verify(email, code)).status).toBe(429);
    // A new code starts over.
    await api.register(email);
    expect((await api.verify(email, smtp.lastCode(email))).status).toBe(200);
  });

  it("counts concurrent wrong guesses atomically: never more than four 400s", async () => {
    const email = uniqueEmail("race");
    await api.register(email);
    const code = smtp.lastCode(email);
    const wrong = otherCode(code);
    const results = await Promise.all(Array.from({ length: 20 }, () => api.verify(email, wrong)));
    expect(results.filter((r) => r.status === 400)).toHaveLength(4);
    expect(results.filter((r) => r.status === 429)).toHaveLength(16);
    expect((await api.verify(email, code)).status).toBe(429);
  });

  it("lets a right code be used only once under concurrent use", async () => {
    const email = uniqueEmail("double");
    await api.register(email);
    const code = smtp.lastCode(email);
    const results = await Promise.all(Array.from({ length: 5 }, () => api.verify(email, code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(4);
  });

  it("stores codes and attempt cookies hashed; one live reset code per user", async () => {
    const email = uniqueEmail("stored");
    await api.register(email);
    await authApi(server).register(email);
    const attempts = await db()
      .select()
      .from(t.registrationAttempts)
      .where(sql`${t.registrationAttempts.email} = ${email}`);
    expect(attempts).toHaveLength(2);
    const cookie = api.cookies.get("clutch_signup") ?? "";
    expect(cookie).toMatch(/^[\w-]{43}$/);
    for (const row of attempts) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.cookieHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.cookieHash).not.toContain(cookie);
      expect(row.codeHash).not.toContain(smtp.lastCode(email));
    }

    const account = await createVerifiedUser(server, smtp);
    await api.forgot(account.email);
    await api.forgot(account.email);
    const codes = await db()
      .select()
      .from(t.oneTimeCodes)
      .where(sql`${t.oneTimeCodes.userId} = ${await userIdOf(account.email)}`);
    expect(codes).toHaveLength(1);
    expect(codes[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("registration attempts", () => {
  const OWNER = "0wner!Pass";
  const OTHER = "Squ4tter!Pass";

  it("sets an HttpOnly, SameSite=Strict cookie scoped to the auth API", async () => {
    const res = await authApi(server).register(uniqueEmail("cookie"));
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^clutch_signup=[\w-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\/api\/auth/i);
    expect(cookie).toMatch(/; Max-Age=600/i);
  });

  it("squatter first, then the owner: the squatter's password never signs in, the owner's does", async () => {
    const email = uniqueEmail("squat");
    const squatter = authApi(server);
    const owner = authApi(server);
    expect((await squatter.register(email, OTHER)).status).toBe(200);
    const squattersCode = smtp.lastCode(email); // lands in the owner's inbox
    expect((await owner.register(email, OWNER)).status).toBe(200);
    const ownersCode = smtp.lastCode(email);

    // The owner types the first code from the inbox: it belongs to the squatter's attempt.
    if (squattersCode !== ownersCode) {
      expect((await owner.verify(email, squattersCode)).body.code).toBe("INVALID_OTP");
    }
    const verified = await owner.verify(email, ownersCode);
    expect(verified.status).toBe(200);
    expect(await accountCount(email)).toBe(1);

    expect((await authApi(server).login(email, OTHER)).status).toBe(401);
    expect((await authApi(server).login(email, OWNER)).status).toBe(200);
    // The squatter's attempt can no longer make or change the account, even with its own code.
    const late = await squatter.verify(email, squattersCode);
    expect([400, 409]).toContain(late.status);
    expect((await authApi(server).login(email, OTHER)).status).toBe(401);
    expect((await authApi(server).login(email, OWNER)).status).toBe(200);
  });

  it("owner first, then an interloper: the owner's first code still works, with the owner's password", async () => {
    const email = uniqueEmail("interlope");
    const owner = authApi(server);
    const interloper = authApi(server);
    expect((await owner.register(email, OWNER)).status).toBe(200);
    const ownersCode = smtp.lastCode(email);
    expect((await interloper.register(email, OTHER)).status).toBe(200);
    const interlopersCode = smtp.lastCode(email);

    // The newest code in the inbox is the interloper's: in the owner's browser it is refused.
    if (interlopersCode !== ownersCode) {
      expect((await owner.verify(email, interlopersCode)).body.code).toBe("INVALID_OTP");
    }
    expect((await owner.verify(email, ownersCode)).status).toBe(200);
    expect((await authApi(server).login(email, OTHER)).status).toBe(401);
    expect((await authApi(server).login(email, OWNER)).status).toBe(200);
  });

  it("a code used without its attempt's cookie is INVALID_OTP, and does not use the code up", async () => {
    const email = uniqueEmail("nocookie");
    const browser = authApi(server);
    await browser.register(email, OWNER);
    const code = smtp.lastCode(email);
    const bare = await server.request("/api/auth/verify-otp", {
      method: "POST",
      json: { email, Userotp: code },
    });
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({ success: false, message: "Invalid or expired OTP", code: "INVALID_OTP" });
    expect((await authApi(server).verify(email, code)).body.code).toBe("INVALID_OTP");
    // A forged cookie is no better.
    const forged = await server.request("/api/auth/verify-otp", {
      method: "POST",
      json: { email, Userotp: code },
      headers: { cookie: `clutch_signup=${"A".repeat(43)}` },
    });
    expect(forged.body.code).toBe("INVALID_OTP");
    expect(await accountCount(email)).toBe(0);
    // The attempt's own browser still completes it.
    expect((await browser.verify(email, code)).status).toBe(200);
    expect(browser.cookies.has("clutch_signup")).toBe(false);
  });

  it("a cookie completes only the attempt of its own address", async () => {
    const browser = authApi(server);
    const mine = uniqueEmail("mine");
    await browser.register(mine, OWNER);
    const code = smtp.lastCode(mine);
    const victim = uniqueEmail("victim");
    await authApi(server).register(victim, OWNER);
    expect((await browser.verify(victim, code)).body.code).toBe("INVALID_OTP");
    expect(await accountCount(victim)).toBe(0);
  });

  it("registering an address never changes a verified account", async () => {
    const { email } = await createVerifiedUser(server, smtp);
    expect((await authApi(server).register(email, OTHER)).status).toBe(409);
    expect((await authApi(server).login(email, OTHER)).status).toBe(401);
    expect((await authApi(server).login(email, PASSWORD)).status).toBe(200);
  });
});

describe("sign-in", () => {
  it("answers 401 INVALID_CREDENTIALS with the same text for an unknown e-mail and a wrong password", async () => {
    const { email } = await createVerifiedUser(server, smtp);
    const wrong = await api.login(email, "Wrong!pass1");
    const unknown = await api.login(uniqueEmail("ghost"), PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        message: "Invalid email or password",
        code: "INVALID_CREDENTIALS",
      });
    }
  });

  it("validates the login body and the role", async () => {
    const short = await api.login(uniqueEmail(), "12345");
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 6 characters long.");
    const role = await api.login(uniqueEmail(), PASSWORD, { role: "admin" });
    expect(role.status).toBe(400);
    expect(role.body.errors).toEqual([{ path: "role", message: "Only the user role is supported" }]);
  });

  it("refuses an unverified account with 403 NOT_VERIFIED and mails a fresh code", async () => {
    const email = uniqueEmail("unverified");
    await api.register(email);
    const before = smtp.mailsTo(email).length;
    const res = await api.login(email);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      message: "Please verify your email first",
      code: "NOT_VERIFIED",
    });
    expect(smtp.mailsTo(email)).toHaveLength(before + 1);
    // The sign-in bound a fresh attempt, with the password just proved, to this browser.
    const elsewhere = authApi(server);
    expect((await elsewhere.verify(email, smtp.lastCode(email))).body.code).toBe("INVALID_OTP");
    expect((await api.verify(email, smtp.lastCode(email))).status).toBe(200);
    expect((await api.login(email)).status).toBe(200);
    // A wrong password for an address with a waiting sign-up is just 401 and mails nothing.
    const other = uniqueEmail("unverified2");
    await api.register(other);
    expect((await api.login(other, "Wrong!pass1")).status).toBe(401);
    expect(smtp.mailsTo(other)).toHaveLength(1);
  });

  it("hashes passwords with argon2id (m=19456, t=2, p=1)", async () => {
    const { email } = await createVerifiedUser(server, smtp);
    const [row] = await db().select().from(t.users).where(sql`${t.users.email} = ${email}`);
    const [, type, version, params] = row?.passwordHash.split("$") ?? [];
    expect([type, version]).toEqual(["argon2id", "v=19"]);
    expect(params?.split(",").sort()).toEqual(["m=19456", "p=1", "t=2"]);
  });
});

describe("tokens", () => {
  const forge = async (
    claims: Record<string, unknown>,
    secret: string,
    alg = "HS256",
    exp: string | number = "1h",
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

  it("answers 401 UNAUTHORIZED for missing, malformed, forged, alg=none, wrong-alg and expired tokens", async () => {
    const { user, token } = await createVerifiedUser(server, smtp);
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: user._id, pwv: 1 };
    const bad: [string, Record<string, string>][] = [
      ["missing", {}],
      ["not bearer", { authorization: `Basic ${token}` }],
      ["garbage", bearer("not-a-token")],
      ["tampered", bearer(`${token.slice(0, -3)}AAA`)],
      ["forged", bearer(await forge(claims, "another-secret-that-is-long-enough-000"))],
      ["alg none", bearer(`${b64({ alg: "none", typ: "JWT" })}.${b64({ ...claims, exp: now + 3600 })}.`)],
      ["HS512", bearer(await forge(claims, JWT_SECRET, "HS512"))],
      ["expired", bearer(await forge(claims, JWT_SECRET, "HS256", now - 10))],
      ["no pwv", bearer(await forge({ sub: user._id }, JWT_SECRET))],
      ["unknown user", bearer(await forge({ sub: "nobody", pwv: 1 }, JWT_SECRET))],
    ];
    for (const [label, headers] of bad) {
      const res = await server.request("/api/auth/user-data", { headers });
      expect(res.status, label).toBe(401);
      expect(res.body, label).toEqual({
        success: false,
        message: "Please sign in to continue",
        code: "UNAUTHORIZED",
      });
    }
    // The same claims signed properly are accepted: the checks above failed for the right reason.
    expect((await api.userData(await forge(claims, JWT_SECRET))).status).toBe(200);
  });

  it("issues HS256 tokens with sub, pwv and a 7-day expiry", async () => {
    const { token, user } = await createVerifiedUser(server, smtp);
    const [header, payload] = token
      .split(".")
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, "base64url").toString()));
    expect(header.alg).toBe("HS256");
    expect(payload.sub).toBe(user._id);
    expect(payload.pwv).toBe(1);
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
  });
});

describe("passwords", () => {
  it("changes the password: new token, old tokens revoked, old password refused", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    const second = (await api.login(email)).body.token;
    const wrong = await api.change(token, { oldPassword: "Wrong!pass1", newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      message: "Old password is incorrect",
      code: "WRONG_PASSWORD",
    });
    const weak = await api.change(token, { oldPassword: PASSWORD, newPassword: "weak" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(
      "Password must be at least 8 characters long, contain at least one special character, one number, and one uppercase letter.",
    );
    const res = await api.change(token, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, role: "user" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "Password changed successfully",
      token: expect.any(String),
    });
    expect((await api.userData(token)).status).toBe(401);
    expect((await api.userData(second)).status).toBe(401);
    expect((await api.userData(res.body.token)).status).toBe(200);
    expect((await api.login(email, PASSWORD)).status).toBe(401);
    expect((await api.login(email, NEW_PASSWORD)).status).toBe(200);
    expect(
      (await api.change(res.body.token, { oldPassword: NEW_PASSWORD, newPassword: PASSWORD, role: "admin" }))
        .status,
    ).toBe(400);
  });

  it("requires a token to change the password", async () => {
    const res = await server.request("/api/auth/change-password", {
      method: "PUT",
      json: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(401);
  });

  it("resets a forgotten password with e-mail and code, revoking older tokens", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    const unknown = await api.forgot(uniqueEmail("nobody"));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: "User not found", code: "USER_NOT_FOUND" });

    const sent = await api.forgot(email);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: "OTP sent to your email" });
    expect(smtp.mailsTo(email).at(-1)?.raw).toContain("password reset code");
    const code = smtp.lastCode(email);

    // A code alone never identifies an account: the e-mail is required and must match.
    const noEmail = await api.reset({ otp: code, password: NEW_PASSWORD });
    expect(noEmail.status).toBe(400);
    const otherUser = await createVerifiedUser(server, smtp);
    expect((await api.reset({ email: otherUser.email, otp: code, password: NEW_PASSWORD })).status).toBe(400);
    // The sign-up code cannot reset, nor the reset code verify.
    expect((await api.verify(email, code)).status).toBe(400);

    const weak = await api.reset({ email, otp: code, password: "weak" });
    expect(weak.status).toBe(400);
    const res = await api.reset({ email, otp: code, password: NEW_PASSWORD, role: "user" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Password reset successful" });
    expect((await api.userData(token)).status).toBe(401);
    expect((await api.login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await api.reset({ email, otp: code, password: PASSWORD })).body.code).toBe("INVALID_OTP");
  });

  it("kills a reset code after five wrong tries", async () => {
    const { email } = await createVerifiedUser(server, smtp);
    await api.forgot(email);
    const code = smtp.lastCode(email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await api.reset({ email, otp: otherCode(code), password: NEW_PASSWORD })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const res = await api.reset({ email, otp: code, password: NEW_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("TOO_MANY_ATTEMPTS");
  });

  it("a newer reset code replaces the older one", async () => {
    const { email } = await createVerifiedUser(server, smtp);
    await api.forgot(email);
    const first = smtp.lastCode(email);
    await api.forgot(email);
    const second = smtp.lastCode(email);
    if (first !== second) {
      expect((await api.reset({ email, otp: first, password: NEW_PASSWORD })).status).toBe(400);
    }
    expect((await api.reset({ email, otp: second, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe("preferences", () => {
  it("validates, rejects unknown and hidden games, saves, and flips additionalInfo to true", async () => {
    const { token } = await createVerifiedUser(server, smtp);
    const [visibleGame, hiddenGame] = await db()
      .insert(t.games)
      .values(
        [true, false].map((isApproved, i) => ({
          name: `Game ${i}`,
          platform: "PC",
          summary: "s",
          headerImage: "/media/x.webp",
          gameLogo: "/media/x.webp",
          hexagonThinImage: "/media/x.webp",
          isApproved,
        })),
      )
      .returning({ id: t.games.id });
    if (!visibleGame || !hiddenGame) throw new Error("games not inserted");

    const fill = "Please fill all fields";
    for (const body of [
      { instrestedInCoaching1v1: false, instrestedInCoachingTeam: false, gamesIntrestedIn: [visibleGame.id] },
      { instrestedInCoaching1v1: true, instrestedInCoachingTeam: false, gamesIntrestedIn: [] },
      { instrestedInCoaching1v1: true, gamesIntrestedIn: [visibleGame.id] },
      {},
    ]) {
      const res = await api.additionalInfo(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(fill);
    }
    for (const id of ["no-such-game", hiddenGame.id]) {
      const res = await api.additionalInfo(token, {
        instrestedInCoaching1v1: true,
        instrestedInCoachingTeam: false,
        gamesIntrestedIn: [visibleGame.id, id],
      });
      expect(res.status, id).toBe(400);
      expect(res.body.message).toBe("One of the selected games does not exist");
    }
    expect((await api.userData(token)).body.additionalInfo).toBe(false);

    const res = await api.additionalInfo(token, {
      instrestedInCoaching1v1: true,
      instrestedInCoachingTeam: true,
      gamesIntrestedIn: [visibleGame.id, visibleGame.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Preferences updated successfully");
    expect(res.body.user).toMatchObject({
      instrestedInCoaching1v1: true,
      instrestedInCoachingTeam: true,
      gamesIntrestedIn: [visibleGame.id],
    });
    const me = await api.userData(token);
    expect(me.body.additionalInfo).toBe(true);
    expect(me.body.user.gamesIntrestedIn).toEqual([visibleGame.id]);
    expect(
      (await server.request("/api/auth/update-additional-info", { method: "PUT", json: {} })).status,
    ).toBe(401);
  });
});

describe("docs", () => {
  it("documents every auth call, with bearer security on the protected ones", async () => {
    const { paths } = (await server.request("/api/docs")).body;
    const calls: [string, string, boolean][] = [
      ["/api/auth/register", "post", false],
      ["/api/auth/verify-otp", "post", false],
      ["/api/auth/login", "post", false],
      ["/api/auth/user-data", "get", true],
      ["/api/auth/update-additional-info", "put", true],
      ["/api/auth/forgot-password", "post", false],
      ["/api/auth/reset-password", "put", false],
      ["/api/auth/change-password", "put", true],
      ["/api/auth/update-user-details", "put", true],
    ];
    for (const [path, method, secured] of calls) {
      const op = paths[path]?.[method];
      expect(op, path).toBeDefined();
      expect(op.tags).toEqual(["auth"]);
      expect(Boolean(op.security), path).toBe(secured);
    }
    expect(Object.keys(paths["/api/auth/update-user-details"].put.requestBody.content)).toEqual([
      "multipart/form-data",
    ]);
  });
});
