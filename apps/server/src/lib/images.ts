import { messages } from "@clutch/contract";
import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import { AppError } from "./errors";
import { Semaphore } from "./semaphore";

/** The image types an upload may have, recognised by their first bytes, never by name. */
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

/** The largest side an uploaded image may declare; larger ones are refused before decoding. */
const MAX_INPUT_SIDE = 8000;
/** A stored profile picture fits inside this square (never enlarged). */
const AVATAR_SIZE = 512;
/** What every stored profile picture is, whatever was uploaded. */
export const AVATAR_EXTENSION = "webp";
/**
 * Decoding runs on libuv's thread pool, which password hashing (2 at a time), file I/O and DNS
 * share. One image at a time (profile pictures and the console's uploads alike), on one libvips
 * thread, keeps a burst of uploads from taking both cores or holding several decoded images in
 * memory; the rest wait here, on the event loop.
 */
export const IMAGE_CONCURRENCY = 1;
/** An encode that takes longer than this is abandoned (415), so no image holds the slot for long. */
const TIMEOUT_SECONDS = 20;

sharp.concurrency(1);
const slots = new Semaphore(IMAGE_CONCURRENCY);

/** How many images are being re-encoded now, and how many wait for their turn. */
export const imageWork = () => ({ running: slots.running, waiting: slots.pending });

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
  limitInputPixels: MAX_INPUT_SIDE * MAX_INPUT_SIDE,
} satisfies SharpOptions;

const notAnImage = () => new AppError(415, "UNSUPPORTED_MEDIA_TYPE", messages.auth.imageType);
const notDecodable = () => new AppError(415, "UNSUPPORTED_MEDIA_TYPE", messages.auth.imageNotDecodable);
const tooManyPixels = () => new AppError(413, "PAYLOAD_TOO_LARGE", messages.auth.imageDimensionsTooLarge);
const isPixelLimitError = (error: unknown) =>
  error instanceof Error && /exceeds pixel limit/i.test(error.message);

/** An image that passed the checks: its width once upright, and a fresh pipeline that turns it so. */
interface CheckedImage {
  width: number;
  /** Decodes the image again (first frame), upright by its EXIF orientation, with a time limit. */
  upright: () => Sharp;
}

/**
 * Checks the header of an image, then hands it to `encode`, one image at a time. Throws 415 for
 * bytes that are not a JPEG, PNG, WebP or GIF or do not decode, and 413 for an image over 8000 px on
 * a side, judged from its header before any pixel is decoded. sharp writes no metadata unless asked
 * (withMetadata, keepExif, keepIccProfile, …), so what `encode` makes carries none: no EXIF with
 * its GPS position, no ICC, no XMP.
 */
async function reencode<T>(bytes: Buffer, encode: (image: CheckedImage) => Promise<T>): Promise<T> {
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
    if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE) throw tooManyPixels();
    if (width < 1 || height < 1) throw notDecodable();
    // A quarter turn (EXIF orientations 5 to 8) swaps the sides.
    const turned = (header.orientation ?? 1) >= 5;
    try {
      return await encode({
        width: turned ? height : width,
        upright: () => sharp(bytes, INPUT_OPTIONS).timeout({ seconds: TIMEOUT_SECONDS }).rotate(),
      });
    } catch (error) {
      throw isPixelLimitError(error) ? tooManyPixels() : notDecodable();
    }
  });
}

/**
 * A profile picture as the server stores it: decoded and encoded again as WebP, upright, fitted
 * inside 512 × 512 px, without metadata (see `reencode` for what is refused).
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  return reencode(bytes, ({ upright }) =>
    upright().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "inside", withoutEnlargement: true }).webp().toBuffer(),
  );
}

/** One width of an image as `reencodeAtWidths` made it. */
export interface EncodedWidth {
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * An image encoded again as WebP at each of the widths `widthsOf` picks from its upright width
 * (never enlarged), upright and without metadata (see `reencode` for what is refused).
 */
export async function reencodeAtWidths(
  bytes: Buffer,
  widthsOf: (uprightWidth: number) => number[],
): Promise<EncodedWidth[]> {
  return reencode(bytes, async ({ width, upright }) => {
    const encoded: EncodedWidth[] = [];
    // One after another: a single decoded image in memory at a time.
    for (const target of widthsOf(width)) {
      const { data, info } = await upright()
        .resize({ width: target, withoutEnlargement: true })
        .webp()
        .toBuffer({ resolveWithObject: true });
      encoded.push({ width: info.width, height: info.height, bytes: data });
    }
    return encoded;
  });
}

/** WebP chunks `reencodeAvatar` writes: the extended header, alpha, and the (lossy) bitstream. */
const OUTPUT_CHUNKS = new Set(["VP8X", "ALPH", "VP8 ", "VP8L"]);
/** VP8X flags other than "has alpha": ICC, EXIF, XMP, animation (and reserved bits). */
const VP8X_FLAGS_NOT_OURS = 0xff & ~0x10;

/**
 * Whether `bytes` are a picture as `reencodeAvatar` stores it: a well-formed WebP of at most
 * 512 × 512 px holding no metadata chunk (EXIF, XMP, ICC) and no animation.
 */
export function isReencodedAvatar(bytes: Buffer): boolean {
  const size = bytes.length;
  if (size < 30 || !startsWith(bytes, ascii("RIFF")) || !startsWith(bytes, ascii("WEBP"), 8)) return false;
  if (bytes.readUInt32LE(4) + 8 !== size) return false;
  const chunk = bytes.toString("latin1", 12, 16);
  const chunkEnd = (at: number, length: number) => at + 8 + length + (length % 2);
  const fits = (width: number, height: number) =>
    width >= 1 && height >= 1 && width <= AVATAR_SIZE && height <= AVATAR_SIZE;
  if (chunk === "VP8 " || chunk === "VP8L") {
    // The simple format: one bitstream chunk and nothing else.
    if (chunkEnd(12, bytes.readUInt32LE(16)) !== size) return false;
    if (chunk === "VP8 ") return fits(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
    const bits = bytes.readUInt32LE(21);
    return bytes[20] === 0x2f && fits((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk !== "VP8X" || ((bytes[20] ?? 0xff) & VP8X_FLAGS_NOT_OURS) !== 0) return false;
  if (!fits(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1)) return false;
  // Every chunk must be one we write (an EXIF chunk without its flag still counts).
  let at = 12;
  while (at + 8 <= size) {
    if (!OUTPUT_CHUNKS.has(bytes.toString("latin1", at, at + 4))) return false;
    at = chunkEnd(at, bytes.readUInt32LE(at + 4));
  }
  return at === size;
}
