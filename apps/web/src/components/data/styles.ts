/** A small bordered button: a row's actions, a list's add, move and remove. */
export const smallButton =
  "rounded-control border border-surface-border px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-fg transition hover:border-brand-400/70 hover:text-brand-200 disabled:opacity-40";

/** A tab-like toggle (the status filter), lit when chosen. */
export const toggleStyles = (active: boolean) =>
  `rounded-control px-3 py-1.5 font-display text-xs font-bold uppercase tracking-[0.14em] transition ${
    active
      ? "bg-brand-400/15 text-brand-200 shadow-[inset_0_0_0_1px_rgb(34_217_255/0.45)]"
      : "text-fg-muted hover:bg-white/5 hover:text-fg"
  }`;
