import { imageSrcSet } from "@clutch/contract";
import { useState } from "react";

/**
 * How an image loads: `lazy` below the first screen; `eager` in the first screen; `first` for the
 * page's largest image there (usually its LCP element): eager, fetched before the others, painted at once.
 */
export type ImageLoading = "lazy" | "eager" | "first";

/**
 * How wide a card's 16:9 picture is shown: a grid column (one on a phone, up to four in the 80rem
 * container), so a phone fetches a phone-sized file.
 */
export const CARD_IMAGE_SIZES =
  "(min-width: 1280px) 19rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

type ArtworkProps = {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  loading?: ImageLoading;
  /**
   * How wide the image is shown (the `sizes` attribute), so the browser picks the width it needs
   * of an uploaded image (stored at several). Unset: the browser assumes the viewport's width.
   */
  sizes?: string;
};

/**
 * A catalogue image. An uploaded one comes with its other widths (`srcset`). When the URL is empty
 * or fails to load, an on-brand gradient takes its place, so a missing file never shows a
 * broken-image icon.
 */
export function Artwork({ src, alt, className = "", width, height, loading = "lazy", sizes }: ArtworkProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const placeholder = `bg-linear-to-br from-ink-700 via-ink-800 to-violet-600/30 ${className}`;
    return alt ? (
      <div role="img" aria-label={alt} className={placeholder} />
    ) : (
      <div aria-hidden="true" className={placeholder} />
    );
  }
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "first" ? "high" : undefined}
      decoding={loading === "first" ? undefined : "async"}
      onError={() => setFailed(true)}
      className={`bg-ink-800 ${className}`}
    />
  );
}
