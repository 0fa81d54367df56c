import { buttonStyles } from "../ui/button-styles";

type PagerProps = {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
};

/** Previous / next through a paged list, with where it stands. */
export function Pager({ page, limit, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-fg-muted"
    >
      <button
        type="button"
        className={buttonStyles.ghost}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <p aria-live="polite">
        Page {page} of {pages}
      </p>
      <button
        type="button"
        className={buttonStyles.ghost}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
