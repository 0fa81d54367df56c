import { Transform } from "node:stream";

/** What the store knows about one object. */
export interface ObjectInfo {
  size: number;
  contentType: string;
  /** A strong validator of the bytes (quoted, as HTTP sends it). */
  etag: string;
  lastModified: Date;
}

/** A byte range, both ends inclusive (as HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object's bytes (all of them, or the range asked for) and what the store knows about it. */
export interface StoredObject extends ObjectInfo {
  body: NodeJS.ReadableStream;
}

export interface PutOptions {
  contentType: string;
  /** Refuse (with `ObjectTooLargeError`, nothing stored) a body longer than this many bytes. */
  maxBytes?: number;
}

/**
 * Where uploads and media are kept: a folder in DATA_DIR, or S3-compatible object storage shared by
 * every server instance. Keys are slash-separated paths of plain names (`checkKey`). A body is
 * streamed to the store, never held whole in memory, and becomes visible only once complete.
 */
export interface Storage {
  /** For the start-up log, e.g. `folder /srv/data/uploads` or `s3://bucket/prefix`. */
  readonly description: string;
  put(key: string, body: NodeJS.ReadableStream | Buffer, options: PutOptions): Promise<ObjectInfo>;
  /** The object (or the range of it, which must lie inside it), or undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Deleting a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The body is longer than ${maxBytes} bytes`);
    this.name = "ObjectTooLargeError";
  }
}

const SEGMENT = /^[A-Za-z0-9_.-]{1,200}$/;

/** Throws unless `key` is slash-separated plain names (no `.`/`..`, no empty segment). */
export function checkKey(key: string): string {
  const segments = key.split("/");
  if (key.length > 1000 || segments.some((s) => !SEGMENT.test(s) || s === "." || s === "..")) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  webm: "video/webm",
};

/** The media type a key's extension names (the folder store keeps no metadata besides the bytes). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/** Passes bytes through, failing the stream with `ObjectTooLargeError` past `maxBytes`. */
export function byteLimit(maxBytes: number | undefined): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (maxBytes !== undefined && seen > maxBytes) callback(new ObjectTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}
