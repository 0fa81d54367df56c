import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { Readable } from "node:stream";
import { apiRoutes, messages } from "@clutch/contract";
import { AppError } from "../../lib/errors";
import { ObjectTooLargeError, type Storage } from "../../lib/storage/storage";

/**
 * How a chapter's `videoLink` column names a video kept in the store (never public):
 * `private:<name>`. Anything else (an operator's https URL) is a link the operator chose, given as
 * it is. Names starting with `demo-` are the demo catalogue's videos, shipped with the server.
 */
const PRIVATE_REF = /^private:([A-Za-z0-9][A-Za-z0-9_.-]{0,199})$/;
const DEMO_PREFIX = "demo-";
/** Where the demo videos used to be public; rows written before still say so. */
const LEGACY_DEMO_VIDEO = /^\/media\/video\/chapter-demo\.(mp4|webm)$/;
const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/;
const EXPIRY = /^\d{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** Where a private video's name is kept: the store, under `private/`, or the shipped demo folder. */
export interface MediaSource {
  storage: Storage;
  key: string;
}

export interface MediaServiceDeps {
  storage: Storage;
  /** The demo catalogue's videos (read-only). */
  demoVideos: Storage;
  /** The key signed links are made with (derived from the server's secret). */
  signingKey: Buffer;
  /** How long a link works, in seconds. */
  linkSeconds: number;
  /** The largest video `storeVideo` keeps, in MB. */
  videoMaxMb: number;
  now?: () => number;
}

const invalidLink = () => new AppError(403, "MEDIA_LINK_INVALID", messages.media.linkInvalid);

/** The video types a chapter may have, recognised by their first bytes, never by a name or header. */
const VIDEO_TYPES = [
  // ISO base media (MP4): a box of type "ftyp" first.
  { extension: "mp4", mime: "video/mp4", test: (b: Buffer) => b.toString("latin1", 4, 8) === "ftyp" },
  // Matroska/WebM: the EBML magic.
  { extension: "webm", mime: "video/webm", test: (b: Buffer) => b.readUInt32BE(0) === 0x1a45dfa3 },
] as const;
const SNIFF_BYTES = 12;

/** The body's first bytes (at least SNIFF_BYTES unless it is shorter), and the body again, whole. */
async function peek(body: NodeJS.ReadableStream): Promise<{ head: Buffer; whole: Readable }> {
  const chunks = (body as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const first: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    first.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(first);
  async function* again() {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { head, whole: Readable.from(again(), { objectMode: false }) };
}

export function createMediaService({
  storage,
  demoVideos,
  signingKey,
  linkSeconds,
  videoMaxMb,
  now = Date.now,
}: MediaServiceDeps) {
  const sign = (name: string, expires: string) =>
    createHmac("sha256", signingKey).update(`private/${name}\n${expires}`).digest("base64url");
  // Links expire at the end of the next step, so every answer within one step gives the same link
  // (the player keeps its source and the browser its cache) and each works between half the
  // lifetime and the whole of it.
  const step = Math.ceil(linkSeconds / 2);

  /** The private video a `videoLink` column names, or undefined for an operator's own URL. */
  function privateName(videoLink: string): string | undefined {
    const legacy = LEGACY_DEMO_VIDEO.exec(videoLink);
    if (legacy) return `${DEMO_PREFIX}chapter.${legacy[1]}`;
    return PRIVATE_REF.exec(videoLink)?.[1];
  }

  return {
    /**
     * The link a chapter's video is given with to someone allowed to watch it: a video in the store
     * gets a signed link that works for a limited time; an operator's URL is given as it is.
     */
    videoLink(videoLink: string): string {
      const name = privateName(videoLink);
      if (name === undefined) return videoLink;
      const expires = (Math.floor(now() / 1000 / step) + 2) * step;
      const path = apiRoutes.privateMedia.path.replace(":name", name);
      return `${path}?exp=${expires}&sig=${sign(name, String(expires))}`;
    },

    /**
     * Keeps an uploaded chapter video in the store under a new random name, streamed (never held
     * whole in memory), and answers what the chapter's `videoLink` column should say. Refuses (415)
     * anything whose first bytes are not an MP4 or WebM, and (413) a body over the configured size,
     * of which nothing is kept.
     */
    async storeVideo(body: NodeJS.ReadableStream): Promise<{ videoLink: string; size: number }> {
      const { head, whole } = await peek(body);
      const type = head.length >= SNIFF_BYTES ? VIDEO_TYPES.find((t) => t.test(head)) : undefined;
      if (!type) {
        whole.destroy();
        throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", messages.media.videoType);
      }
      const name = `${randomBytes(16).toString("hex")}.${type.extension}`;
      try {
        const { size } = await storage.put(`private/${name}`, whole, {
          contentType: type.mime,
          maxBytes: videoMaxMb * 1024 * 1024,
        });
        return { videoLink: `private:${name}`, size };
      } catch (error) {
        if (error instanceof ObjectTooLargeError) {
          throw new AppError(413, "PAYLOAD_TOO_LARGE", messages.media.videoTooLarge(videoMaxMb));
        }
        throw error;
      }
    },

    /**
     * Where the video a signed link names is kept: 403 for a link the server did not sign (another
     * name, another expiry, no signature) and for an expired one, 404 for no such name.
     */
    sourceOf(name: string, exp: string | undefined, sig: string | undefined): MediaSource {
      if (!NAME.test(name) || !exp || !sig || !EXPIRY.test(exp) || !SIGNATURE.test(sig)) throw invalidLink();
      const expected = Buffer.from(sign(name, exp));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidLink();
      if (Number(exp) * 1000 <= now()) {
        throw new AppError(403, "MEDIA_LINK_EXPIRED", messages.media.linkExpired);
      }
      return name.startsWith(DEMO_PREFIX)
        ? { storage: demoVideos, key: name }
        : { storage, key: `private/${name}` };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
