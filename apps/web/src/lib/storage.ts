import { TOKEN_STORAGE_KEY } from "@clutch/contract";

/**
 * The browser's localStorage, guarded: private modes and disabled storage throw on access, and
 * tests run without a DOM. The product keeps exactly one key of its own, `userToken` (docs/product.md#catalogue),
 * which the page's head script also reads (the session mark, packages/contract/src/session-mark.ts).
 */
export { TOKEN_STORAGE_KEY };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  try {
    const token = storage()?.getItem(TOKEN_STORAGE_KEY);
    return token ? token : null;
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage full or blocked: the session simply lasts until the tab closes.
  }
}

/** Signing out forgets everything the site stored in this browser (docs/product.md#session-and-storage). */
export function clearStorage(): void {
  consoleSessionInMemory = null;
  for (const area of [storage, tabStorage]) {
    try {
      area()?.clear();
    } catch {
      // Nothing to clear.
    }
  }
}

/*
 * The operators' console session (the proof of a second-factor code, sent in `x-admin-session`):
 * in sessionStorage, so it ends with the tab as well as after its hours. Changes are announced on
 * `window` with CONSOLE_SESSION_EVENT, so the console notices a session the API refused.
 */
const CONSOLE_SESSION_KEY = "consoleSession";
export const CONSOLE_SESSION_EVENT = "clutch:console-session";

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The session itself, for when sessionStorage is blocked: it then lasts until the page reloads. */
let consoleSessionInMemory: string | null = null;

export function readConsoleSession(): string | null {
  try {
    const stored = tabStorage()?.getItem(CONSOLE_SESSION_KEY);
    if (stored) return stored;
  } catch {
    // Blocked: the copy in memory.
  }
  return consoleSessionInMemory;
}

function changeConsoleSession(session: string | null): void {
  consoleSessionInMemory = session;
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
