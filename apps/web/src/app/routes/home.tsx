import { messages, paths } from "@clutch/contract";
import { useNavigate } from "react-router";
import { Staged } from "../../components/ui/Staged";
import { selectIsSignedIn } from "../../features/auth/authSlice";
import { useSessionBootstrap } from "../../features/auth/hooks/use-session-bootstrap";
import { useListCoachesQuery, useListCoursesQuery, useListGamesQuery } from "../../features/catalogue/api";
import { GameCard } from "../../features/catalogue/components/GameCard";
import {
  CatalogueShelf,
  CoachTile,
  CommunityBanner,
  CourseTile,
  Hero,
  HOME_SHELVES,
  HowItWorks,
  WhyChoose,
} from "../../features/home";
import { useAppDispatch, useAppSelector } from "../../hooks/store";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { errorMessage, type QueryState } from "../../lib/api-error";
import { openModal } from "../../lib/modals";

const TOP_GAMES = HOME_SHELVES.games.query.limit;
const POPULAR_COURSES = HOME_SHELVES.courses.query.limit;
const TOP_COACHES = HOME_SHELVES.coaches.query.limit;

/** What a shelf shows of its list query: the items, loading, "Error: {message}" and a retry. */
function shelfState<T>(query: QueryState & { data?: { data: T[] } }, fetchFailed: string) {
  return {
    items: query.data?.data,
    isLoading: query.isLoading,
    error: query.error ? errorMessage(query.error, fetchFailed) : undefined,
    onRetry: () => void query.refetch(),
  };
}

/** The home page (docs/product.md#home-page): hero, why choose, how it works, community banner, live catalogue rows. */
export function HomeRoute() {
  useDocumentTitle(
    undefined,
    "Level up your game with Clutch Academy: esports courses, guides and 1 vs 1 or team coaching from elite pro players. Train like a pro, compete like a champion!",
  );
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  // A member whose stored session is still being confirmed: the nav shows them a placeholder, not
  // Login, and a click in that moment must not open the login dialog either.
  const { pending: confirmingSession } = useSessionBootstrap();

  const games = useListGamesQuery(HOME_SHELVES.games.query);
  const courses = useListCoursesQuery(HOME_SHELVES.courses.query);
  const coaches = useListCoachesQuery(HOME_SHELVES.coaches.query);

  // docs/product.md#home-page: Get Started and the banner go to the games for a signed-in user, else open login.
  const getStarted = () => {
    if (signedIn || confirmingSession) navigate(paths.games);
    else dispatch(openModal("login"));
  };

  return (
    <>
      <Hero onGetStarted={getStarted} />
      {/* Below the first screen: rendered after it. */}
      <Staged>
        <WhyChoose />
        <HowItWorks />
        <CatalogueShelf
          id="top-games"
          eyebrow="Most popular"
          title="Top games"
          more={{ to: paths.games, label: "All games" }}
          {...shelfState(games, messages.catalogue.fetchGamesFailed)}
          emptyText="No games yet. New titles land here soon."
          itemKey={(game) => game._id}
          renderItem={(game, index) => <GameCard game={game} rank={index + 1} />}
          placeholderClassName="h-[17rem]"
          placeholderCount={TOP_GAMES}
          gridClassName="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3"
        />
        <CatalogueShelf
          id="popular-courses"
          eyebrow="Learn from the best"
          title="Most popular courses"
          more={{ to: paths.courses, label: "All courses" }}
          {...shelfState(courses, messages.catalogue.fetchCoursesFailed)}
          emptyText="No courses yet."
          itemKey={(course) => course._id}
          renderItem={(course) => <CourseTile course={course} />}
          placeholderClassName="h-[19rem]"
          placeholderCount={POPULAR_COURSES}
          gridClassName="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4"
        />
        <CatalogueShelf
          id="top-coaches"
          eyebrow="Pro roster"
          title="Top coaches"
          more={{ to: paths.coaches, label: "All coaches" }}
          {...shelfState(coaches, messages.catalogue.fetchCoachesFailed)}
          emptyText="No coaches yet."
          itemKey={(coach) => coach._id}
          renderItem={(coach) => <CoachTile coach={coach} />}
          placeholderClassName="h-[18rem]"
          placeholderCount={TOP_COACHES}
          gridClassName="grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4"
        />
        <CommunityBanner onJoin={getStarted} />
      </Staged>
    </>
  );
}
