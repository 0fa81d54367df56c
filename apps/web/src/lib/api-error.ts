// Plain data and functions only: this module is on the start-up path, which carries no zod.
import {
  asErrorResponse,
  type ErrorCode,
  type ErrorResponse,
  errorCodeForStatus,
  messages,
} from "@clutch/contract";
import type { SerializedError } from "@reduxjs/toolkit";
import type { FetchBaseQueryError } from "@reduxjs/toolkit/query";

/**
 * Every failed call, as components see it: the contract's ErrorResponse (show `message`), plus the
 * HTTP status (0 when no HTTP answer arrived: offline, timeout, server down).
 */
export type ApiError = ErrorResponse & {
  status: number;
  /** Whether `message` is the server's own sentence (false: no answer, or one without a message). */
  fromServer?: boolean;
};

/** What screens read of an RTK Query query besides its data: the error, loading flags and a retry. */
export type QueryState = {
  error?: ApiError | SerializedError;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

const MESSAGE_BY_CODE: Partial<Record<ErrorCode, string>> = {
  UNAUTHORIZED: messages.auth.unauthorized,
  FORBIDDEN: messages.payment.forbidden,
  NOT_FOUND: messages.general.routeNotFound,
  PAYLOAD_TOO_LARGE: messages.general.bodyTooLarge,
  UNSUPPORTED_MEDIA_TYPE: messages.general.unsupportedMediaType,
  RATE_LIMITED: messages.general.rateLimited,
  INTERNAL_ERROR: messages.general.internal,
  SERVICE_UNAVAILABLE: messages.general.unavailable,
};

function fromStatus(status: number, data?: unknown): ApiError {
  // No JSON body on a 5xx means the server never handled the call (proxy up, server down).
  const code = errorCodeForStatus(status);
  const serverMessage =
    typeof data === "object" && data !== null && "message" in data && typeof data.message === "string"
      ? data.message.trim()
      : "";
  const fallback =
    status >= 500 && !serverMessage
      ? messages.general.unavailable
      : (MESSAGE_BY_CODE[code] ?? messages.payment.somethingWentWrong);
  return {
    success: false,
    status,
    code,
    message: serverMessage || fallback,
    fromServer: serverMessage !== "",
  };
}

/** Turns whatever fetchBaseQuery reports into the contract's error shape. */
export function normaliseError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === "number") {
    const parsed = asErrorResponse(error.data);
    if (parsed) return { ...parsed, status: error.status, fromServer: parsed.message.trim() !== "" };
    return fromStatus(error.status, error.data);
  }
  switch (error.status) {
    case "PARSING_ERROR":
      // An answer that is not JSON (an HTML error page from a proxy, for instance).
      return fromStatus(error.originalStatus);
    case "CUSTOM_ERROR":
      return { success: false, status: 0, code: "BAD_REQUEST", message: error.error };
    default:
      // FETCH_ERROR (offline, refused, CORS) and TIMEOUT_ERROR.
      return {
        success: false,
        status: 0,
        code: "SERVICE_UNAVAILABLE",
        message: messages.general.unavailable,
      };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === "object" &&
    error !== null &&
    "status" in error &&
    typeof error.status === "number" &&
    "message" in error &&
    typeof error.message === "string"
  );
}

/**
 * The sentence to show for a failed query or mutation: the server's own message, else the
 * screen's fixed sentence (no answer at all, or an answer without a message). RTK can also hand
 * back a SerializedError, which carries no server message.
 */
export function errorMessage(
  error: ApiError | SerializedError | undefined | unknown,
  fallback: string,
): string {
  if (isApiError(error) && error.fromServer && error.message.trim()) return error.message;
  return fallback;
}

export function isNotFound(error: ApiError | SerializedError | undefined): boolean {
  return isApiError(error) && error.status === 404;
}
