import { type Coach, type Course, type Game, type Guide, messages } from "@clutch/contract";
import {
  useListCoachesQuery,
  useListCoursesQuery,
  useListGamesQuery,
  useListGuidesQuery,
} from "../../features/catalogue/api";
import { BrowsePage } from "../../features/catalogue/components/BrowsePage";
import { CoachCard, CourseCard, GameCard, GuideCard } from "../../features/catalogue/components/cards";

/* The four browse pages (docs/product.md#routes), lazily loaded by the router. */

export function GamesRoute() {
  return (
    <BrowsePage<Game>
      kind="game"
      title="Games"
      eyebrow="Pick your arena"
      intro="Every title our coaches train on, from tactical shooters to mobile battle royales. Find your game, meet its coaches and start climbing."
      description="Browse the games Clutch Academy coaches train: Valorant, BGMI, Counter-Strike 2, League of Legends and more, by platform and popularity."
      fetchFailed={messages.catalogue.fetchGamesFailed}
      useList={useListGamesQuery}
      renderCard={(game) => <GameCard game={game} />}
    />
  );
}

export function CoachesRoute() {
  return (
    <BrowsePage<Coach>
      kind="coach"
      title="Coaches"
      eyebrow="Elite professionals"
      intro="Former pros, IGLs and analysts who have played at national LANs. Filter by game and platform to find the coach who fits your grind."
      description="Meet Clutch Academy's esports coaches: ratings, games, countries and the courses they teach. Filter by game and platform."
      fetchFailed={messages.catalogue.fetchCoachesFailed}
      useList={useListCoachesQuery}
      renderCard={(coach) => <CoachCard coach={coach} platform={coach.platform} />}
    />
  );
}

export function CoursesRoute() {
  return (
    <BrowsePage<Course>
      kind="course"
      title="Courses"
      eyebrow="Structured training"
      intro="Chapter-by-chapter video courses built by our coaches. Start free, then go deep on aim, utility, rotations and shot-calling."
      description="Browse Clutch Academy's esports video courses by game, coach and platform, free and paid, priced in INR."
      fetchFailed={messages.catalogue.fetchCoursesFailed}
      useList={useListCoursesQuery}
      renderCard={(course) => <CourseCard course={course} />}
    />
  );
}

export function GuidesRoute() {
  return (
    <BrowsePage<Guide>
      kind="guide"
      title="Guides"
      eyebrow="Read, then play"
      intro="Concise written playbooks ranked by the community: callouts, settings, meta loadouts and career advice."
      description="Community-ranked esports guides from Clutch Academy: featured, pro, casual and one-to-one guides for every game."
      fetchFailed={messages.catalogue.fetchGuidesFailed}
      useList={useListGuidesQuery}
      renderCard={(guide) => <GuideCard guide={guide} />}
    />
  );
}
