import type { ReactNode } from "react";

/** An account list with nothing in it yet. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-5 rounded-card border border-dashed border-surface-border-strong bg-surface/50 px-6 py-14 text-center">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full border border-brand-400/30 bg-brand-400/5 font-display text-2xl font-black text-brand-300"
      >
        ∅
      </span>
      <p className="text-base text-fg-muted">{message}</p>
      {children}
    </div>
  );
}
