import { messages, paths } from "@clutch/contract";
import { useNavigate } from "react-router";
import { selectIsSignedIn } from "../../features/auth/authSlice";
import { useListCoachesQuery, useListCoursesQuery, useListGamesQuery } from "../../features/catalogue/api";
import { GameCard } from "../../features/catalogue/components/GameCard";
import {
  CatalogueShelf,
  CoachTile,
  CommunityBanner,
  CourseTile,
  Hero,
  HowItWorks,
  WhyChoose,
} from "../../features/home";
import { openModal } from "../../features/modals/modalSlice";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { errorMessage } from "../../lib/api-error";
import { useAppDispatch, useAppSelector } from "../hooks";

const TOP_GAMES = 6;
const POPULAR_COURSES = 4;
const TOP_COACHES = 4;

/** The home page (SPEC §1): hero, why choose, how it works, community banner, live catalogue rows. */
export function HomeRoute() {
  useDocumentTitle(
    undefined,
    "Level up your game with Clutch Academy: esports courses, guides and 1 vs 1 or team coaching from elite pro players. Train like a pro, compete like a champion!",
  );
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);

  const games = useListGamesQuery({ sort: "popularity", limit: TOP_GAMES });
  const courses = useListCoursesQuery({
    flag: "mostPopularFlag",
    sort: "popularity",
    limit: POPULAR_COURSES,
  });
  const coaches = useListCoachesQuery({ flag: "topFlag", sort: "popularity", limit: TOP_COACHES });

  // SPEC §1: Get Started and the banner go to the games for a signed-in user, else open login.
  const getStarted = () => {
    if (signedIn) navigate(paths.games);
    else dispatch(openModal("login"));
  };

  return (
    <>
      <Hero onGetStarted={getStarted} />
      <WhyChoose />
      <HowItWorks />

      <CatalogueShelf
        id="top-games"
        eyebrow="Most popular"
        title="Top games"
        more={{ to: paths.games, label: "All games" }}
        items={games.data?.data}
        isLoading={games.isLoading}
        error={games.error ? errorMessage(games.error, messages.catalogue.fetchGamesFailed) : undefined}
        onRetry={() => void games.refetch()}
        emptyText="No games yet. New titles land here soon."
        itemKey={(game) => game._id}
        renderItem={(game, index) => <GameCard game={game} rank={index + 1} />}
        placeholderClassName="h-[17rem]"
        placeholderCount={TOP_GAMES}
        gridClassName="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      />
      <CatalogueShelf
        id="popular-courses"
        eyebrow="Learn from the best"
        title="Most popular courses"
        more={{ to: paths.courses, label: "All courses" }}
        items={courses.data?.data}
        isLoading={courses.isLoading}
        error={courses.error ? errorMessage(courses.error, messages.catalogue.fetchCoursesFailed) : undefined}
        onRetry={() => void courses.refetch()}
        emptyText="No courses yet."
        itemKey={(course) => course._id}
        renderItem={(course) => <CourseTile course={course} />}
        placeholderClassName="h-[19rem]"
        placeholderCount={POPULAR_COURSES}
        gridClassName="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
      />
      <CatalogueShelf
        id="top-coaches"
        eyebrow="Pro roster"
        title="Top coaches"
        more={{ to: paths.coaches, label: "All coaches" }}
        items={coaches.data?.data}
        isLoading={coaches.isLoading}
        error={coaches.error ? errorMessage(coaches.error, messages.catalogue.fetchCoachesFailed) : undefined}
        onRetry={() => void coaches.refetch()}
        emptyText="No coaches yet."
        itemKey={(coach) => coach._id}
        renderItem={(coach) => <CoachTile coach={coach} />}
        placeholderClassName="h-[18rem]"
        placeholderCount={TOP_COACHES}
        gridClassName="grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4"
      />

      <CommunityBanner onJoin={getStarted} />
    </>
  );
}
