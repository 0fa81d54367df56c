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
  for (const area of [storage, tabStorage]) {
    try {
      area()?.clear();
    } catch {
      // Nothing to clear.
    }
  }
}

/** sessionStorage, guarded like localStorage (parts of the app loaded later keep tab-long state in it). */
function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
