import type { SerializedError } from "@reduxjs/toolkit";
import type { ReactNode } from "react";
import { NotFound } from "../../../components/NotFound";
import { Container } from "../../../components/ui/Container";
import { ErrorState } from "../../../components/ui/ErrorState";
import { LoadingState } from "../../../components/ui/LoadingState";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { type ApiError, errorMessage, isNotFound } from "../../../lib/api-error";

type DetailQuery<T> = {
  data?: { data: T };
  error?: ApiError | SerializedError;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type ProductStateProps<T> = {
  query: DetailQuery<T>;
  /** The page title before the item is known, e.g. "Game". */
  kind: string;
  /** The page's meta description once the item is known. */
  describe: (item: T) => string;
  fetchFailedMessage: string;
  backTo: { to: string; label: string };
  children: (item: T) => ReactNode;
};

const excerpt = (text: string) => (text.length > 155 ? `${text.slice(0, 152).trimEnd()}…` : text);

/** A product page's states: "Loading...", "Error: {message}", not found (the API's 404 message), or the item. */
export function ProductState<T extends { name: string }>({
  query,
  kind,
  describe,
  fetchFailedMessage,
  backTo,
  children,
}: ProductStateProps<T>) {
  const item = query.data?.data;
  const notFound = isNotFound(query.error);
  const notFoundTitle = errorMessage(query.error, `${kind} not found`);
  useDocumentTitle(
    item?.name ?? (notFound ? notFoundTitle : kind),
    item ? excerpt(describe(item)) : undefined,
  );

  if (query.isLoading) return <LoadingState className="min-h-dvh" />;
  if (notFound) {
    return (
      <NotFound
        title={notFoundTitle}
        description={`This ${kind.toLowerCase()} doesn't exist or is no longer available.`}
        backTo={backTo}
      />
    );
  }
  if (query.error || !item) {
    return (
      <Container className="py-20">
        <ErrorState
          message={errorMessage(query.error, fetchFailedMessage)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Container>
    );
  }
  return <>{children(item)}</>;
}
