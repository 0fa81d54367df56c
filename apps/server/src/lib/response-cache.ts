import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CachedResponse {
  /** The answer's bytes, encoded once (sending a string would re-encode it per request). */
  body: Buffer;
  etag: string;
  expiresAt: number;
  /** Set when the entry is dropped (cleared or evicted) before it expires: no longer to be sent. */
  retired?: boolean;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * A small in-memory cache of public answers (catalogue JSON, server-rendered product pages).
 * Catalogue reads vastly outnumber catalogue writes, so each answer is built (and compressed) once
 * per TTL instead of per request; concurrent misses for one key share one build. The TTL matches
 * the catalogue's Cache-Control max-age, so several server instances never disagree for longer
 * than a browser would cache anyway.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly building = new Map<string, Promise<CachedResponse>>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number }) {}

  /**
   * The cached answer for `key`, or the text `build` makes (stored; a failed build is not). A hit
   * is returned as it is, not in a promise, so it can be sent in the request's own turn.
   */
  get(key: string, build: () => Promise<string>): CachedResponse | Promise<CachedResponse> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit;
    const pending = this.building.get(key);
    if (pending) return pending;
    const promise = build()
      .then((text) => this.store(key, text))
      .finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }

  clear(): void {
    for (const entry of this.entries.values()) entry.retired = true;
    this.entries.clear();
  }

  private store(key: string, text: string): CachedResponse {
    if (this.entries.size >= this.options.maxEntries) {
      const [oldest] = this.entries;
      if (oldest) {
        oldest[1].retired = true;
        this.entries.delete(oldest[0]);
      }
    }
    const body = Buffer.from(text);
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const entry: CachedResponse = { body, etag, expiresAt: Date.now() + this.options.ttlMs };
    const replaced = this.entries.get(key);
    if (replaced) replaced.retired = true;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }
}

const AUTH_PATH = /^\/api\/auth(?:[/?]|$)/;

/**
 * An answer that carries a token or a user (any answer to a signed-in request, and every answer
 * under /api/auth, errors included): never stored by a browser or a shared cache. The auth plugin
 * marks them `no-store`; `sendCached` never gives them its public caching.
 */
export function isPrivateAnswer(request: FastifyRequest): boolean {
  return request.user != null || AUTH_PATH.test(request.url);
}

export type Encoding = "br" | "gzip" | "identity";

/** The encoding a cached answer is sent in for this `Accept-Encoding` (when it is large enough to compress). */
export function preferredEncoding(accepted: string | undefined): Encoding {
  if (typeof accepted !== "string") return "identity";
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

const sentEntries = new WeakMap<FastifyReply, CachedResponse>();

/** The cached entry `sendCached` sent with this reply, when it was a public answer. */
export function cachedEntrySentBy(reply: FastifyReply): CachedResponse | undefined {
  return sentEntries.get(reply);
}

/**
 * Sends a cached answer with its ETag (304 when the client has it) in the best encoding; the type
 * defaults to JSON. A private answer (`isPrivateAnswer`) gets none of that: `no-store`, no ETag.
 * Sends at once, unless a compressed copy is still being made (then a promise of the reply).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  { cacheControl, type = "application/json; charset=utf-8" }: { cacheControl: string; type?: string },
): FastifyReply | Promise<FastifyReply> {
  if (isPrivateAnswer(request)) return reply.header("cache-control", "no-store").type(type).send(entry.body);
  reply.header("etag", entry.etag).header("cache-control", cacheControl).header("vary", "Accept-Encoding");
  if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
  reply.type(type);
  sentEntries.set(reply, entry);
  const encoding =
    entry.body.length >= MIN_COMPRESS_BYTES
      ? preferredEncoding(request.headers["accept-encoding"])
      : "identity";
  if (encoding === "br") {
    entry.br ??= brotli(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return entry.br.then((body) => reply.header("content-encoding", "br").send(body));
  }
  if (encoding === "gzip") {
    entry.gzip ??= gzipAsync(entry.body);
    return entry.gzip.then((body) => reply.header("content-encoding", "gzip").send(body));
  }
  return reply.send(entry.body);
}

/**
 * A route handler's end: sends `entry` (`sendCached`) once it is there. Returns a promise only when
 * there is something to wait for (Fastify then answers its failure); a cached, uncompressed answer
 * is sent in the handler's own turn, with no promise and no extra turn of the event loop.
 */
export function sendCachedWhenReady(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse | Promise<CachedResponse>,
  options: { cacheControl: string; type?: string },
): Promise<void> | undefined {
  const settle = (sent: FastifyReply | Promise<FastifyReply>) =>
    sent instanceof Promise ? sent.then(() => undefined) : undefined;
  if (entry instanceof Promise)
    return entry.then((ready) => settle(sendCached(request, reply, ready, options)));
  return settle(sendCached(request, reply, entry, options));
}
