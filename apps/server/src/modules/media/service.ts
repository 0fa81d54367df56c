import { createHmac, timingSafeEqual } from "node:crypto";
import { apiRoutes, messages } from "@clutch/contract";
import { AppError } from "../../lib/errors";
import type { Storage } from "../../lib/storage/storage";

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
  now?: () => number;
}

const invalidLink = () => new AppError(403, "MEDIA_LINK_INVALID", messages.media.linkInvalid);

export function createMediaService({
  storage,
  demoVideos,
  signingKey,
  linkSeconds,
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
