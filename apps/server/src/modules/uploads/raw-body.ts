import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Lets the routes of `scope` take a raw body of one of `types` (and nothing else, JSON included):
 * the body is handed to the handler as a stream, unread, so a large upload is never held whole.
 * A body that declares a length over the route's `bodyLimit` is refused with `tooLarge` before a
 * byte is read; one that does not is counted by its reader. A reader that stops early (a size
 * limit, a wrong type) may destroy the stream: Node then leaves the socket open for the answer, and
 * the errors plugin drains the rest.
 */
export function acceptRawBody(scope: FastifyInstance, types: readonly string[], tooLarge: () => Error) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser([...types], (request, payload, done) => {
    if (Number(request.headers["content-length"]) > request.routeOptions.bodyLimit) {
      done(tooLarge(), undefined);
      return;
    }
    done(null, payload);
  });
}

/**
 * The raw body `acceptRawBody` handed through; `missing` when there is none (no body, an empty one,
 * or one sent without a content type, which Fastify does not parse at all).
 */
export function rawBodyOf(request: FastifyRequest, missing: () => Error): Readable {
  const body = request.body as Readable | undefined;
  const empty = request.headers["content-length"] === "0";
  if (!body || typeof body.pipe !== "function" || empty) throw missing();
  return body;
}

/** The whole of a body, refused with `tooLarge` once it runs past `maxBytes`. */
export async function readAtMost(body: Readable, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}
