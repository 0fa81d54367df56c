import { ADMIN_SESSION_HEADER } from "@clutch/contract";
import type { FastifyServerOptions } from "fastify";

/** What stands in the log for a secret that was left out. */
const REDACTED = "[redacted]";

/** A path segment that is itself a secret: the coach invitation's token (page and API). */
const TOKEN_SEGMENT = /(\/coach-invitations?\/)[^/?#\s"'<>]+/gi;
/** Query parameters whose value is a secret wherever they appear (a signed link's `sig`, a code). */
const SECRET_PARAMETER =
  /([?&](?:sig|signature|token|code|otp|userotp|secret|session|password|key)=)[^&#\s"'<>]*/gi;

/**
 * `url` as the log may show it: the invitation token of a token-bearing path, the whole query of a
 * signed media link and the value of any secret-named parameter replaced by `[redacted]`.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? "" : url.slice(queryAt);
  const safePath = path.replace(TOKEN_SEGMENT, `$1${REDACTED}`);
  if (query === "") return safePath;
  // A signed media link's query is its signature and expiry: none of it is worth logging.
  if (/^\/+(?:api\/+)?media\//i.test(safePath)) return `${safePath}?${REDACTED}`;
  return safePath + query.replace(SECRET_PARAMETER, `$1${REDACTED}`);
}

/** Free text (an error's message or stack) with the same secrets `redactUrl` leaves out. */
export function redactText(text: string): string {
  return text.replace(TOKEN_SEGMENT, `$1${REDACTED}`).replace(SECRET_PARAMETER, `$1${REDACTED}`);
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The request as its log line shows it: never its headers or body, its URL redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ""),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface LoggedErrorLine {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

interface LoggedError {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
}

/**
 * An error as the log shows it: its type, code, redacted message and stack, and its causes. A JSON
 * body that did not parse is not quoted: the parser's message carries the start of the body, which
 * may be a code being verified.
 */
/** An error's message as the log may show it (see `serializeError`). */
export function loggedMessage(error: { message?: string }): string {
  const quotesBody = error instanceof SyntaxError && /JSON/i.test(error.message ?? "");
  return quotesBody ? "the body is not valid JSON (not logged)" : redactText(String(error.message ?? ""));
}

function serializeError(error: unknown, depth = 0): LoggedErrorLine {
  if (!error || typeof error !== "object") return { type: typeof error, message: String(error), stack: "" };
  const e = error as LoggedError;
  const quotesBody = e instanceof SyntaxError && /JSON/i.test(e.message ?? "");
  return {
    type: e.name ?? error.constructor?.name ?? "Error",
    message: loggedMessage(e),
    stack: quotesBody ? "" : redactText(e.stack ?? ""),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

/** Anything that takes the log's lines (a test's capture); unset: standard output. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * The server's logger: at `level`, with the request and error serializers above, and the headers
 * that carry a credential (bearer token, console session, cookies) redacted wherever a line would
 * carry them.
 */
export function loggerOptions(level: string, stream?: LogDestination): FastifyServerOptions["logger"] {
  const credentials = ["authorization", "cookie", "set-cookie", `"${ADMIN_SESSION_HEADER}"`];
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest, err: serializeError },
    // A line's message may quote a URL (Fastify's "Route ... not found", an error's own message).
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? redactText(arg) : arg)),
        );
      },
    },
    redact: {
      paths: ["req.headers", "res.headers", "headers"].flatMap((at) =>
        credentials.map((name) => `${at}${name.startsWith('"') ? `[${name}]` : `.${name}`}`),
      ),
      censor: REDACTED,
    },
  };
}
