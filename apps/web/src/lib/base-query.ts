import type { Dispatch } from "@reduxjs/toolkit";
import type { BaseQueryFn, FetchArgs, FetchBaseQueryMeta } from "@reduxjs/toolkit/query";
import { fetchBaseQuery } from "@reduxjs/toolkit/query";
import { type ApiError, normaliseError } from "./api-error";
import { logout } from "./session";
import { readToken } from "./storage";

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

type BaseQueryOptions = {
  baseUrl: string;
  /** For tests; the global fetch otherwise. */
  fetchFn?: typeof fetch;
};

/**
 * What a part of the app loaded later adds to every call (the operators' console: its session
 * header on its own calls, and forgetting that session when the server refuses it), so none of
 * its code is on a learner's start-up path.
 */
export interface CallExtension {
  /** Headers for a call to `url` (relative to the API base). */
  headers(url: string): Record<string, string>;
  /** What a failed call ends, besides the sign-out below. */
  settle(error: ApiError): void;
  /**
   * What signing out of the site ends besides the token (the console's session, on the server).
   * Called before the token is forgotten, so it can still send it.
   */
  signOut?(): void;
}
const extensions: CallExtension[] = [];

export function extendCalls(extension: CallExtension): void {
  if (!extensions.includes(extension)) extensions.push(extension);
}

/** Ends what the extensions keep for the signed-in person (`signOut`), as the site signs out. */
export function signOutOfExtensions(): void {
  for (const extension of extensions) extension.signOut?.();
}

/** The headers every call carries besides its own: the bearer token, and the extensions' ones. */
export function callHeaders(url: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  for (const extension of extensions) Object.assign(headers, extension.headers(url));
  return headers;
}

/**
 * What a failed call ends: a 401 to a call that carried a token signs the user out (the token is
 * dead: expired, revoked by a password change, or forged), and whatever an extension ends.
 */
export function settleFailure(error: ApiError, hadToken: boolean, dispatch: Dispatch): void {
  // A 401 without a token (a wrong password at login, say) is not a session ending.
  if (error.status === 401 && hadToken) dispatch(logout());
  for (const extension of extensions) extension.settle(error);
}

/**
 * A 503 with a short `Retry-After` (a transient database conflict: nothing was changed) is sent
 * once more after that wait; the answer of the second try is the call's.
 */
function retryWaitMs(status: unknown, response: Response | undefined): number | undefined {
  const seconds = status === 503 ? Number(response?.headers.get("retry-after") ?? Number.NaN) : Number.NaN;
  return seconds >= 0 && seconds <= 5 ? seconds * 1000 : undefined;
}

/**
 * fetchBaseQuery on the API base, with the bearer token from localStorage and cookies included
 * (docs/product.md#who-may-do-what) and the extensions' headers (`callHeaders`),
 * wrapped so that a failure ends what it must (`settleFailure`) and every error reaches components
 * in the contract's ErrorResponse shape.
 */
export function createBaseQuery({ baseUrl, fetchFn }: BaseQueryOptions): AppBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl,
    credentials: "include",
    fetchFn,
    prepareHeaders(headers, { arg }) {
      const url = typeof arg === "string" ? arg : arg.url;
      for (const [name, value] of Object.entries(callHeaders(url))) {
        if (!headers.has(name)) headers.set(name, value);
      }
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const hadToken = readToken() !== null;
    let result = await raw(args, api, extraOptions);
    const wait = retryWaitMs(result.error?.status, result.meta?.response);
    if (wait !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      result = await raw(args, api, extraOptions);
    }
    if (!result.error) return { data: result.data, meta: result.meta };
    const error = normaliseError(result.error);
    settleFailure(error, hadToken, api.dispatch);
    return { error, meta: result.meta };
  };
}
