import { messages } from "@clutch/contract";
import sharp, { type Metadata, type SharpOptions } from "sharp";
import { AppError } from "./errors";
import { Semaphore } from "./semaphore";

/** The image types a profile picture may have, recognised by their first bytes, never by name. */
export interface ImageType {
  mime: "image/jpeg" | "image/png" | "image/webp" | "image/gif";
  extension: "jpg" | "png" | "webp" | "gif";
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: "image/png", extension: "png" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a")))
    return { mime: "image/gif", extension: "gif" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8))
    return { mime: "image/webp", extension: "webp" };
  return undefined;
}

/** The largest side an uploaded picture may declare; larger ones are refused before decoding. */
export const AVATAR_MAX_INPUT_SIDE = 8000;
/** The stored picture fits inside this square (never enlarged). */
export const AVATAR_SIZE = 512;
/** What every stored profile picture is, whatever was uploaded. */
export const AVATAR_EXTENSION = "webp";
/**
 * Decoding runs on libuv's thread pool, which password hashing (2 at a time), file I/O and DNS
 * share. One avatar at a time, on one libvips thread, keeps a burst of uploads from taking both
 * cores or holding several decoded images in memory; the rest wait here, on the event loop.
 */
export const AVATAR_CONCURRENCY = 1;
/** A decode that takes longer than this is abandoned (415), so no image holds the slot for long. */
const AVATAR_TIMEOUT_SECONDS = 20;

sharp.concurrency(1);
const slots = new Semaphore(AVATAR_CONCURRENCY);

/** The sniffed type as libvips names the loader it picks. */
const VIPS_FORMAT: Record<ImageType["extension"], string> = {
  jpg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
};

const INPUT_OPTIONS = {
  // Only the first frame of an animated GIF or WebP.
  pages: 1,
  // Refuse truncated or corrupt pixel data rather than storing a half-decoded picture; mere
  // warnings ("failOn: warning", sharp's default), such as libjpeg's "extraneous bytes before
  // marker" or libpng's "known incorrect sRGB profile", are tolerated: real photos carry them.
  failOn: "error",
  // A second guard behind the header check below.
  limitInputPixels: AVATAR_MAX_INPUT_SIDE * AVATAR_MAX_INPUT_SIDE,
} satisfies SharpOptions;

const notAnImage = () => new AppError(415, "UNSUPPORTED_MEDIA_TYPE", messages.auth.imageType);
const notDecodable = () => new AppError(415, "UNSUPPORTED_MEDIA_TYPE", messages.auth.imageNotDecodable);
const tooManyPixels = () => new AppError(413, "PAYLOAD_TOO_LARGE", messages.auth.imageDimensionsTooLarge);
const isPixelLimitError = (error: unknown) =>
  error instanceof Error && /exceeds pixel limit/i.test(error.message);

/**
 * A profile picture as the server stores it: decoded and encoded again as WebP, turned upright by
 * its EXIF orientation, fitted inside 512 × 512 px, with every piece of metadata (EXIF with its GPS
 * position, ICC, XMP) left behind. Throws 415 for bytes that are not a JPEG, PNG, WebP or GIF or do
 * not decode, and 413 for a picture over 8000 px on a side, judged from its header before any
 * pixel is decoded.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  const type = sniffImageType(bytes);
  if (!type) throw notAnImage();
  return slots.run(async () => {
    // Reads only the header; the pixel limit is off here so the dimensions can be judged below.
    let header: Metadata;
    try {
      header = await sharp(bytes, { ...INPUT_OPTIONS, limitInputPixels: false }).metadata();
    } catch {
      throw notDecodable();
    }
    // libvips picks its decoder by the bytes too; a file that sniffs as one type and loads as
    // another is not what it claims to be.
    if (header.format !== VIPS_FORMAT[type.extension]) throw notDecodable();
    const width = header.width ?? 0;
    const height = header.pageHeight ?? header.height ?? 0;
    if (width > AVATAR_MAX_INPUT_SIDE || height > AVATAR_MAX_INPUT_SIDE) throw tooManyPixels();
    if (width < 1 || height < 1) throw notDecodable();
    try {
      // sharp writes no metadata unless asked (withMetadata, keepExif, keepIccProfile, …).
      return await sharp(bytes, INPUT_OPTIONS)
        .timeout({ seconds: AVATAR_TIMEOUT_SECONDS })
        .rotate() // upright by the EXIF orientation, before the EXIF is left behind
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "inside", withoutEnlargement: true })
        .webp()
        .toBuffer();
    } catch (error) {
      throw isPixelLimitError(error) ? tooManyPixels() : notDecodable();
    }
  });
}
