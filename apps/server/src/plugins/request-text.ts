import { Stream } from "node:stream";
import { messages } from "@clutch/contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors";
import { sendError } from "./errors";

/** In a `u` regex, a surrogate pair is one code point, so only lone surrogates match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Text PostgreSQL can store: no NUL character and no lone UTF-16 surrogate (from broken UTF-8). */
const isStorableText = (text: string) => !text.includes("\u0000") && !LONE_SURROGATE.test(text);

const invalidText = (path?: string) =>
  new AppError(
    400,
    "INVALID_TEXT",
    messages.general.invalidText,
    path === undefined ? undefined : [{ path, message: messages.general.invalidText }],
  );

const MAX_DEPTH = 64;

/**
 * The keys leading to the first string (value or key) in `value` that cannot be stored, innermost
 * first, if any. Array items are read by index and a key is added only on the way back from a find:
 * a body of a large array costs one pass, not a path string per element.
 */
function unstorableTrail(value: unknown, depth: number): string[] | undefined {
  if (typeof value === "string") return isStorableText(value) ? undefined : [];
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return undefined;
  // A raw body (a signed webhook, an upload's stream) is read, and checked, by its route.
  if (Buffer.isBuffer(value) || value instanceof Stream) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = unstorableTrail(value[index], depth + 1);
      if (found) return found.concat(String(index));
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!isStorableText(key)) return [key];
    const found = unstorableTrail(record[key], depth + 1);
    if (found) return found.concat(key);
  }
  return undefined;
}

/** The dotted path of the first string (value or key) in `value` that cannot be stored, if any. */
function findUnstorableText(value: unknown): string | undefined {
  return unstorableTrail(value, 0)?.reverse().join(".");
}

/** Throws 400 INVALID_TEXT when a parsed form or body holds text that cannot be stored. */
function assertStorableText(value: unknown): void {
  const path = findUnstorableText(value);
  if (path !== undefined) throw invalidText(path);
}

/** Strict UTF-8: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD. */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * The text of one multipart form field, for every reader of multipart forms: refused (400
 * INVALID_TEXT naming the field) when it holds a NUL character or was not valid UTF-8. The form
 * parser decodes each field before handing it over, turning every byte sequence that is not UTF-8
 * into U+FFFD, so a U+FFFD in a field means its bytes did not decode (no form needs the character).
 */
export function multipartFieldText(part: { fieldname: string; value: unknown }): string {
  const text = String(part.value ?? "");
  if (!isStorableText(text) || text.includes("\uFFFD") || !isStorableText(part.fieldname)) {
    throw invalidText(part.fieldname);
  }
  return text;
}

/** The decoded path and query, or undefined when the percent-encoding is not valid UTF-8. */
function decodedUrl(url: string): string | undefined {
  try {
    return decodeURIComponent(url.replaceAll("+", " "));
  } catch {
    return undefined;
  }
}

/** A URL made of printable ASCII without `%`: nothing in it to decode, nothing unstorable. */
const PLAIN_URL = /^[\x20-\x24\x26-\x7e]*$/;

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

/**
 * Fastify's `frameworkErrors`: a path whose percent-encoding is not UTF-8 never reaches a route,
 * a hook or the error handler, so it is answered here: 400 for the API, a plain 404 otherwise.
 * A path segment longer than any id (over the router's parameter limit, before the last segment)
 * names nothing: 404.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return sendError(reply, 404, { message: messages.general.routeNotFound, code: "NOT_FOUND" });
  }
  if (error.code !== "FST_ERR_BAD_URL") {
    request.log.error({ err: error }, "request failed before routing");
    return sendError(reply, 500, { message: messages.general.internal, code: "INTERNAL_ERROR" });
  }
  if (isApiPath(request.url)) {
    return sendError(reply, 400, { message: messages.general.invalidText, code: "INVALID_TEXT" });
  }
  return sendError(reply, 404, { message: messages.general.routeNotFound, code: "NOT_FOUND" });
}

/**
 * Every request passes here: a path or query with a NUL character or invalid UTF-8, and a JSON
 * body with such text, is refused before any route sees it — 400 INVALID_TEXT for the API, the
 * not-found page for page paths. JSON bodies are decoded as strict UTF-8 (invalid bytes are refused,
 * never turned into U+FFFD), then parsed exactly as Fastify's own parser does (same body limit, same
 * 400 for bad JSON). Multipart fields are read by their route through `multipartFieldText`. The
 * error handler maps a database refusal to the same 400.
 */
export const requestTextPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? "error",
      app.initialConfig.onConstructorPoisoning ?? "error",
    );
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
      let text: string;
      try {
        text = strictUtf8.decode(body as Buffer);
      } catch {
        done(invalidText(), undefined);
        return;
      }
      parseJson(request, text, done);
    });

    // Callback hooks, and a URL without percent-encoding or raw bytes past ASCII (no NUL, nothing
    // to decode) passes on a single test: no promise and no decoding per ordinary request.
    app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done) => {
      if (PLAIN_URL.test(request.url)) return done();
      const url = decodedUrl(request.url);
      if (url !== undefined && isStorableText(url)) return done();
      // An API path is refused with 400; the not-found page answers any other (done is not called then).
      if (isApiPath(request.url)) return done(invalidText());
      reply.code(404).callNotFound();
    });
    app.addHook("preValidation", (request, _reply, done) => {
      if (request.body === undefined || request.body === null) return done();
      try {
        assertStorableText(request.body);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
  },
  { name: "request-text" },
);
