import { ADMIN_SESSION_HEADER, consoleRoutes } from "@clutch/contract";
import { env } from "../../../config/env";
import { type CallExtension, callHeaders } from "../../../lib/base-query";

/*
 * The operators' console session (the proof of a second-factor code, sent in `x-admin-session` on
 * the console's calls): in sessionStorage, so it ends with the tab as well as after its hours, and
 * signing out (which clears the site's storage) ends it. Changes are announced on `window` with
 * CONSOLE_SESSION_EVENT, so the console notices a session the API refused.
 */
const CONSOLE_SESSION_KEY = "consoleSession";
export const CONSOLE_SESSION_EVENT = "clutch:console-session";

/** The session itself, for when sessionStorage is blocked: it then lasts until the page reloads. */
let inMemory: string | null = null;

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readConsoleSession(): string | null {
  try {
    const stored = tabStorage()?.getItem(CONSOLE_SESSION_KEY);
    if (stored) return stored;
  } catch {
    // Blocked: the copy in memory.
  }
  return inMemory;
}

function changeConsoleSession(session: string | null): void {
  inMemory = session;
  try {
    if (session) tabStorage()?.setItem(CONSOLE_SESSION_KEY, session);
    else tabStorage()?.removeItem(CONSOLE_SESSION_KEY);
  } catch {
    // Blocked or full: the copy in memory serves.
  }
  globalThis.dispatchEvent?.(new Event(CONSOLE_SESSION_EVENT));
}

export const writeConsoleSession = (session: string): void => changeConsoleSession(session);
export const forgetConsoleSession = (): void => changeConsoleSession(null);

/** The console's sign-out call, below the API base. */
const SIGN_OUT_URL = consoleRoutes.adminSignOut.path.replace(/^\/api(?=\/)/, "");

/**
 * Signing out of the site ends the console session on the server too: the call is sent at once,
 * with the token and session as they are now (they are forgotten right after), and outlives the
 * page (`keepalive`). Its answer changes nothing here, so it is not waited for.
 */
function endConsoleSessionAsSiteSignsOut(): void {
  if (!readConsoleSession()) return;
  try {
    void globalThis
      .fetch(`${env.apiBase}${SIGN_OUT_URL}`, {
        method: "POST",
        headers: callHeaders(SIGN_OUT_URL),
        credentials: "include",
        keepalive: true,
      })
      .catch(() => {});
  } catch {
    // No fetch (a test's page without one): the session is forgotten here all the same.
  }
  forgetConsoleSession();
}

/**
 * The console's part in every call (lib/base-query.ts): its session on the operators' calls
 * (`/admin/...` below the API base), a session the server refused (403 SECOND_FACTOR_REQUIRED)
 * forgotten, so the console asks for a code again without signing out, and the session ended on
 * the server when the site signs out.
 */
export const consoleCalls: CallExtension = {
  headers(url): Record<string, string> {
    const session = url.startsWith("/admin/") ? readConsoleSession() : null;
    return session ? { [ADMIN_SESSION_HEADER]: session } : {};
  },
  settle(error) {
    if (error.status === 403 && error.code === "SECOND_FACTOR_REQUIRED") forgetConsoleSession();
  },
  signOut: endConsoleSessionAsSiteSignsOut,
};
