import { formatPrice, messages, paths } from "@clutch/contract";
import type { SerializedError } from "@reduxjs/toolkit";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { NotFound } from "../../components/NotFound";
import { Container } from "../../components/ui/Container";
import { ErrorState } from "../../components/ui/ErrorState";
import { LoadingState } from "../../components/ui/LoadingState";
import {
  useGetCoachQuery,
  useGetCourseQuery,
  useGetGameQuery,
  useGetGuideQuery,
} from "../../features/catalogue/api";
import { ProductOverview } from "../../features/catalogue/components/ProductOverview";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { type ApiError, errorMessage, isNotFound } from "../../lib/api-error";

/* The four product pages (SPEC §2). For now: name, image, summary and key figures; the sections
   below them (coaches, chapters, search, purchase) are later issues. */

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
  notFoundMessage: string;
  fetchFailedMessage: string;
  backTo: { to: string; label: string };
  children: (item: T & { name: string }) => ReactNode;
};

/** Loading..., Error: {message}, a not-found screen for 404, or the item. */
function ProductState<T extends { name: string }>({
  query,
  kind,
  notFoundMessage,
  fetchFailedMessage,
  backTo,
  children,
}: ProductStateProps<T>) {
  const item = query.data?.data;
  const notFound = isNotFound(query.error);
  useDocumentTitle(item?.name ?? (notFound ? notFoundMessage : kind));

  if (query.isLoading) return <LoadingState className="min-h-[50vh]" />;
  if (notFound) {
    return (
      <NotFound
        title={notFoundMessage}
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

function useIdParam(): string {
  return useParams().id ?? "";
}

const count = (value: number) => value.toLocaleString("en-IN");

export function GameProductRoute() {
  const query = useGetGameQuery(useIdParam());
  return (
    <ProductState
      query={query}
      kind="Game"
      notFoundMessage={messages.catalogue.gameNotFound}
      fetchFailedMessage={messages.catalogue.fetchGamesFailed}
      backTo={{ to: paths.games, label: "Browse games" }}
    >
      {(game) => (
        <ProductOverview
          kind="Game"
          name={game.name}
          image={game.headerImage}
          text={game.summary}
          facts={[
            { label: "Platform", value: game.platform },
            { label: "Popularity", value: count(game.popularity) },
            { label: "Coaches", value: count(game.coaches.length) },
            { label: "Courses", value: count(game.courses.length) },
          ]}
        />
      )}
    </ProductState>
  );
}

export function CourseProductRoute() {
  const query = useGetCourseQuery(useIdParam());
  return (
    <ProductState
      query={query}
      kind="Course"
      notFoundMessage={messages.catalogue.courseNotFound}
      fetchFailedMessage={messages.catalogue.fetchCoursesFailed}
      backTo={{ to: paths.courses, label: "Browse courses" }}
    >
      {(course) => (
        <ProductOverview
          kind="Course"
          name={course.name}
          image={course.headerImage}
          text={course.overview}
          facts={[
            { label: "Price", value: formatPrice(course.price) },
            { label: "Chapters", value: count(course.chapters.length) },
            { label: "Coaches", value: count(course.coaches.length) },
            { label: "Popularity", value: count(course.popularity) },
          ]}
        />
      )}
    </ProductState>
  );
}

export function CoachProductRoute() {
  const query = useGetCoachQuery(useIdParam());
  return (
    <ProductState
      query={query}
      kind="Coach"
      notFoundMessage={messages.catalogue.coachNotFound}
      fetchFailedMessage={messages.catalogue.fetchCoachesFailed}
      backTo={{ to: paths.coaches, label: "Browse coaches" }}
    >
      {(coach) => (
        <ProductOverview
          kind="Coach"
          name={coach.name}
          image={coach.headerImage}
          text={coach.bio}
          facts={[
            { label: "Rating", value: `${Math.min(coach.rating, 5).toFixed(1)} / 5` },
            { label: "Students", value: count(coach.student) },
            { label: "Country", value: coach.country },
            { label: "Popularity", value: count(coach.popularity) },
          ]}
        />
      )}
    </ProductState>
  );
}

export function GuideProductRoute() {
  const query = useGetGuideQuery(useIdParam());
  return (
    <ProductState
      query={query}
      kind="Guide"
      notFoundMessage={messages.catalogue.guideNotFound}
      fetchFailedMessage={messages.catalogue.fetchGuidesFailed}
      backTo={{ to: paths.guides, label: "Browse guides" }}
    >
      {(guide) => (
        <ProductOverview
          kind="Guide"
          name={guide.name}
          image={guide.headerImage}
          text={guide.summary}
          facts={[
            { label: "Price", value: formatPrice(guide.price) },
            { label: "Ranking", value: `#${guide.ranking}` },
            { label: "Upvotes", value: count(guide.upvotes) },
            { label: "Chapters", value: count(guide.chapters.length) },
          ]}
        />
      )}
    </ProductState>
  );
}
