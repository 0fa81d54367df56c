import type { ReactNode } from "react";

type Step = { title: string; text: string; art: ReactNode };

function ProfileArt() {
  return (
    <g fill="none" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <rect x="-30" y="-24" width="60" height="48" rx="6" stroke="var(--color-brand-300)" />
      <circle cx="-12" cy="-4" r="8" stroke="var(--color-brand-300)" />
      <path d="M-24 16c2-8 8-11 12-11s10 3 12 11" stroke="var(--color-brand-300)" />
      <path d="M6 -10h16M6 0h16M6 10h10" stroke="var(--color-fg-muted)" />
    </g>
  );
}

function CoachArt() {
  return (
    <g fill="none" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path
        d="M-30 -2c0-12 8-18 18-18h24c10 0 18 6 18 18v8c0 9-6 14-12 14-5 0-8-4-11-8h-14c-3 4-6 8-11 8-6 0-12-5-12-14Z"
        stroke="var(--color-highlight-300)"
      />
      <path d="M-16 -6v12M-22 0h12" stroke="var(--color-highlight-300)" />
      <circle cx="14" cy="-4" r="2.5" fill="var(--color-highlight-300)" />
      <circle cx="20" cy="4" r="2.5" fill="var(--color-highlight-300)" />
    </g>
  );
}

function TrackArt() {
  return (
    <g fill="none" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="M-30 24h60" stroke="var(--color-fg-muted)" />
      <path d="M-26 14-10 0l10 8 24-24" stroke="var(--color-violet-300)" />
      <path d="M14-18h10v10" stroke="var(--color-violet-300)" />
      <circle cx="-10" cy="0" r="3.5" fill="var(--color-violet-300)" />
      <circle cx="0" cy="8" r="3.5" fill="var(--color-violet-300)" />
    </g>
  );
}

const STEPS: Step[] = [
  {
    title: "Create your profile",
    text: "Sign up with your e-mail, tell us the games you play and whether you want 1 vs 1 or team coaching.",
    art: <ProfileArt />,
  },
  {
    title: "Pick a coach or course",
    text: "Browse pro coaches and on-demand courses for your title, platform and level, then book or buy in INR.",
    art: <CoachArt />,
  },
  {
    title: "Train and track progress",
    text: "Play the chapters, join live sessions and watch your stats climb from one review to the next.",
    art: <TrackArt />,
  },
];

const HEX = "0,-62 54,-31 54,31 0,62 -54,31 -54,-31";

/** The three-step illustration: hexagon badges on a glowing route (drawn for Clutch Academy). */
function StepsIllustration() {
  return (
    <svg
      viewBox="0 0 960 200"
      role="img"
      aria-labelledby="how-art-title"
      className="hidden h-auto w-full md:block"
      preserveAspectRatio="xMidYMid meet"
    >
      <title id="how-art-title">
        Three steps: create your profile, pick a coach or course, train and track progress
      </title>
      <defs>
        <linearGradient id="how-route" x1="0" x2="1">
          <stop offset="0" stopColor="var(--color-brand-400)" />
          <stop offset="0.5" stopColor="var(--color-highlight-400)" />
          <stop offset="1" stopColor="var(--color-violet-400)" />
        </linearGradient>
      </defs>
      <path
        d="M160 100 C 260 30, 380 170, 480 100 S 700 30, 800 100"
        fill="none"
        stroke="url(#how-route)"
        strokeWidth="3"
        strokeDasharray="10 10"
        opacity="0.7"
      />
      {STEPS.map((step, index) => (
        <g key={step.title} transform={`translate(${160 + index * 320} 100)`}>
          <polygon points={HEX} fill="var(--color-ink-800)" stroke="url(#how-route)" strokeWidth="3" />
          <polygon points={HEX} transform="scale(0.82)" fill="none" stroke="var(--color-ink-600)" />
          {step.art}
          <g transform="translate(44 -50)">
            <circle r="16" fill="var(--color-highlight-400)" />
            <text
              textAnchor="middle"
              dy="6"
              fontSize="17"
              fontWeight="900"
              fill="var(--color-ink-950)"
              fontFamily="var(--font-display)"
            >
              {index + 1}
            </text>
          </g>
        </g>
      ))}
    </svg>
  );
}

/** A column of chevrons scrolling up or down, one loop every 2.5 s (docs/product.md#home-page). Decorative. */
function Strip({ direction, className = "" }: { direction: "up" | "down"; className?: string }) {
  const chevrons = Array.from({ length: 16 }, (_, index) => index);
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none absolute inset-y-0 w-10 overflow-hidden ${className}`}
    >
      <div
        data-strip={direction}
        className={`flex flex-col items-center gap-6 ${direction === "up" ? "animate-strip-up" : "animate-strip-down"}`}
      >
        {[...chevrons, ...chevrons].map((index, position) => (
          <svg
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative sequence, never reordered.
            key={position}
            aria-hidden="true"
            viewBox="0 0 24 14"
            className={`w-6 shrink-0 ${index % 4 === 0 ? "text-brand-300" : "text-ink-500"}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d={direction === "up" ? "M2 12 12 3l10 9" : "M2 2l10 9 10-9"} />
          </svg>
        ))}
      </div>
    </div>
  );
}

/** "HOW CLUTCH ACADEMY WORKS" (docs/product.md#home-page): three steps, framed by animated strips. */
export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-heading"
      className="relative overflow-hidden border-y border-white/5 bg-ink-900/60 py-20 sm:py-24"
    >
      <Strip direction="up" className="left-2 sm:left-6" />
      <Strip direction="down" className="right-2 sm:right-6" />
      <div className="mx-auto w-full max-w-6xl px-14 sm:px-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-display text-eyebrow font-bold uppercase text-brand-300">Three steps</p>
          <h2
            id="how-heading"
            className="mt-3 font-display text-display-lg font-black uppercase italic text-balance text-fg"
          >
            HOW <span className="text-gradient-brand pr-2">CLUTCH ACADEMY</span> WORKS
          </h2>
          <p className="mt-4 text-base leading-relaxed text-fg-muted sm:text-lg">
            Get started in just three steps and unlock your full gaming potential.
          </p>
        </div>
        <div className="mt-12">
          <StepsIllustration />
          <ol className="mt-6 grid gap-8 md:grid-cols-3 md:gap-6">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex flex-col items-center text-center">
                <svg viewBox="-64 -64 128 128" aria-hidden="true" className="mb-4 size-24 md:hidden">
                  <polygon
                    points={HEX}
                    fill="var(--color-ink-800)"
                    stroke="var(--color-brand-400)"
                    strokeWidth="3"
                  />
                  {step.art}
                </svg>
                <p className="font-display text-xs font-black uppercase tracking-[0.24em] text-highlight-300">
                  Step {index + 1}
                </p>
                <h3 className="mt-2 font-display text-lg font-extrabold uppercase tracking-wide text-fg">
                  {step.title}
                </h3>
                <p className="mt-2 max-w-xs text-sm leading-relaxed text-fg-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
