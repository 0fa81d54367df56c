import { ADMIN_SESSION_HEADER } from "@clutch/contract";
import type { Dispatch } from "@reduxjs/toolkit";
import type { BaseQueryFn, FetchArgs, FetchBaseQueryMeta } from "@reduxjs/toolkit/query";
import { fetchBaseQuery } from "@reduxjs/toolkit/query";
import { type ApiError, normaliseError } from "./api-error";
import { logout } from "./session";
import { forgetConsoleSession, readConsoleSession, readToken } from "./storage";

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

type BaseQueryOptions = {
  baseUrl: string;
  /** For tests; the global fetch otherwise. */
  fetchFn?: typeof fetch;
};

/**
 * The headers every call carries besides its own: the bearer token, and on the operators' calls
 * (`/admin/...` below the API base) the console session. `url` is relative to the API base.
 */
export function callHeaders(url: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const consoleSession = url.startsWith("/admin/") ? readConsoleSession() : null;
  if (consoleSession) headers[ADMIN_SESSION_HEADER] = consoleSession;
  return headers;
}

/**
 * What a failed call ends: a 401 to a call that carried a token signs the user out (the token is
 * dead: expired, revoked by a password change, or forged); a console session the server refused
 * is forgotten, so the console asks for a code again without signing anyone out.
 */
export function settleFailure(error: ApiError, hadToken: boolean, dispatch: Dispatch): void {
  // A 401 without a token (a wrong password at login, say) is not a session ending.
  if (error.status === 401 && hadToken) dispatch(logout());
  if (error.status === 403 && error.code === "SECOND_FACTOR_REQUIRED") forgetConsoleSession();
}

/**
 * fetchBaseQuery on the API base, with the bearer token from localStorage and cookies included
 * (docs/product.md#who-may-do-what) and the console session on operators' calls (`callHeaders`),
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
    const result = await raw(args, api, extraOptions);
    if (!result.error) return { data: result.data, meta: result.meta };
    const error = normaliseError(result.error);
    settleFailure(error, hadToken, api.dispatch);
    return { error, meta: result.meta };
  };
}
