import { type CatalogueKind, messages } from "@clutch/contract";
import type { ComponentProps } from "react";
import {
  useListCoachesQuery,
  useListCoursesQuery,
  useListGamesQuery,
  useListGuidesQuery,
} from "../../features/catalogue/api";
import { BrowsePage } from "../../features/catalogue/components/BrowsePage";
import { CoachCard, CourseCard, GameCard, GuideCard } from "../../features/catalogue/components/cards";
import { KIND_NAMES } from "../../features/catalogue/lib/labels";
import type { CatalogueItem } from "../../features/catalogue/lib/product-meta";

/* The four browse pages (docs/product.md#routes), lazily loaded by the router. */

/** A kind's browse page: its words, its list and its card; the heading is the kind's plural name. */
type BrowseSetup<K extends CatalogueKind> = Omit<
  ComponentProps<typeof BrowsePage<CatalogueItem[K]>>,
  "kind" | "title"
>;

const PAGES: { [K in CatalogueKind]: BrowseSetup<K> } = {
  game: {
    eyebrow: "Pick your arena",
    intro:
      "Every title our coaches train on, from tactical shooters to mobile battle royales. Find your game, meet its coaches and start climbing.",
    description:
      "Browse the games Clutch Academy coaches train: Valorant, BGMI, Counter-Strike 2, League of Legends and more, by platform and popularity.",
    fetchFailed: messages.catalogue.fetchGamesFailed,
    useList: useListGamesQuery,
    renderCard: (game, loading) => <GameCard game={game} loading={loading} />,
  },
  coach: {
    eyebrow: "Elite professionals",
    intro:
      "Former pros, IGLs and analysts who have played at national LANs. Filter by game and platform to find the coach who fits your grind.",
    description:
      "Meet Clutch Academy's esports coaches: ratings, games, countries and the courses they teach. Filter by game and platform.",
    fetchFailed: messages.catalogue.fetchCoachesFailed,
    useList: useListCoachesQuery,
    renderCard: (coach, loading) => <CoachCard coach={coach} platform={coach.platform} loading={loading} />,
  },
  course: {
    eyebrow: "Structured training",
    intro:
      "Chapter-by-chapter video courses built by our coaches. Start free, then go deep on aim, utility, rotations and shot-calling.",
    description:
      "Browse Clutch Academy's esports video courses by game, coach and platform, free and paid, priced in INR.",
    fetchFailed: messages.catalogue.fetchCoursesFailed,
    useList: useListCoursesQuery,
    renderCard: (course, loading) => <CourseCard course={course} loading={loading} />,
  },
  guide: {
    eyebrow: "Read, then play",
    intro:
      "Concise written playbooks ranked by the community: callouts, settings, meta loadouts and career advice.",
    description:
      "Community-ranked esports guides from Clutch Academy: featured, pro, casual and one-to-one guides for every game.",
    fetchFailed: messages.catalogue.fetchGuidesFailed,
    useList: useListGuidesQuery,
    renderCard: (guide, loading) => <GuideCard guide={guide} loading={loading} />,
  },
};

function browseRoute<K extends CatalogueKind>(kind: K) {
  const setup = PAGES[kind] as BrowseSetup<CatalogueKind>;
  return function BrowseRoute() {
    return <BrowsePage kind={kind} title={browsePageMeta(kind).title} {...setup} />;
  };
}

export const GamesRoute = browseRoute("game");
export const CoachesRoute = browseRoute("coach");
export const CoursesRoute = browseRoute("course");
export const GuidesRoute = browseRoute("guide");

/** A browse page's title and meta description, as the page sets them. */
export const browsePageMeta = (kind: CatalogueKind) => ({
  title: KIND_NAMES[kind].many,
  description: PAGES[kind].description,
});
