import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest, FastifyServerFactory, onSendHookHandler } from "fastify";
import { type CachedResponse, cachedEntrySentBy, type Encoding, preferredEncoding } from "./response-cache";

/** What a hot answer repeats: the framework's own answer to the same URL, as it went out. */
interface HotAnswer {
  entry: CachedResponse;
  /** Names and values, alternating, in the order the framework wrote them. */
  headers: string[];
  body: Buffer;
}

type Variants = Partial<Record<Encoding, HotAnswer>>;

/** The settings Fastify gives its own HTTP/1 server (lib/server.js), with its defaults applied. */
interface HttpServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** URLs remembered at most; the oldest goes first (a flood of distinct query strings stays bounded). */
const MAX_URLS = 4000;

/**
 * Public cached answers sent again in front of the framework (docs/decisions/032-hot-answers.md).
 * When the catalogue's route has sent a cached answer (`sendCached`) to a GET, the bytes that went
 * out — status 200, every header the hooks set, the body in the negotiated encoding — are kept
 * under the request's exact URL. A later GET of that URL, asking for the same encoding and
 * carrying no `If-None-Match`, is answered with them by the HTTP server's own request listener,
 * before Fastify makes a request and a reply, routes, validates and runs its hooks: the URL passed
 * all of that once, and the answer is the same entry's while it lives. Anything else (a miss, an
 * expired or replaced entry, a conditional request, HEAD, a closing server) goes to Fastify.
 *
 * Only while no line would be logged for the request (the request log writes one per answer at
 * `info`): a hot answer must not vanish from the log.
 */
export class HotAnswers {
  private readonly byUrl = new Map<string, Variants>();
  private serving = false;
  /** How many requests a hot answer has answered. */
  sent = 0;

  /** Fastify's `serverFactory`: its HTTP/1 server (the same settings), with the hot answers first. */
  readonly serverFactory: FastifyServerFactory = (handler, options: HttpServerSettings) => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** A route's `onSend` hook (after every shared one): remembers what a cached answer sends. */
  readonly remember: onSendHookHandler = (request, reply, payload, done) => {
    if (this.serving) this.keep(request, reply, payload);
    done(null, payload);
  };

  /** On when the app is ready and `logsEveryAnswer` is false; off from the moment it closes. */
  start({ logsEveryAnswer }: { logsEveryAnswer: boolean }): void {
    this.serving = !logsEveryAnswer;
  }

  stop(): void {
    this.serving = false;
    this.byUrl.clear();
  }

  private keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const entry = cachedEntrySentBy(reply);
    const url = request.raw.url;
    const sentWhole = request.method === "GET" && reply.statusCode === 200 && Buffer.isBuffer(payload);
    if (!entry || url === undefined || !sentWhole) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      for (const one of Array.isArray(value) ? value : [value]) {
        if (one !== undefined) headers.push(name, String(one));
      }
    }
    // Fastify adds the length itself, last, when it writes the head.
    if (reply.getHeader("content-length") === undefined)
      headers.push("content-length", String(payload.length));
    let variants = this.byUrl.get(url);
    if (!variants) {
      if (this.byUrl.size >= MAX_URLS) this.byUrl.delete(this.byUrl.keys().next().value as string);
      variants = {};
      this.byUrl.set(url, variants);
    }
    variants[preferredEncoding(request.headers["accept-encoding"])] = { entry, headers, body: payload };
  }

  /** Sends the hot answer for this request, if there is one; false hands the request to Fastify. */
  private answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.serving || request.method !== "GET") return false;
    const variants = this.byUrl.get(request.url ?? "");
    if (!variants) return false;
    const { acceptEncoding, conditional } = negotiationOf(request.rawHeaders);
    if (conditional) return false;
    const hot = variants[preferredEncoding(acceptEncoding)];
    if (!hot || hot.entry.retired || hot.entry.expiresAt <= Date.now()) return false;
    response.writeHead(200, hot.headers).end(hot.body);
    this.sent++;
    return true;
  }
}

/**
 * The two request headers a hot answer depends on, read from the raw list: `request.headers` is
 * built on first use, an object per request that the answer does not otherwise need.
 */
function negotiationOf(rawHeaders: string[]): { acceptEncoding: string | undefined; conditional: boolean } {
  let acceptEncoding: string | undefined;
  let conditional = false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    if (name.length === 15 && name.toLowerCase() === "accept-encoding") {
      acceptEncoding =
        acceptEncoding === undefined ? rawHeaders[i + 1] : `${acceptEncoding}, ${rawHeaders[i + 1]}`;
    } else if (name.length === 13 && name.toLowerCase() === "if-none-match") {
      conditional = true;
    }
  }
  return { acceptEncoding, conditional };
}
