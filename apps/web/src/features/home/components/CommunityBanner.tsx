import { HERO_SLIDES } from "../hero-images";
import { Slideshow } from "./Slideshow";

/** docs/product.md#constants: the home slideshow changes image every 2000 ms. */
const HOME_SLIDE_INTERVAL_MS = 2000;

type CommunityBannerProps = {
  /** Same target as Get Started: the games when signed in, the login dialog otherwise (docs/product.md#home-page). */
  onJoin: () => void;
};

/** The large join-community banner, with the home slideshow behind it. */
export function CommunityBanner({ onJoin }: CommunityBannerProps) {
  return (
    <section
      aria-labelledby="community-heading"
      className="mx-auto w-full max-w-7xl px-4 pt-20 sm:px-6 lg:px-8"
    >
      <button
        type="button"
        onClick={onJoin}
        aria-describedby="community-text"
        className="group relative isolate block min-h-[22rem] w-full overflow-hidden rounded-panel border border-brand-300/25 text-left shadow-card transition duration-300 hover:border-brand-300/60 hover:shadow-glow sm:min-h-[26rem]"
      >
        <Slideshow
          slides={HERO_SLIDES}
          intervalMs={HOME_SLIDE_INTERVAL_MS}
          sizes="(min-width: 1280px) 1216px, 100vw"
          decorative
          className="absolute inset-0 -z-20 transition duration-700 group-hover:scale-[1.03]"
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-r from-ink-950 via-ink-950/80 to-ink-950/10"
        />
        <span className="flex h-full min-h-[22rem] flex-col justify-center gap-5 p-7 sm:min-h-[26rem] sm:p-12 lg:max-w-2xl lg:p-16">
          <span className="font-display text-eyebrow font-bold uppercase text-highlight-300">
            An exclusive community of elite gamers and coaches
          </span>
          <span
            id="community-heading"
            className="font-display text-display-xl font-black uppercase italic text-balance text-fg"
          >
            Join the <span className="text-gradient-brand pr-2">Clutch</span> community
          </span>
          <span id="community-text" className="max-w-lg text-base leading-relaxed text-fg-muted sm:text-lg">
            Scrims, reviews and coaching from players who have been there. Your next clutch starts here.
          </span>
          <span className="clip-corners inline-flex w-fit items-center gap-2 bg-linear-to-r from-brand-400 to-violet-500 px-6 py-3 font-display text-sm font-extrabold uppercase tracking-[0.16em] text-ink-950 transition group-hover:brightness-110">
            Join now
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4 transition group-hover:translate-x-1"
              fill="currentColor"
            >
              <path d="M11.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H3a1 1 0 1 1 0-2h11.6l-3.3-3.3a1 1 0 0 1 0-1.4Z" />
            </svg>
          </span>
        </span>
      </button>
    </section>
  );
}
