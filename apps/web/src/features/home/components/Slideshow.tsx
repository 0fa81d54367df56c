import { useEffect, useState } from "react";
import type { ResponsiveImage } from "../hero-images";
import { usePrefersReducedMotion } from "../use-prefers-reduced-motion";

type SlideshowProps = {
  slides: readonly ResponsiveImage[];
  /** Milliseconds each slide stays (docs/product.md#constants: 3000 for the hero, 2000 for the home slideshow). */
  intervalMs: number;
  sizes: string;
  /** The first slide is the page's largest image: load it eagerly with high priority. */
  priority?: boolean;
  /** Show dot buttons to pick a slide (not inside a link or button). */
  controls?: boolean;
  /** Purely decorative (inside a banner): hidden from assistive technology. */
  decorative?: boolean;
  label?: string;
  className?: string;
};

/**
 * Cross-fading image slideshow. Does not cycle when reduced motion is asked for, while paused with
 * its pause button (WCAG 2.2.2).
 */
export function Slideshow({
  slides,
  intervalMs,
  sizes,
  priority = false,
  controls = false,
  decorative = false,
  label = "Highlights",
  className = "",
}: SlideshowProps) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  const count = slides.length;

  useEffect(() => {
    if (reduceMotion || paused || count < 2) return;
    // One timeout per slide: a manual pick restarts the clock, so that slide gets its full time.
    const timer = window.setTimeout(() => setActive((active + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [reduceMotion, paused, count, intervalMs, active]);

  return (
    <div
      className={`overflow-hidden ${className}`}
      data-active-slide={active}
      data-interval={intervalMs}
      {...(decorative
        ? { "aria-hidden": true }
        : { role: "region", "aria-roledescription": "carousel", "aria-label": label })}
    >
      {slides.map((slide, index) => (
        <img
          key={slide.src}
          src={slide.src}
          srcSet={slide.srcSet}
          sizes={sizes}
          width={slide.width}
          height={slide.height}
          alt={decorative || index !== active ? "" : slide.alt}
          aria-hidden={index !== active || undefined}
          loading={priority && index === 0 ? "eager" : "lazy"}
          fetchPriority={priority && index === 0 ? "high" : undefined}
          decoding="async"
          className={`absolute inset-0 size-full object-cover transition-opacity duration-700 ease-out ${
            index === active ? "opacity-100" : "opacity-0"
          }`}
        />
      ))}
      {controls && count > 1 ? (
        <div className="absolute inset-x-0 bottom-3 z-10 flex items-center justify-center gap-2">
          {reduceMotion ? null : (
            <button
              type="button"
              aria-label={paused ? "Play slideshow" : "Pause slideshow"}
              onClick={() => setPaused((value) => !value)}
              className="grid size-6 place-items-center rounded-full text-white/80 hover:text-white"
            >
              <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" fill="currentColor">
                {paused ? <path d="M3 1.5v9l7.5-4.5z" /> : <path d="M2.5 1.5h2.5v9H2.5zM7 1.5h2.5v9H7z" />}
              </svg>
            </button>
          )}
          {slides.map((slide, index) => (
            <button
              key={slide.src}
              type="button"
              aria-label={`Show slide ${index + 1} of ${count}`}
              aria-pressed={index === active}
              onClick={() => setActive(index)}
              className="group grid size-6 place-items-center rounded-full"
            >
              <span
                className={`block h-1.5 rounded-full transition-all duration-300 ${
                  index === active ? "w-6 bg-brand-300" : "w-1.5 bg-white/50 group-hover:bg-white/80"
                }`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
