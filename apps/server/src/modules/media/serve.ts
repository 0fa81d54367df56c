import { Readable } from "node:stream";
import { messages } from "@clutch/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ByteRange, ObjectInfo, Storage } from "../../lib/storage/storage";
import { sendError } from "../../plugins/errors";

/**
 * The range a `Range` header asks of an object of `size` bytes: undefined for the whole object
 * (no header, a unit other than bytes, several ranges or a malformed one, which HTTP lets a server
 * ignore), "unsatisfiable" when it starts past the end.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | "unsatisfiable" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [first, last] = [match[1] as string, match[2] as string];
  if (first === "") {
    // The last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/** Whether the client's copy is current (If-None-Match, or If-Modified-Since without it). */
function isNotModified(request: FastifyRequest, info: ObjectInfo): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || tag === info.etag);
  }
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

/** Whether a Range still applies: no If-Range, or one naming the current version. */
function rangeStillApplies(request: FastifyRequest, info: ObjectInfo): boolean {
  const header = request.headers["if-range"];
  if (header === undefined) return true;
  const ifRange = Array.isArray(header) ? (header[0] ?? "") : header;
  if (ifRange.startsWith('"')) return ifRange === info.etag;
  return Math.floor(info.lastModified.getTime() / 1000) * 1000 === Date.parse(ifRange);
}

/**
 * Streams an object from the store as HTTP wants media served: its type, length, ETag and
 * Last-Modified; 304 for a current copy; a single byte range as 206 with Content-Range (so a video
 * can seek), 416 for a range past the end; HEAD without the body. 404 when there is no such object.
 */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  { storage, key, cacheControl }: { storage: Storage; key: string; cacheControl: string },
) {
  const info = await storage.head(key);
  if (!info) return sendError(reply, 404, { message: messages.media.notFound, code: "NOT_FOUND" });
  reply
    .header("accept-ranges", "bytes")
    .header("etag", info.etag)
    .header("last-modified", info.lastModified.toUTCString())
    .header("cache-control", cacheControl);
  if (isNotModified(request, info)) return reply.code(304).send();

  const asked = rangeStillApplies(request, info) ? rangeOf(request.headers.range, info.size) : undefined;
  if (asked === "unsatisfiable") {
    reply.header("content-range", `bytes */${info.size}`);
    return sendError(reply, 416, {
      message: messages.media.rangeNotSatisfiable,
      code: "RANGE_NOT_SATISFIABLE",
    });
  }
  const length = asked ? asked.end - asked.start + 1 : info.size;
  reply.type(info.contentType).header("content-length", String(length));
  if (asked) reply.code(206).header("content-range", `bytes ${asked.start}-${asked.end}/${info.size}`);
  // HEAD: the headers only (an empty stream, so the length above is what the client is told).
  if (request.method === "HEAD" || length === 0) return reply.send(Readable.from([]));
  const object = await storage.get(key, asked);
  if (!object) {
    // Deleted since the look above.
    reply.removeHeader("content-length").removeHeader("content-range");
    return sendError(reply, 404, { message: messages.media.notFound, code: "NOT_FOUND" });
  }
  return reply.send(object.body);
}
