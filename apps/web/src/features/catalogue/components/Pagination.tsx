import { Link } from "react-router";
import { type BrowseState, pageCount, pageWindow, toSearchParams } from "../lib/browse-query";

type PaginationProps = { state: BrowseState; total: number; pageSize: number; label: string };

const item =
  "grid h-10 min-w-10 place-items-center rounded-control border px-3 font-display text-sm font-bold transition";

/** Page links of a browse grid; each page is its own URL (shareable, back/forward work). */
export function Pagination({ state, total, pageSize, label }: PaginationProps) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const href = (page: number) => ({ search: toSearchParams({ ...state, page }).toString() });
  const current = Math.min(state.page, count);
  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {current > 1 ? (
            <Link
              to={href(current - 1)}
              preventScrollReset
              className={`${item} border-surface-border-strong text-fg hover:border-brand-400/70`}
            >
              <span aria-hidden="true">‹ </span>Previous
            </Link>
          ) : null}
        </li>
        {pageWindow(current, count).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity.
            <li key={`gap${index}`} aria-hidden="true" className="px-1 text-fg-subtle">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                preventScrollReset
                aria-current={page === current ? "page" : undefined}
                aria-label={`Page ${page}`}
                className={`${item} ${
                  page === current
                    ? "border-brand-400 bg-brand-400/15 text-brand-200 shadow-glow"
                    : "border-surface-border-strong text-fg-muted hover:border-brand-400/70 hover:text-fg"
                }`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < count ? (
            <Link
              to={href(current + 1)}
              preventScrollReset
              className={`${item} border-surface-border-strong text-fg hover:border-brand-400/70`}
            >
              Next<span aria-hidden="true"> ›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
