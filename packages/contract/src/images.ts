/**
 * Uploaded images: each is stored at several widths, so a page asks for the size it shows
 * (`srcset`). Free of zod: the web app's shared image component reads it.
 */

/** The widths an uploaded image is stored at; an image narrower than one is never enlarged to it. */
export const UPLOADED_IMAGE_WIDTHS = [320, 640, 960, 1600] as const;

/** Where an uploaded image is served at one width: `/uploads/images/<id>-<width>.webp`. */
export const uploadedImagePath = (id: string, width: number) => `/uploads/images/${id}-${width}.webp`;

const UPLOADED = /^\/uploads\/images\/([A-Za-z0-9_-]+)-(\d+)\.webp$/;

/**
 * The `srcset` of an uploaded image, from the URL an item keeps (its largest width): every stored
 * width up to that one. Undefined for any other image (the demo's, an https one).
 */
export function imageSrcSet(url: string): string | undefined {
  const match = UPLOADED.exec(url);
  if (!match) return undefined;
  const [, id = "", largest = "0"] = match;
  const widest = Number(largest);
  const widths = [...UPLOADED_IMAGE_WIDTHS.filter((width) => width < widest), widest];
  return widths.map((width) => `${uploadedImagePath(id, width)} ${width}w`).join(", ");
}
