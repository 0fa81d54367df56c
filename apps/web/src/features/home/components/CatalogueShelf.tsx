import type { ReactNode } from "react";
import { Link } from "react-router";

type ShelfProps<T> = {
  id: string;
  eyebrow: string;
  title: string;
  /** "See all" link. */
  more: { to: string; label: string };
  items: readonly T[] | undefined;
  isLoading: boolean;
  /** "Error: {message}" is shown when set. */
  error?: string;
  onRetry?: () => void;
  emptyText: string;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string;
  /** Reserved height of each placeholder card, so the page does not jump when the data lands. */
  placeholderClassName: string;
  placeholderCount: number;
  gridClassName: string;
};

/** A home-page row fed by the live catalogue: heading, grid, with stable space while loading. */
export function CatalogueShelf<T>({
  id,
  eyebrow,
  title,
  more,
  items,
  isLoading,
  error,
  onRetry,
  emptyText,
  renderItem,
  itemKey,
  placeholderClassName,
  placeholderCount,
  gridClassName,
}: ShelfProps<T>) {
  const headingId = `${id}-heading`;
  let body: ReactNode;
  if (isLoading) {
    body = (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading...</span>
        <ul aria-hidden="true" className={gridClassName}>
          {Array.from({ length: placeholderCount }, (_, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              key={index}
              className={`animate-pulse rounded-card border border-surface-border bg-surface ${placeholderClassName}`}
            />
          ))}
        </ul>
      </div>
    );
  } else if (error) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-card border border-danger-400/30 bg-danger-400/5 p-6"
      >
        <p className="text-danger-300">Error: {error}</p>
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="text-sm font-semibold text-fg underline underline-offset-4"
          >
            Try again
          </button>
        ) : null}
      </div>
    );
  } else if (!items || items.length === 0) {
    body = <p className="py-8 text-fg-muted">{emptyText}</p>;
  } else {
    body = (
      <ul className={gridClassName}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-display text-eyebrow font-bold uppercase text-brand-300">{eyebrow}</p>
          <h2
            id={headingId}
            className="mt-2 font-display text-display-lg font-black uppercase italic text-fg"
          >
            {title}
          </h2>
        </div>
        <Link
          to={more.to}
          className="group inline-flex items-center gap-2 font-display text-sm font-bold uppercase tracking-[0.14em] text-brand-300 hover:text-brand-200"
        >
          {more.label}
          <span aria-hidden="true" className="transition group-hover:translate-x-1">
            →
          </span>
        </Link>
      </div>
      {body}
    </section>
  );
}
