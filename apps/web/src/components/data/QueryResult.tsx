import { messages } from "@clutch/contract";
import { type ReactNode, useDeferredValue } from "react";
import { errorMessage } from "../../lib/api-error";
import { ErrorState } from "../ui/ErrorState";
import { LoadingState } from "../ui/LoadingState";

/** What a query hook answers that its page needs to show it (RTK Query's result). */
export type QueryState<D> = {
  data?: D;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type QueryResultProps<D> = {
  query: QueryState<D>;
  /** The error's message when the API gives none. */
  failure?: string;
  children: (data: D) => ReactNode;
};

/**
 * A query's failure (with a retry), its loading, or what its data shows. The data is shown in a
 * deferred render: an answer arrives as a store update, which React renders at once, in one task,
 * while a deferred render (a table of rows, a list of cards) is split into short ones.
 */
export function QueryResult<D>({
  query,
  failure = messages.general.unavailable,
  children,
}: QueryResultProps<D>) {
  const data = useDeferredValue(query.data);
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, failure)}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
    );
  }
  if (!data) return <LoadingState />;
  return children(data);
}

/** The note that stands in for an empty list or table. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-card border border-surface-border bg-surface/70 px-6 py-10 text-center text-fg-muted">
      {children}
    </p>
  );
}
