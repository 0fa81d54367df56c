import { type CatalogueKind, messages } from "@clutch/contract";
import type { ReactNode } from "react";
import { NotFound } from "../../../components/NotFound";
import { Container } from "../../../components/ui/Container";
import { ErrorState } from "../../../components/ui/ErrorState";
import { LoadingState } from "../../../components/ui/LoadingState";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage, isNotFound, type QueryState } from "../../../lib/api-error";
import { type CatalogueItem, productMeta } from "../lib/product-meta";
import { BACK_LINKS, KIND_LABELS } from "./product-heroes";

type DetailQuery<T> = QueryState & { data?: { data: T } };

type ProductStateProps<K extends CatalogueKind> = {
  query: DetailQuery<CatalogueItem[K]>;
  kind: K;
  children: (item: CatalogueItem[K]) => ReactNode;
};

const FETCH_FAILED: Record<CatalogueKind, string> = {
  game: messages.catalogue.fetchGamesFailed,
  coach: messages.catalogue.fetchCoachesFailed,
  course: messages.catalogue.fetchCoursesFailed,
  guide: messages.catalogue.fetchGuidesFailed,
};

/** A product page's states: "Loading...", "Error: {message}", not found (the API's 404 message), or the item. */
export function ProductState<K extends CatalogueKind>({ query, kind, children }: ProductStateProps<K>) {
  const item = query.data?.data;
  const label = KIND_LABELS[kind];
  const notFound = isNotFound(query.error);
  const notFoundTitle = errorMessage(query.error, `${label} not found`);
  const meta = item ? productMeta(kind, item) : undefined;
  useDocumentTitle(
    meta?.title ?? (notFound ? notFoundTitle : label),
    meta?.description,
    meta?.image ?? undefined,
  );

  if (query.isLoading) return <LoadingState className="min-h-dvh" />;
  if (notFound) {
    return (
      <NotFound
        title={notFoundTitle}
        description={`This ${kind} doesn't exist or is no longer available.`}
        backTo={BACK_LINKS[kind]}
      />
    );
  }
  if (query.error || !item) {
    return (
      <Container className="py-20">
        <ErrorState
          message={errorMessage(query.error, FETCH_FAILED[kind])}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Container>
    );
  }
  return <>{children(item)}</>;
}
