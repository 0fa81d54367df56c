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
 * fetchBaseQuery on the API base, with the bearer token from localStorage and cookies included
 * (docs/product.md#who-may-do-what), wrapped so that:
 * - a 401 to a call that carried a token signs the user out cleanly (the token is dead: expired,
 *   revoked by a password change, or forged), and
 * - every error reaches components in the contract's ErrorResponse shape.
 */
export function createBaseQuery({ baseUrl, fetchFn }: BaseQueryOptions): AppBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl,
    credentials: "include",
    fetchFn,
    prepareHeaders(headers) {
      const token = readToken();
      if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const hadToken = readToken() !== null;
    const result = await raw(args, api, extraOptions);
    if (!result.error) return { data: result.data, meta: result.meta };
    const error = normaliseError(result.error);
    // A 401 without a token (a wrong password at login, say) is not a session ending.
    if (error.status === 401 && hadToken) api.dispatch(logout());
    return { error, meta: result.meta };
  };
}
