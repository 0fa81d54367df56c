import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "../../../src/db/schema";
import type { TestServer } from "../harness";
import type { SmtpCapture } from "./smtp-capture";

export const PASSWORD = "Str0ng!pass";
export const NEW_PASSWORD = "N3w!password";

/** A fresh address per test, so per-e-mail rate limits never cross tests. */
export const uniqueEmail = (label = "user") => `${label}-${randomBytes(5).toString("hex")}@example.com`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The auth calls as one browser makes them: it keeps the cookies the server sets (the sign-up
 * attempt cookie) and sends them back, as a browser would for same-site requests. Each call of
 * `authApi` is another browser.
 */
export function authApi(server: TestServer) {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, json?: unknown, token?: string) => {
    const headers: Record<string, string> = token ? bearer(token) : {};
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await server.request(`/api/auth${path}`, { method, json, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (value === "" || /max-age=0\b|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return {
    /** This browser's cookies (name → value). */
    cookies: jar,
    register: (email: string, password = PASSWORD, extra: object = {}) =>
      call("POST", "/register", { email, password, ...extra }),
    verify: (email: string, Userotp: string) => call("POST", "/verify-otp", { email, Userotp }),
    login: (email: string, password = PASSWORD, extra: object = {}) =>
      call("POST", "/login", { email, password, ...extra }),
    userData: (token: string) => call("GET", "/user-data", undefined, token),
    forgot: (email: string) => call("POST", "/forgot-password", { email }),
    reset: (body: object) => call("PUT", "/reset-password", body),
    change: (token: string, body: object) => call("PUT", "/change-password", body, token),
    additionalInfo: (token: string, body: object) => call("PUT", "/update-additional-info", body, token),
    details: (token: string, form: FormData) =>
      server.request("/api/auth/update-user-details", { method: "PUT", body: form, headers: bearer(token) }),
  };
}

/** Registers and verifies an account through the real mail flow; answers its token and user. */
export async function createVerifiedUser(server: TestServer, smtp: SmtpCapture, email = uniqueEmail()) {
  const api = authApi(server);
  const registered = await api.register(email);
  if (registered.status !== 200) throw new Error(`register failed: ${registered.text}`);
  const verified = await api.verify(email, smtp.lastCode(email));
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.text}`);
  return { email, token: verified.body.token as string, user: verified.body.user };
}

/** A verified account (named `name` when given) with its user id and the headers of its calls. */
export async function signedInAccount(server: TestServer, smtp: SmtpCapture, name?: string) {
  const account = await createVerifiedUser(server, smtp);
  if (name)
    await server.server.app.database.db.update(users).set({ name }).where(eq(users.email, account.email));
  return { ...account, userId: account.user._id as string, auth: bearer(account.token) };
}

/** A valid code that is not `code` (for wrong guesses). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
