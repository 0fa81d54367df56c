import { paths } from "@clutch/contract";
import { useRef } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles";
import { site } from "../../../config/site";
import { HERO_SLIDE_SIZES, HERO_SLIDES, SPACE_BACKGROUND } from "../hero-images";
import { useParallax } from "../use-parallax";
import { usePrefersReducedMotion } from "../use-prefers-reduced-motion";
import { Slideshow } from "./Slideshow";

/** docs/product.md#constants: the hero slideshow changes image every 3000 ms. */
const HERO_SLIDE_INTERVAL_MS = 3000;

type HeroProps = {
  /** "Get Started": the games for a signed-in user, the login dialog for a visitor (docs/product.md#home-page). */
  onGetStarted: () => void;
};

const STATS = [
  { value: "12+", label: "Competitive titles" },
  { value: "1v1", label: "& team coaching" },
  { value: "24/7", label: "On-demand courses" },
] as const;

/** The parallax, space-themed hero of the home page. */
export function Hero({ onGetStarted }: HeroProps) {
  const backdrop = useRef<HTMLDivElement>(null);
  const reduceMotion = usePrefersReducedMotion();
  useParallax(backdrop, 0.4, !reduceMotion);

  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      {/* Space backdrop: moves at 60% of the scroll speed (transform only). */}
      <div
        ref={backdrop}
        aria-hidden="true"
        className="absolute inset-x-0 -top-4 -z-20 h-[120%] will-change-transform"
      >
        <img
          src={SPACE_BACKGROUND.src}
          srcSet={SPACE_BACKGROUND.srcSet}
          sizes={SPACE_BACKGROUND.sizes}
          width={1920}
          height={1080}
          alt=""
          fetchPriority="high"
          className="size-full object-cover opacity-80"
        />
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-ink-950/30 via-ink-950/40 to-ink-950"
      />
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10 opacity-60" />

      <div className="mx-auto grid w-full max-w-7xl items-center gap-10 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14 lg:px-8 lg:pt-20 lg:pb-16">
        <div className="flex flex-col gap-6">
          <p className="flex items-center gap-3 font-display text-eyebrow font-bold uppercase text-brand-300">
            <span aria-hidden="true" className="h-px w-10 bg-linear-to-r from-brand-400 to-transparent" />
            Esports coaching &amp; e-learning
          </p>
          <h1 id="hero-heading" className="font-display font-black uppercase italic">
            <span className="block text-display-xl text-balance text-fg">LEVEL UP YOUR GAME WITH</span>
            <span className="text-gradient-brand mt-2 block pr-3 pb-1 text-display-2xl">{site.wordmark}</span>
          </h1>
          <p className="max-w-xl text-base leading-relaxed text-fg-muted sm:text-lg">{site.tagline}</p>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={onGetStarted}
              className="clip-corners inline-flex items-center justify-center gap-2 bg-linear-to-r from-brand-400 to-violet-500 px-7 py-3.5 font-display text-sm font-extrabold uppercase tracking-[0.16em] text-ink-950 transition duration-200 hover:shadow-glow hover:brightness-110 active:translate-y-px"
            >
              Get Started
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M11.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H3a1 1 0 1 1 0-2h11.6l-3.3-3.3a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
            <Link to={paths.courses} className={buttonStyles.secondary}>
              Explore courses
            </Link>
          </div>
          <dl className="mt-2 grid max-w-md grid-cols-3 gap-3">
            {STATS.map((stat) => (
              <div key={stat.label} className="border-l-2 border-brand-400/50 pl-3">
                <dt className="sr-only">{stat.label}</dt>
                <dd className="font-display text-xl font-black italic text-fg sm:text-2xl">{stat.value}</dd>
                <dd className="text-xs leading-snug text-fg-muted">{stat.label}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-3 -z-10 rounded-panel bg-linear-to-br from-brand-400/40 via-violet-500/30 to-highlight-400/30 blur-xl"
          />
          <div className="clip-corners relative border border-brand-300/30 bg-ink-900 p-1.5 shadow-glow">
            <Slideshow
              slides={HERO_SLIDES}
              intervalMs={HERO_SLIDE_INTERVAL_MS}
              sizes={HERO_SLIDE_SIZES}
              controls
              label="Clutch Academy highlights"
              className="clip-corners relative aspect-video w-full bg-ink-800"
            />
          </div>
          <p className="mt-3 flex items-center justify-end gap-2 font-display text-[0.7rem] font-bold uppercase tracking-[0.22em] text-fg-muted">
            <span aria-hidden="true" className="size-1.5 animate-pulse-glow rounded-full bg-success-400" />
            Live academy · Mumbai, India
          </p>
        </div>
      </div>
    </section>
  );
}
