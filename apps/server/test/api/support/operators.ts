import { ADMIN_SESSION_HEADER } from "@clutch/contract";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { createAdminRepository } from "../../../src/modules/admin/repository";
import { createAdminService } from "../../../src/modules/admin/service";
import type { TestServer } from "../harness";
import { authApi, bearer, createVerifiedUser, PASSWORD, uniqueEmail } from "./accounts";
import type { SmtpCapture } from "./smtp-capture";

/** The headers of an operator's call: the bearer token and, when given, the console session. */
export const session = (token: string, consoleSession?: string) => ({
  ...bearer(token),
  ...(consoleSession ? { [ADMIN_SESSION_HEADER]: consoleSession } : {}),
});

/** A TOTP code of `secret` for the time step `steps` away from the step of `at` (now). */
export const codeOf = (secret: string, steps = 0, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at + steps * 30_000 });

/** Operators on a test server: role changes as `npm run admin` makes them, and ready-made admins. */
export function operators(server: TestServer, smtp: SmtpCapture) {
  /**
   * The same role change `npm run admin` makes (it ends the account's sign-ins, and mails a reset
   * through the server's mailer), in this process, on the test server's database.
   */
  const roles = (): {
    changeAdminRole: (email: string, grant: boolean) => Promise<string>;
    resetSecondFactor: (email: string) => Promise<unknown>;
  } => {
    const { app } = server.server;
    return createAdminService({
      repository: createAdminRepository(app.database.db),
      notify: app.mailer.send,
    });
  };

  /** A fresh sign-in token of the account (a role change ended the older ones). */
  async function signIn(email: string, password = PASSWORD): Promise<string> {
    const login = await authApi(server).login(email, password);
    expect(login.status).toBe(200);
    return login.body.token as string;
  }

  /** A verified account made an admin, with its second factor set up; answers its console session. */
  async function newAdmin() {
    const created = await createVerifiedUser(server, smtp, uniqueEmail("admin"));
    await roles().changeAdminRole(created.email, true);
    const account = { ...created, token: await signIn(created.email) };
    const call = (path: string, json: unknown) =>
      server.request(path, { method: "POST", headers: session(account.token), json });
    const setup = await call("/api/admin/second-factor/setup", { password: PASSWORD });
    expect(setup.status).toBe(200);
    const confirmedAt = Date.now();
    const confirmed = await call("/api/admin/second-factor/confirm", {
      code: codeOf(setup.body.secret, 0, confirmedAt),
      password: PASSWORD,
    });
    expect(confirmed.status).toBe(200);
    return {
      ...account,
      /** When the confirming code was made: codes are written relative to its time step. */
      confirmedAt,
      secret: setup.body.secret as string,
      session: confirmed.body.session as string,
      recoveryCodes: confirmed.body.recoveryCodes as string[],
      /** The headers of this admin's console calls. */
      headers: session(account.token, confirmed.body.session as string),
    };
  }
  return { roles, newAdmin, signIn };
}
