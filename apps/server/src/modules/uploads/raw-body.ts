import { PassThrough, type Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Lets the routes of `scope` take a raw body of one of `types` (and nothing else, JSON included):
 * the body is handed to the handler as a stream, unread, so a large upload is never held whole.
 * A body that declares a length over the route's `bodyLimit` is refused with `tooLarge` before a
 * byte is read; one that does not is counted by its reader.
 */
export function acceptRawBody(scope: FastifyInstance, types: readonly string[], tooLarge: () => Error) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser([...types], (request, payload, done) => {
    if (Number(request.headers["content-length"]) > request.routeOptions.bodyLimit) {
      done(tooLarge(), undefined);
      return;
    }
    done(null, detached(request, payload));
  });
}

/**
 * The body as a stream of its own. A reader that stops early (a size limit, a wrong type) destroys
 * this stream only, never the request, whose socket would go with it: the error is still answered,
 * and the errors plugin drains the rest. A request that breaks off breaks this stream.
 */
function detached(request: FastifyRequest, payload: NodeJS.ReadableStream): Readable {
  const body = new PassThrough();
  payload.pipe(body);
  payload.once("error", (error: Error) => body.destroy(error));
  request.raw.once("close", () => {
    if (!request.raw.complete) body.destroy(new Error("The request broke off before its body ended"));
  });
  return body;
}

/** The raw body `acceptRawBody` handed through. */
export function rawBodyOf(request: FastifyRequest): Readable {
  return request.body as Readable;
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
