import { messages } from "@clutch/contract";
import type { BaseQueryApi } from "@reduxjs/toolkit/query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installMemoryStorage, type MemoryStorage } from "../test/memory-storage";
import { errorMessage, isNotFound, normaliseError } from "./api-error";
import { createBaseQuery } from "./base-query";
import { logout } from "./session";
import { TOKEN_STORAGE_KEY } from "./storage";

describe("normaliseError", () => {
  it("keeps a contract ErrorResponse as it is, adding the status", () => {
    const data = { success: false, message: "Game not found", code: "NOT_FOUND" };
    expect(normaliseError({ status: 404, data })).toEqual({ ...data, status: 404, fromServer: true });
  });

  it("keeps the field errors of a validation failure", () => {
    const data = {
      success: false,
      message: messages.validation.loginPassword,
      code: "VALIDATION_ERROR",
      errors: [{ path: "password", message: messages.validation.loginPassword }],
    };
    expect(normaliseError({ status: 400, data })).toEqual({ ...data, status: 400, fromServer: true });
  });

  it("uses a server message even when the body is not quite the contract's shape", () => {
    expect(normaliseError({ status: 409, data: { message: "User already exists" } })).toEqual({
      success: false,
      status: 409,
      code: "CONFLICT",
      message: "User already exists",
      fromServer: true,
    });
  });

  it("turns a 5xx without a JSON body (proxy up, server down) into 'unavailable'", () => {
    expect(normaliseError({ status: 502, data: null })).toMatchObject({
      status: 502,
      code: "SERVICE_UNAVAILABLE",
      message: messages.general.unavailable,
    });
    expect(normaliseError({ status: 500, data: "" })).toMatchObject({
      message: messages.general.unavailable,
    });
  });

  it("turns a non-JSON answer into its status's message", () => {
    expect(
      normaliseError({ status: "PARSING_ERROR", originalStatus: 429, data: "<html>", error: "SyntaxError" }),
    ).toEqual({
      success: false,
      status: 429,
      code: "RATE_LIMITED",
      message: messages.general.rateLimited,
      fromServer: false,
    });
  });

  it("turns network failures and timeouts into status 0 'unavailable'", () => {
    for (const error of [
      { status: "FETCH_ERROR" as const, error: "TypeError: Failed to fetch" },
      { status: "TIMEOUT_ERROR" as const, error: "AbortError" },
    ]) {
      expect(normaliseError(error)).toEqual({
        success: false,
        status: 0,
        code: "SERVICE_UNAVAILABLE",
        message: messages.general.unavailable,
      });
    }
  });

  it("keeps the text of a custom error", () => {
    expect(normaliseError({ status: "CUSTOM_ERROR", error: "Bad shape" })).toMatchObject({
      status: 0,
      message: "Bad shape",
    });
  });
});

describe("errorMessage / isNotFound", () => {
  it("shows the server's own message, else the screen's fallback (no answer, a blank message)", () => {
    const apiError = normaliseError({
      status: 404,
      data: { success: false, message: "Guide not found", code: "NOT_FOUND" },
    });
    expect(errorMessage(apiError, "x")).toBe("Guide not found");
    expect(errorMessage(normaliseError({ status: "FETCH_ERROR", error: "offline" }), "x")).toBe("x");
    expect(errorMessage(normaliseError({ status: "TIMEOUT_ERROR", error: "slow" }), "x")).toBe("x");
    const blank = normaliseError({
      status: 500,
      data: { success: false, message: " ", code: "INTERNAL_ERROR" },
    });
    expect(errorMessage(blank, "Failed to fetch courses")).toBe("Failed to fetch courses");
    expect(errorMessage(normaliseError({ status: 502, data: "<html>" }), "x")).toBe("x");
    expect(errorMessage({ name: "Error", message: "boom" }, "x")).toBe("x");
    expect(errorMessage({}, "fallback")).toBe("fallback");
    expect(errorMessage(undefined, "fallback")).toBe("fallback");
    expect(isNotFound(apiError)).toBe(true);
    expect(isNotFound(normaliseError({ status: "FETCH_ERROR", error: "x" }))).toBe(false);
  });
});

describe("createBaseQuery", () => {
  let storage: MemoryStorage;
  let restore: () => void;

  beforeEach(() => {
    ({ storage, restore } = installMemoryStorage());
  });
  afterEach(() => restore());

  function jsonResponse(status: number, body: unknown) {
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  }

  function call(fetchFn: typeof fetch, url = "/auth/user-data") {
    const dispatch = vi.fn();
    const api = {
      signal: new AbortController().signal,
      abort: () => {},
      dispatch,
      getState: () => ({}),
      extra: undefined,
      endpoint: "test",
      type: "query",
    } as unknown as BaseQueryApi;
    const baseQuery = createBaseQuery({ baseUrl: "http://clutch.test/api", fetchFn });
    return { dispatch, result: baseQuery(url, api, {}) };
  }

  it("sends a call once more after a 503's short Retry-After, and answers the second try", async () => {
    const busy = () =>
      new Response(JSON.stringify({ success: false, code: "SERVICE_UNAVAILABLE", message: "busy" }), {
        status: 503,
        headers: { "Content-Type": "application/json", "Retry-After": "0" },
      });
    const fetchFn = vi
      .fn(async (_request: Request) => jsonResponse(200, { success: true }))
      .mockImplementationOnce(async () => busy());
    expect(await call(fetchFn as unknown as typeof fetch).result).toMatchObject({ data: { success: true } });
    expect(fetchFn).toHaveBeenCalledTimes(2);

    // Only once: a second 503 is the answer.
    const alwaysBusy = vi.fn(async (_request: Request) => busy());
    expect(await call(alwaysBusy as unknown as typeof fetch).result).toMatchObject({
      error: { status: 503, code: "SERVICE_UNAVAILABLE" },
    });
    expect(alwaysBusy).toHaveBeenCalledTimes(2);
  });

  it("does not send again a 503 without Retry-After, or one that asks for a long wait", async () => {
    for (const headers of [{}, { "Retry-After": "120" }] as Record<string, string>[]) {
      const fetchFn = vi.fn(
        async (_request: Request) =>
          new Response("{}", { status: 503, headers: { "Content-Type": "application/json", ...headers } }),
      );
      expect(await call(fetchFn as unknown as typeof fetch).result).toMatchObject({ error: { status: 503 } });
      expect(fetchFn).toHaveBeenCalledTimes(1);
    }
  });

  it("sends the bearer token from localStorage and includes credentials", async () => {
    storage.setItem(TOKEN_STORAGE_KEY, "tok");
    const fetchFn = vi.fn(async (_request: Request) => jsonResponse(200, { success: true }));
    const { result } = call(fetchFn as unknown as typeof fetch);
    expect(await result).toMatchObject({ data: { success: true } });
    const request = fetchFn.mock.calls[0]?.[0];
    expect(request?.url).toBe("http://clutch.test/api/auth/user-data");
    expect(request?.headers.get("Authorization")).toBe("Bearer tok");
    expect(request?.credentials).toBe("include");
  });

  it("sends no Authorization header without a token", async () => {
    const fetchFn = vi.fn(async (_request: Request) => jsonResponse(200, { success: true }));
    await call(fetchFn as unknown as typeof fetch).result;
    expect(fetchFn.mock.calls[0]?.[0].headers.has("Authorization")).toBe(false);
  });

  it("signs out on a 401 to a call that carried a token, and returns the normalised error", async () => {
    storage.setItem(TOKEN_STORAGE_KEY, "expired");
    const body = { success: false, message: messages.auth.unauthorized, code: "UNAUTHORIZED" };
    const { dispatch, result } = call((async () => jsonResponse(401, body)) as typeof fetch);
    expect(await result).toMatchObject({ error: { ...body, status: 401 } });
    expect(dispatch).toHaveBeenCalledWith(logout());
  });

  it("does not sign out on a 401 without a token (a failed login)", async () => {
    const body = { success: false, message: messages.auth.invalidCredentials, code: "INVALID_CREDENTIALS" };
    const { dispatch, result } = call((async () => jsonResponse(401, body)) as typeof fetch, "/auth/login");
    expect(await result).toMatchObject({ error: { message: messages.auth.invalidCredentials, status: 401 } });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it("reports a network failure as the contract's 'unavailable' error", async () => {
    const { result } = call((async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch);
    expect(await result).toMatchObject({
      error: {
        success: false,
        status: 0,
        code: "SERVICE_UNAVAILABLE",
        message: messages.general.unavailable,
      },
    });
  });
});
