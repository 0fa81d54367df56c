import type { ReactNode } from "react";
import { ErrorState } from "../../../components/ui/ErrorState";
import { LoadingState } from "../../../components/ui/LoadingState";
import { errorMessage, type QueryState } from "../../../lib/api-error";

/** Nothing matched: the sentence (e.g. "No Courses found"), announced politely. */
export function EmptyResults({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-surface-border-strong bg-surface/50 px-6 py-12 text-center">
      <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="size-12 text-fg-subtle">
        <polygon
          points="24,4 41,14 41,34 24,44 7,34 7,14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeDasharray="4 4"
        />
        <path
          d="M18 18l12 12M30 18L18 30"
          stroke="var(--color-brand-400)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <p className="font-display text-lg font-extrabold tracking-wide text-fg uppercase">{message}</p>
      {children}
    </div>
  );
}

/** "Loading..." or "Error: {message}" for a list query; null once there is data. */
export function QueryStatus({ query, fallback }: { query: QueryState; fallback: string }) {
  if (query.isLoading) return <LoadingState />;
  if (query.error) {
    return (
      <ErrorState
        message={errorMessage(query.error, fallback)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return null;
}

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
};

/** The heading of a page section: eyebrow, display title, optional action on the right. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        {eyebrow ? (
          <p className="font-display text-eyebrow font-bold text-brand-300 uppercase">{eyebrow}</p>
        ) : null}
        <h2 id={id} className="mt-1.5 font-display text-display-md font-black text-fg uppercase italic">
          {title}
        </h2>
      </div>
      {children}
    </div>
  );
}
