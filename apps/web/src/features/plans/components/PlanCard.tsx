import { formatPrice, type GameRef } from "@clutch/contract";
import type { ReactNode } from "react";
import { GameChip } from "../../../components/GameChip";

type PlanCardProps = {
  name: string;
  description: string;
  price: number;
  period: string;
  features: readonly string[];
  games?: readonly GameRef[];
  /** Extra line under the price (seats...). */
  detail?: ReactNode;
  highlighted?: boolean;
  footer?: ReactNode;
};

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 size-4 shrink-0 text-brand-300"
    >
      <path
        d="M4 10.5l4 4 8-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A subscription package or team plan: name, price per period, features, included games. */
export function PlanCard({
  name,
  description,
  price,
  period,
  features,
  games,
  detail,
  highlighted = false,
  footer,
}: PlanCardProps) {
  return (
    <article
      className={`relative flex h-full flex-col gap-6 overflow-hidden rounded-panel border p-6 shadow-card sm:p-7 ${
        highlighted
          ? "border-brand-400/60 bg-linear-to-b from-brand-400/10 via-surface to-surface shadow-glow"
          : "border-surface-border bg-surface"
      }`}
    >
      {highlighted ? (
        <p className="clip-corners absolute top-5 right-5 bg-brand-400 px-2.5 py-1 font-display text-[0.68rem] font-black tracking-[0.14em] text-ink-950 uppercase">
          Most picked
        </p>
      ) : null}
      <header className="flex flex-col gap-3">
        <h2 className="font-display text-2xl font-black text-fg uppercase italic">{name}</h2>
        <p className="text-sm leading-relaxed text-fg-muted">{description}</p>
      </header>
      <p className="flex items-baseline gap-2">
        <span className="font-display text-5xl font-black text-fg italic">{formatPrice(price)}</span>
        {price > 0 ? <span className="text-sm font-semibold text-fg-muted">per {period}</span> : null}
      </p>
      {detail}
      <ul className="flex flex-col gap-2.5 text-sm text-fg">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <CheckIcon />
            {feature}
          </li>
        ))}
      </ul>
      {games && games.length > 0 ? (
        <div className="mt-auto flex flex-col gap-2.5 border-t border-surface-border pt-5">
          <h3 className="font-display text-eyebrow font-bold text-fg-muted uppercase">Included games</h3>
          <ul className="flex flex-wrap gap-2">
            {games.map((game) => (
              <li key={game._id}>
                <GameChip game={game} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {footer}
    </article>
  );
}
