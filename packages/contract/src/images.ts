/**
 * Uploaded images and the demo artwork: each is kept at several widths, so a page asks for the size
 * it shows (`srcset`). Free of zod: the web app's shared image component reads it.
 */

/** The widths an uploaded image is stored at; an image narrower than one is never enlarged to it. */
const UPLOADED_IMAGE_WIDTHS = [320, 640, 960, 1600] as const;

/** Where an uploaded image is served at one width: `/uploads/images/<id>-<width>.webp`. */
export const uploadedImagePath = (id: string, width: number) => `/uploads/images/${id}-${width}.webp`;

/** The widest an image is kept at. */
const WIDEST_STORED = Math.max(...UPLOADED_IMAGE_WIDTHS);

/** Each standard width narrower than `widest`, then `widest` itself. */
const widthsUpTo = (widest: number) => [
  ...UPLOADED_IMAGE_WIDTHS.filter((standard) => standard < widest),
  widest,
];

/**
 * The widths an uploaded image `width` px wide is stored at: each standard width narrower than it,
 * and its own width (at most the widest standard one), so it is never enlarged.
 */
export function storedImageWidths(width: number): number[] {
  return widthsUpTo(Math.min(width, WIDEST_STORED));
}

/**
 * Our images kept at several widths: uploads (`/uploads/images/<id>-<width>.webp`) and the demo
 * artwork (`/media/<path>-<width>.webp`), each named by its widest copy. A number below the
 * narrowest standard width is part of a name (`avatar-3.webp`), not a width.
 */
const AT_WIDTHS = /^(\/(?:uploads\/images|media)\/[A-Za-z0-9_/-]+)-(\d+)\.webp$/;

/**
 * The copies of one of our images kept at several widths, narrowest first, from the URL an item
 * keeps (its widest copy). Undefined for any other image (an https one, a single file).
 */
export function imageCopies(url: string): { url: string; width: number }[] | undefined {
  const match = AT_WIDTHS.exec(url);
  if (!match) return undefined;
  const [, base = "", largest = "0"] = match;
  const widest = Number(largest);
  if (widest < UPLOADED_IMAGE_WIDTHS[0]) return undefined;
  return widthsUpTo(widest).map((width) => ({ url: `${base}-${width}.webp`, width }));
}

/** The `srcset` of one of our images kept at several widths (see imageCopies). */
export function imageSrcSet(url: string): string | undefined {
  return imageCopies(url)
    ?.map((copy) => `${copy.url} ${copy.width}w`)
    .join(", ");
}
