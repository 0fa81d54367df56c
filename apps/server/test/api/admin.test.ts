import { execFile } from "node:child_process";
import { promisify } from "node:util";
import {
  ADMIN_SESSION_HEADER,
  apiPath,
  apiRoutes,
  isAdminAuth,
  messages,
  RECOVERY_CODE_COUNT,
} from "@clutch/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { serverRoot } from "../../src/paths";
import { adminBundleOf, dbKind, startTestServer, type TestServer } from "./harness";
import { bearer, createVerifiedUser, PASSWORD, uniqueEmail } from "./support/accounts";
import { codeOf, operators, session } from "./support/operators";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

let smtp: SmtpCapture;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, SEED: "none" });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const { roles, newAdmin, signIn } = {
  roles: () => operators(server, smtp).roles(),
  newAdmin: () => operators(server, smtp).newAdmin(),
  signIn: (email: string, password?: string) => operators(server, smtp).signIn(email, password),
};

/** A verified account granted the admin role as `npm run admin` does, signed in again afterwards. */
async function grantedAccount() {
  const account = await createVerifiedUser(server, smtp, uniqueEmail("admin"));
  await roles().changeAdminRole(account.email, true);
  return { ...account, token: await signIn(account.email) };
}

const call = (path: string, headers: Record<string, string>, json?: unknown) =>
  server.request(path, { method: json === undefined ? "GET" : "POST", headers, json });

const adminRoutes = Object.entries(apiRoutes).filter(([, route]) => isAdminAuth(route.auth));

describe("the operators' guard, over every admin operation of the API surface", () => {
  it("marks exactly the paths under /api/admin/ as admin operations", () => {
    const underAdmin = Object.entries(apiRoutes).filter(([, route]) => route.path.startsWith("/api/admin/"));
    expect(underAdmin.map(([name]) => name).sort()).toEqual(adminRoutes.map(([name]) => name).sort());
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  it("documents every admin operation under the admin tag, with 401 and 403 and its security", async () => {
    const docs = (await server.request("/api/docs")).body;
    expect(docs.components.securitySchemes.adminSession).toMatchObject({
      in: "header",
      name: ADMIN_SESSION_HEADER,
    });
    for (const [name, route] of adminRoutes) {
      const operation = docs.paths[route.path.replace(/:(\w+)/g, "{$1}")]?.[route.method.toLowerCase()];
      expect(operation?.tags, name).toEqual(["admin"]);
      expect(Object.keys(operation?.responses ?? {}), name).toEqual(expect.arrayContaining(["401", "403"]));
      const schemes = Object.keys(operation?.security?.[0] ?? {}).sort();
      expect(schemes, name).toEqual(route.auth === "admin" ? ["adminSession", "bearerAuth"] : ["bearerAuth"]);
    }
  });

  it("answers 401 without a token, 403 FORBIDDEN to a learner, 403 SECOND_FACTOR_REQUIRED without a console session", async () => {
    const learner = await createVerifiedUser(server, smtp);
    const admin = await grantedAccount();
    for (const [name, route] of adminRoutes) {
      const path = apiPath(
        route.path,
        Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1], "x"])),
      );
      const send = (headers: Record<string, string>) =>
        server.request(path, {
          method: route.method,
          headers,
          ...(route.method === "GET" ? {} : { json: {} }),
        });
      const anonymous = await send({});
      expect(anonymous.status, name).toBe(401);
      expect(anonymous.body.code, name).toBe("UNAUTHORIZED");
      const forbidden = await send(bearer(learner.token));
      expect(forbidden.status, name).toBe(403);
      expect(forbidden.body.code, name).toBe("FORBIDDEN");
      // A learner with a made-up console session is still not an operator.
      expect((await send(session(learner.token, "a.b.c"))).body.code, name).toBe("FORBIDDEN");
      if (route.auth === "admin") {
        const noSession = await send(bearer(admin.token));
        expect(noSession.status, name).toBe(403);
        expect(noSession.body.code, name).toBe("SECOND_FACTOR_REQUIRED");
      }
    }
  });

  it("reads the role from the database on every call: a revoked admin is refused at once", async () => {
    const admin = await newAdmin();
    expect((await call("/api/admin/audit", session(admin.token, admin.session))).status).toBe(200);
    await roles().changeAdminRole(admin.email, false);
    // The revoke ended the account's sign-ins: the old token is dead, a new one is a learner's.
    const ended = await call("/api/admin/audit", session(admin.token, admin.session));
    expect(ended.status).toBe(401);
    const learnerToken = await signIn(admin.email);
    const refused = await call("/api/admin/audit", session(learnerToken, admin.session));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("FORBIDDEN");
    // Granted again, the old console session is gone with the old second factor.
    await roles().changeAdminRole(admin.email, true);
    expect((await call("/api/admin/me", session(learnerToken))).status).toBe(401);
    const token = await signIn(admin.email);
    const again = await call("/api/admin/audit", session(token, admin.session));
    expect(again.body.code).toBe("SECOND_FACTOR_REQUIRED");
    expect((await call("/api/admin/me", session(token))).body.secondFactor.state).toBe("none");
  });

  it("answers roles and coachId on the User of every account; auth calls still say role user", async () => {
    const learner = await createVerifiedUser(server, smtp);
    expect(learner.user).toMatchObject({ role: "user", roles: [], coachId: null });
    const admin = await newAdmin();
    const data = await server.request("/api/auth/user-data", { headers: bearer(admin.token) });
    expect(data.body.user).toMatchObject({ role: "user", roles: ["admin"], coachId: null });
  });
});

describe("the second factor (TOTP)", () => {
  it("is set up with a QR code, confirmed with a first code, and never shows its secret again", async () => {
    const account = await grantedAccount();
    expect((await call("/api/admin/me", session(account.token))).body.secondFactor).toEqual({
      state: "none",
      verified: false,
      recoveryCodesLeft: 0,
    });
    const setup = await call("/api/admin/second-factor/setup", session(account.token), {
      password: PASSWORD,
    });
    expect(setup.status).toBe(200);
    expect(setup.headers.get("cache-control")).toContain("no-store");
    expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Clutch%20Academy:.+\?.*secret=/);
    expect(setup.body.otpauthUri).toContain(`secret=${setup.body.secret}`);
    expect(
      Buffer.from(setup.body.qrCode.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString(),
    ).toMatch(/^<svg/);
    expect((await call("/api/admin/me", session(account.token))).body.secondFactor.state).toBe("pending");

    const wrong = await call("/api/admin/second-factor/confirm", session(account.token), {
      code: codeOf(setup.body.secret, 5),
      password: PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_OTP");
    const badShape = await call("/api/admin/second-factor/confirm", session(account.token), {
      code: "12ab",
      password: PASSWORD,
    });
    expect(badShape.status).toBe(400);
    expect(badShape.body.message).toBe("Please enter the 6-digit code from your authenticator app.");

    const confirmed = await call("/api/admin/second-factor/confirm", session(account.token), {
      code: codeOf(setup.body.secret),
      password: PASSWORD,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const me = await call("/api/admin/me", session(account.token, confirmed.body.session));
    expect(me.body.secondFactor).toEqual({
      state: "active",
      verified: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });

    // Set up once: a second set-up is refused, and nothing answers the secret any more.
    const again = await call("/api/admin/second-factor/setup", session(account.token), {
      password: PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(me.text).not.toContain(setup.body.secret);
    const [stored] = await server.server.app.database.db
      .execute<{ secret: string }>(
        sql`select secret_encrypted as secret from admin_second_factors where user_id = ${account.user._id}`,
      )
      .then((result) =>
        Array.isArray(result) ? result : (result as unknown as { rows: { secret: string }[] }).rows,
      );
    expect(stored?.secret).toBeTruthy();
    expect(stored?.secret).not.toContain(setup.body.secret);
  });

  it("gives a console session for a code, and refuses the same code twice in its time step", async () => {
    const admin = await newAdmin();
    // The confirming code's step is used up already.
    const replayed = await call("/api/admin/second-factor/verify", session(admin.token), {
      code: codeOf(admin.secret, 0, admin.confirmedAt),
    });
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe("This code was already used. Wait for the next one.");

    const next = codeOf(admin.secret, 1, admin.confirmedAt);
    const verified = await call("/api/admin/second-factor/verify", session(admin.token), { code: next });
    expect(verified.status).toBe(200);
    expect(Date.parse(verified.body.expiresAt)).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect((await call("/api/admin/audit", session(admin.token, verified.body.session))).status).toBe(200);
    expect((await call("/api/admin/second-factor/verify", session(admin.token), { code: next })).status).toBe(
      400,
    );
    // An earlier step than the last one used is refused too.
    expect(
      (
        await call("/api/admin/second-factor/verify", session(admin.token), {
          code: codeOf(admin.secret, -1, admin.confirmedAt),
        })
      ).status,
    ).toBe(400);
  });

  it("refuses an altered console session, another admin's, and one from before a password change", async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const [head, payload, signature = ""] = admin.session.split(".");
    const altered = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [altered, other.session, "not-a-token"]) {
      const res = await call("/api/admin/audit", session(admin.token, bad));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("SECOND_FACTOR_REQUIRED");
    }
    const changed = await server.request("/api/auth/change-password", {
      method: "PUT",
      headers: bearer(admin.token),
      json: { oldPassword: "Str0ng!pass", newPassword: "N3w!password" },
    });
    expect(changed.status).toBe(200);
    const res = await call("/api/admin/audit", session(changed.body.token, admin.session));
    expect(res.body.code).toBe("SECOND_FACTOR_REQUIRED");
  });

  it("accepts each recovery code once", async () => {
    const admin = await newAdmin();
    const [first = "", second = ""] = admin.recoveryCodes;
    const used = await call("/api/admin/second-factor/recover", session(admin.token), {
      recoveryCode: first,
    });
    expect(used.status).toBe(200);
    expect((await call("/api/admin/audit", session(admin.token, used.body.session))).status).toBe(200);
    const twice = await call("/api/admin/second-factor/recover", session(admin.token), {
      recoveryCode: first,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe("Invalid or already used recovery code");
    // Typed in capitals and without the dash, a code still works.
    const typed = await call("/api/admin/second-factor/recover", session(admin.token), {
      recoveryCode: second.replace("-", "").toUpperCase(),
    });
    expect(typed.status).toBe(200);
    const me = await call("/api/admin/me", session(admin.token, typed.body.session));
    expect(me.body.secondFactor.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 2);
  });

  it("limits wrong codes per account (429, even for a right code, once the budget is spent)", async () => {
    const admin = await newAdmin();
    for (let i = 0; i < 5; i++) {
      const wrong = await call("/api/admin/second-factor/verify", session(admin.token), {
        code: codeOf(admin.secret, 10),
      });
      expect(wrong.status).toBe(400);
    }
    const limited = await call("/api/admin/second-factor/verify", session(admin.token), {
      code: codeOf(admin.secret, 1),
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    const recovery = await call("/api/admin/second-factor/recover", session(admin.token), {
      recoveryCode: admin.recoveryCodes[0],
    });
    expect(recovery.status).toBe(429);
    // Another admin's budget is their own.
    const other = await newAdmin();
    const ok = await call("/api/admin/second-factor/verify", session(other.token), {
      code: codeOf(other.secret, 1),
    });
    expect(ok.status).toBe(200);
  });
});

describe("taking powers back", () => {
  const setUpWith = (token: string, json: unknown) =>
    call("/api/admin/second-factor/setup", session(token), json);
  const confirmWith = (token: string, json: unknown) =>
    call("/api/admin/second-factor/confirm", session(token), json);
  const stateOf = async (token: string) =>
    (await call("/api/admin/me", session(token))).body.secondFactor.state;

  it("asks for the account's password to set up and confirm the second factor; without it nothing changes", async () => {
    const account = await grantedAccount();
    // A stolen sign-in token alone cannot enrol a second factor.
    for (const body of [{}, { password: "" }]) {
      const missing = await setUpWith(account.token, body);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(messages.admin.passwordRequired);
    }
    const wrong = await setUpWith(account.token, { password: "Wr0ng!pass" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "WRONG_PASSWORD", message: messages.admin.wrongPassword });
    expect(await stateOf(account.token)).toBe("none");

    const setup = await setUpWith(account.token, { password: PASSWORD });
    expect(setup.status).toBe(200);
    const code = codeOf(setup.body.secret);
    const noPassword = await confirmWith(account.token, { code });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe(messages.admin.passwordRequired);
    const wrongConfirm = await confirmWith(account.token, { code, password: "Wr0ng!pass" });
    expect(wrongConfirm.body).toMatchObject({
      code: "WRONG_PASSWORD",
      message: messages.admin.wrongPassword,
    });
    expect(await stateOf(account.token)).toBe("pending");
    expect(smtp.mailsTo(account.email).some((mail) => /set up/i.test(mail.decoded))).toBe(false);

    const confirmed = await confirmWith(account.token, { code, password: PASSWORD });
    expect(confirmed.status).toBe(200);
    expect(await stateOf(account.token)).toBe("active");
  });

  it("counts wrong passwords in the per-account budget of wrong codes (429 once it is spent)", async () => {
    const account = await grantedAccount();
    for (let i = 0; i < 5; i++) {
      expect((await setUpWith(account.token, { password: `Wr0ng!pass${i}` })).status).toBe(400);
    }
    const limited = await setUpWith(account.token, { password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(await stateOf(account.token)).toBe("none");
  });

  it("mails the account when its second factor is set up and when it is reset, and the reset ends its sign-ins", async () => {
    const admin = await newAdmin();
    const setUpMail = smtp
      .mailsTo(admin.email)
      .find((mail) => /Two-step sign-in was set up/.test(mail.decoded));
    expect(setUpMail?.decoded).toMatch(/127\.0\.0\.1/);
    expect(setUpMail?.decoded).toMatch(/\d{4}/);
    await roles().resetSecondFactor(admin.email);
    const resetMail = smtp
      .mailsTo(admin.email)
      .find((mail) => /Two-step sign-in was reset/.test(mail.decoded));
    expect(resetMail?.decoded).toContain("by the admin command");
    expect((await call("/api/admin/me", session(admin.token, admin.session))).status).toBe(401);
    const token = await signIn(admin.email);
    expect((await call("/api/admin/audit", session(token, admin.session))).body.code).toBe(
      "SECOND_FACTOR_REQUIRED",
    );
  });

  it("signs out of the console: that console session is ended on the server, others are not", async () => {
    const admin = await newAdmin();
    const other = await call("/api/admin/second-factor/recover", session(admin.token), {
      recoveryCode: admin.recoveryCodes[0],
    });
    expect(other.status).toBe(200);
    const signedOut = await call("/api/admin/sign-out", admin.headers, {});
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual({ success: true, message: messages.admin.signedOut });
    const refused = await call("/api/admin/audit", admin.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("SECOND_FACTOR_REQUIRED");
    expect((await call("/api/admin/me", admin.headers)).body.secondFactor.verified).toBe(false);
    // Signing out again, or with no session at all, is no error.
    expect((await call("/api/admin/sign-out", admin.headers, {})).status).toBe(200);
    expect((await call("/api/admin/sign-out", session(admin.token), {})).status).toBe(200);
    expect((await call("/api/admin/audit", session(admin.token, other.body.session))).status).toBe(200);
  });
});

describe("the audit trail", () => {
  it("has a row for role changes and second-factor events, filterable", async () => {
    const admin = await newAdmin();
    await call("/api/admin/second-factor/recover", session(admin.token), {
      recoveryCode: admin.recoveryCodes[0],
    });
    await roles().resetSecondFactor(admin.email);
    const viewer = await newAdmin();
    const list = async (query: string) => {
      const res = await call(`/api/admin/audit?${query}`, session(viewer.token, viewer.session));
      expect(res.status).toBe(200);
      return res.body;
    };
    const trail = await list(`entityType=user&entityId=${admin.user._id}`);
    expect(trail.data.map((row: { action: string }) => row.action)).toEqual([
      "second-factor.reset",
      "second-factor.recovery-code-used",
      "second-factor.set-up",
      "role.granted",
    ]);
    const [reset, recovery, setUp, granted] = trail.data;
    expect(granted).toMatchObject({
      actor: { type: "cli", _id: null, email: null },
      before: { email: admin.email, roles: [] },
      after: { email: admin.email, roles: ["admin"] },
      clientAddress: null,
    });
    expect(setUp).toMatchObject({ actor: { type: "user", _id: admin.user._id, email: admin.email } });
    expect(setUp.clientAddress).toMatch(/127\.0\.0\.1/);
    expect(recovery.actor._id).toBe(admin.user._id);
    expect(reset.actor.type).toBe("cli");
    expect(trail.meta).toEqual({ total: 4, page: 1, limit: 50 });

    const byActor = await list(`actor=${admin.user._id}`);
    expect(byActor.data.every((row: { actor: { _id: string } }) => row.actor._id === admin.user._id)).toBe(
      true,
    );
    expect(
      (await list("actor=cli")).data.every((row: { actor: { type: string } }) => row.actor.type === "cli"),
    ).toBe(true);
    const paged = await list(`entityId=${admin.user._id}&limit=1&page=2`);
    expect(paged.data.map((row: { action: string }) => row.action)).toEqual([
      "second-factor.recovery-code-used",
    ]);
    expect(
      (
        await list(
          `entityId=${admin.user._id}&from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
        )
      ).data,
    ).toEqual([]);
    for (const from of ["yesterday", "0000-01-01T00:00:00Z"]) {
      const bad = await call(`/api/admin/audit?from=${from}`, session(viewer.token, viewer.session));
      expect(bad.status).toBe(400);
    }
  });

  it("refuses UPDATE, DELETE and TRUNCATE in the database itself", async () => {
    await newAdmin();
    const db = server.server.app.database.db;
    await expect(db.execute(sql`update audit_events set action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const [row] = await db
      .execute<{ n: number }>(sql`select count(*)::int as n from audit_events where action = 'x'`)
      .then((result) =>
        Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows,
      );
    expect(row?.n).toBe(0);
  });
});

const run = promisify(execFile);

/** `npm run admin -- …` as its own process, on the database of `target`. */
async function adminCommand(target: TestServer, ...args: string[]) {
  const { config } = target.server.app;
  const env = {
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: target.dataDir,
    SMTP_URL: config.mail.smtpUrl ?? "",
    ...(config.database.kind === "postgres" ? { DATABASE_URL: config.database.url } : { DATABASE_URL: "" }),
  };
  try {
    const { stdout, stderr } = await run(process.execPath, [adminBundleOf(inject("serverBundle")), ...args], {
      cwd: serverRoot,
      env,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Ten runs of the command, each its own process opening the database (on PGlite, the whole engine). */
const COMMAND_RUNS = { timeout: 300_000 };

describe("npm run admin", () => {
  it(
    "grants, lists and revokes on the configured database, with clear messages and exit codes",
    COMMAND_RUNS,
    async () => {
      const target = await startTestServer({ SMTP_URL: smtp.url, SEED: "none" });
      try {
        const account = await createVerifiedUser(target, smtp, uniqueEmail("cli"));
        if (dbKind() === "pglite") {
          // The embedded database belongs to the running server: the command says so and changes nothing.
          const locked = await adminCommand(target, "grant", account.email);
          expect(locked.code).toBe(1);
          expect(locked.output).toMatch(/already in use by another Clutch Academy process/);
          await target.server.close();
        }
        expect((await adminCommand(target, "bogus")).code).toBe(2);
        expect((await adminCommand(target, "grant")).code).toBe(2);
        const unknown = await adminCommand(target, "grant", "nobody@example.com");
        expect(unknown).toMatchObject({ code: 1 });
        expect(unknown.output).toContain("No account has the e-mail address nobody@example.com");

        const granted = await adminCommand(target, "grant", account.email.toUpperCase());
        expect(granted.code).toBe(0);
        expect(granted.output).toContain(`${account.email} is now an admin`);
        expect((await adminCommand(target, "grant", account.email)).output).toContain("is already an admin");
        const listed = await adminCommand(target, "list");
        expect(listed.output).toContain(`${account.email}\t`);
        expect(listed.output).toContain("second factor: none");
        if (dbKind() === "pglite") await target.restart();

        // Granted: the token from before is ended; a new sign-in opens the console's sign-in steps.
        expect((await target.request("/api/admin/me", { headers: bearer(account.token) })).status).toBe(401);
        const token = await operators(target, smtp).signIn(account.email);
        const me = await target.request("/api/admin/me", { headers: bearer(token) });
        expect(me.status).toBe(200);
        expect(me.body.user.roles).toEqual(["admin"]);

        // A second factor set up, then reset by the command: the account is mailed, signed out everywhere.
        const setup = await target.request("/api/admin/second-factor/setup", {
          method: "POST",
          headers: bearer(token),
          json: { password: PASSWORD },
        });
        const confirmed = await target.request("/api/admin/second-factor/confirm", {
          method: "POST",
          headers: bearer(token),
          json: { code: codeOf(setup.body.secret), password: PASSWORD },
        });
        expect(confirmed.status).toBe(200);
        if (dbKind() === "pglite") await target.server.close();
        const reset = await adminCommand(target, "reset-second-factor", account.email);
        expect(reset.code).toBe(0);
        expect(reset.output).toContain(`The second factor of ${account.email} was removed`);
        const resetMail = smtp
          .mailsTo(account.email)
          .find((mail) => /Two-step sign-in was reset/.test(mail.decoded));
        expect(resetMail?.decoded).toContain("by the admin command");
        if (dbKind() === "pglite") await target.restart();
        const afterReset = await target.request("/api/admin/me", {
          headers: session(token, confirmed.body.session),
        });
        expect(afterReset.status).toBe(401);
        const resetToken = await operators(target, smtp).signIn(account.email);

        if (dbKind() === "pglite") await target.server.close();
        const revoked = await adminCommand(target, "revoke", account.email);
        expect(revoked.code).toBe(0);
        expect(revoked.output).toContain("is no longer an admin");
        expect((await adminCommand(target, "list")).output).toContain("No admins yet");
        if (dbKind() === "pglite") await target.restart();
        // Revoked: that token is ended too; the person signs in again, as a learner.
        expect((await target.request("/api/admin/me", { headers: bearer(resetToken) })).status).toBe(401);
        const learnerToken = await operators(target, smtp).signIn(account.email);
        const refused = await target.request("/api/admin/me", { headers: bearer(learnerToken) });
        expect(refused.status).toBe(403);

        const db = target.server.app.database.db;
        const rows = await db
          .execute<{ action: string; actor_type: string }>(
            sql`select action, actor_type from audit_events where entity_id = ${account.user._id} order by occurred_at`,
          )
          .then((result) =>
            Array.isArray(result)
              ? result
              : (result as unknown as { rows: { action: string; actor_type: string }[] }).rows,
          );
        expect(rows.map((row) => `${row.actor_type} ${row.action}`)).toEqual([
          "cli role.granted",
          "user second-factor.set-up",
          "cli second-factor.reset",
          "cli role.revoked",
        ]);
      } finally {
        await target.close();
      }
    },
  );
});
