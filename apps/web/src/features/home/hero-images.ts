/**
 * The demo artwork of the home page (served by the API server from /media). Each image has a
 * smaller copy in apps/web/public/img (apps/web/scripts/generate-assets.mjs) for phones.
 */
export type ResponsiveImage = { src: string; srcSet: string; width: number; height: number; alt: string };

function responsive(name: string, alt: string): ResponsiveImage {
  return {
    src: `/media/hero/${name}.webp`,
    srcSet: `/img/${name}-800.webp 800w, /media/hero/${name}.webp 1600w`,
    width: 1600,
    height: 900,
    alt,
  };
}

/** The three slideshow images (docs/product.md#home-page). */
export const HERO_SLIDES: readonly ResponsiveImage[] = [
  responsive("hero-1", "A trophy on a neon grid under a ringed planet"),
  responsive("hero-2", "A game controller inside a glowing hexagon on an esports stage"),
  responsive("hero-3", "A sniper scope locked on target above a green planet"),
];

/** The parallax backdrop of the hero (decorative). */
export const SPACE_BACKGROUND = {
  src: "/media/hero/space-bg.webp",
  srcSet: "/img/space-bg-960.webp 960w, /media/hero/space-bg.webp 1920w",
  sizes: "100vw",
};

/** `sizes` of the hero slideshow frame: full width on phones, about 45% of the page on desktops. */
export const HERO_SLIDE_SIZES = "(min-width: 1024px) 560px, calc(100vw - 2rem)";

let preloaded = false;

/**
 * Asks for the home page's largest image (its LCP element) with high priority, in parallel with the
 * page's own code. Called by the router when `/` is about to load, never for other pages.
 */
export function preloadHeroImage(): void {
  if (preloaded || typeof document === "undefined") return;
  preloaded = true;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.setAttribute("fetchpriority", "high");
  link.setAttribute("imagesrcset", SPACE_BACKGROUND.srcSet);
  link.setAttribute("imagesizes", SPACE_BACKGROUND.sizes);
  link.href = SPACE_BACKGROUND.src;
  document.head.append(link);
}
