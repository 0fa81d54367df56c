import { type ReactNode, useId, useState } from "react";

/** docs/product.md#home-page: all three cards show this description when active. */
const FEATURE_DESCRIPTION = "Get Detailed Stats And Insights To Improve Your Skills";

function TrainingIcon() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-full" fill="none" strokeWidth="3">
      <circle cx="32" cy="32" r="20" stroke="currentColor" />
      <circle cx="32" cy="32" r="9" stroke="currentColor" strokeDasharray="4 4" />
      <path d="M32 4v14M32 46v14M4 32h14M46 32h14" stroke="currentColor" strokeLinecap="round" />
      <circle cx="32" cy="32" r="3" fill="currentColor" />
    </svg>
  );
}

function CareerIcon() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-full" fill="none" strokeWidth="3">
      <path d="M20 10h24v10c0 8-5 14-12 14s-12-6-12-14V10Z" stroke="currentColor" strokeLinejoin="round" />
      <path
        d="M20 14H10c0 8 4 12 10 12M44 14h10c0 8-4 12-10 12"
        stroke="currentColor"
        strokeLinejoin="round"
      />
      <path d="M32 34v10M22 54h20l-3-10H25l-3 10Z" stroke="currentColor" strokeLinejoin="round" />
      <path d="m32 16 2 4 4 .5-3 3 .8 4-3.8-2-3.8 2 .8-4-3-3 4-.5 2-4Z" fill="currentColor" />
    </svg>
  );
}

function TrackingIcon() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-full" fill="none" strokeWidth="3">
      <path d="M8 56h48" stroke="currentColor" strokeLinecap="round" />
      <rect x="12" y="36" width="8" height="14" rx="1.5" stroke="currentColor" />
      <rect x="28" y="26" width="8" height="24" rx="1.5" stroke="currentColor" />
      <rect x="44" y="14" width="8" height="36" rx="1.5" stroke="currentColor" />
      <path d="m10 28 14-10 10 6 18-14" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const CARDS: { title: string; icon: ReactNode; accent: string }[] = [
  { title: "Elite Training", icon: <TrainingIcon />, accent: "text-brand-300" },
  { title: "Career Opportunities", icon: <CareerIcon />, accent: "text-highlight-300" },
  { title: "Performance Tracking", icon: <TrackingIcon />, accent: "text-violet-300" },
];

/**
 * The three feature cards (docs/product.md#home-page): one card is active at a time — it moves up,
 * its icon shrinks and moves up and the description appears; leaving returns all to idle. Mouse
 * hover, keyboard focus and a tap all drive the same state.
 */
export function FeatureCards() {
  const [active, setActive] = useState<number | null>(null);
  const baseId = useId();

  return (
    <ul className="grid gap-5 sm:grid-cols-3" onPointerLeave={() => setActive(null)}>
      {CARDS.map((card, index) => {
        const isActive = active === index;
        const descriptionId = `${baseId}-${index}`;
        return (
          <li key={card.title} className="pt-4">
            <button
              type="button"
              data-state={isActive ? "active" : "idle"}
              aria-expanded={isActive}
              aria-describedby={descriptionId}
              onPointerEnter={(event) => {
                if (event.pointerType === "mouse") setActive(index);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === "mouse") setActive(null);
              }}
              onFocus={() => setActive(index)}
              onBlur={() => setActive((current) => (current === index ? null : current))}
              // A tap (touch has no hover) or Enter activates; tapping elsewhere blurs it back to idle.
              onClick={() => setActive(index)}
              className={`group relative flex h-56 w-full flex-col items-center justify-center overflow-hidden rounded-card border bg-linear-to-b from-surface-raised to-surface px-6 text-center shadow-card transition duration-300 ease-snap sm:h-72 ${
                isActive
                  ? "-translate-y-3 border-brand-400/60 shadow-glow"
                  : "translate-y-0 border-surface-border hover:border-surface-border-strong"
              }`}
            >
              <span
                aria-hidden="true"
                className={`absolute inset-x-6 top-0 h-px bg-linear-to-r from-transparent via-brand-300 to-transparent transition-opacity duration-300 ${
                  isActive ? "opacity-100" : "opacity-0"
                }`}
              />
              <span
                data-part="icon"
                className={`block size-20 transition duration-300 ease-snap ${card.accent} ${
                  isActive ? "-translate-y-4 scale-75" : "translate-y-0 scale-100"
                }`}
              >
                {card.icon}
              </span>
              <span
                className={`mt-4 font-display text-lg font-extrabold uppercase tracking-[0.12em] text-fg transition duration-300 ease-snap ${
                  isActive ? "-translate-y-3" : "translate-y-0"
                }`}
              >
                {card.title}
              </span>
              <span
                id={descriptionId}
                data-part="description"
                className={`absolute inset-x-6 bottom-7 text-sm leading-relaxed text-fg-muted transition duration-300 ease-snap ${
                  isActive ? "translate-y-0 opacity-100" : "translate-y-3 opacity-0"
                }`}
              >
                {FEATURE_DESCRIPTION}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
