import { paths } from "@clutch/contract";
import { Link } from "react-router";
import { useDocumentTitle } from "../hooks/use-document-title";
import { buttonStyles } from "./ui/button-styles";
import { Container } from "./ui/Container";
import { ArrowRightIcon } from "./ui/icons";

type ComingSoonProps = {
  /** The section's name, e.g. "Games"; used in the heading and the document title. */
  title: string;
  description?: string;
};

function ComingSoonArt() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className="w-full max-w-md">
      <defs>
        <linearGradient id="cs-edge" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-300)" />
          <stop offset="0.6" stopColor="var(--color-violet-500)" />
          <stop offset="1" stopColor="var(--color-highlight-400)" />
        </linearGradient>
        <radialGradient id="cs-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="var(--color-brand-400)" stopOpacity="0.35" />
          <stop offset="1" stopColor="var(--color-brand-400)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="160" cy="100" rx="150" ry="90" fill="url(#cs-glow)" />
      <g className="animate-pulse-glow">
        <polygon
          points="160,22 228,61 228,139 160,178 92,139 92,61"
          fill="var(--color-ink-850)"
          stroke="url(#cs-edge)"
          strokeWidth="3"
        />
        <polygon
          points="160,44 209,72 209,128 160,156 111,128 111,72"
          fill="none"
          stroke="var(--color-ink-500)"
          strokeDasharray="4 6"
        />
      </g>
      {/* A controller, drawn simply. */}
      <path
        d="M126 92c4-10 14-14 22-12h24c8-2 18 2 22 12l6 22c2 8-6 14-12 8l-10-10h-36l-10 10c-6 6-14 0-12-8z"
        fill="var(--color-ink-700)"
        stroke="var(--color-brand-300)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M143 94v12M137 100h12" stroke="var(--color-fg)" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="176" cy="96" r="3" fill="var(--color-highlight-400)" />
      <circle cx="184" cy="103" r="3" fill="var(--color-violet-400)" />
      <path d="M40 40h30M40 40v18M280 160h-30M280 160v-18" stroke="var(--color-brand-400)" strokeWidth="2" />
    </svg>
  );
}

/** "Coming Soon" screen shown by catalogue pages that are not built in this release (SPEC §2). */
export function ComingSoon({ title, description }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <Container className="py-16 sm:py-24">
      <section className="relative overflow-hidden rounded-panel border border-surface-border bg-surface/80 px-6 py-14 text-center shadow-card sm:px-12">
        <div aria-hidden="true" className="bg-grid absolute inset-0 opacity-70" />
        <div className="relative flex flex-col items-center gap-6">
          <ComingSoonArt />
          <p className="font-display text-eyebrow font-bold uppercase text-brand-300">{title}</p>
          <h1 className="font-display text-display-xl font-black uppercase italic">
            Coming <span className="text-gradient-brand">Soon</span>
          </h1>
          <p className="max-w-lg text-base leading-relaxed text-fg-muted">
            {description ??
              `We're putting the finishing touches on ${title.toLowerCase()}. Check back shortly, the grind never stops.`}
          </p>
          <Link to={paths.home} className={buttonStyles.secondary}>
            Back to home <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </section>
    </Container>
  );
}
