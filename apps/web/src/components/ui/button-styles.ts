/** Class names shared by <button> and <Link> styled as buttons. */
const shared =
  "inline-flex items-center justify-center gap-2 font-display font-extrabold uppercase transition duration-200 ease-snap disabled:cursor-not-allowed disabled:opacity-50";

const primary = `${shared} clip-corners bg-linear-to-r from-brand-400 to-violet-500 text-ink-950 hover:brightness-110 hover:shadow-glow active:translate-y-px`;

export const buttonStyles = {
  primary: `${primary} px-6 py-3 text-sm tracking-[0.14em]`,
  /** The nav's Login button. */
  primaryCompact: `${primary} px-4 py-2.5 text-xs tracking-[0.12em]`,
  secondary: `${shared} rounded-control border border-surface-border-strong bg-ink-800/60 px-5 py-3 text-sm tracking-[0.14em] text-fg hover:border-brand-400/70 hover:bg-ink-700/70 hover:text-brand-200`,
  ghost: `${shared} rounded-control px-3 py-2 text-sm tracking-[0.14em] text-fg-muted hover:bg-white/5 hover:text-fg`,
} as const;
