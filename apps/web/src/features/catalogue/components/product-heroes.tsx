import { type CatalogueKind, type Coach, type Course, type Game, type Guide, paths } from "@clutch/contract";
import { Artwork } from "../../../components/ui/Artwork";
import type { CatalogueItem } from "../lib/product-meta";
import { PlatformTag, PriceTag } from "./cards";
import { ProductHero } from "./ProductHero";
import { StarRating } from "./StarRating";

/*
 * The top of each product page. They read nothing but their item (no store, no browser API), so the
 * server's render of the page (src/prerender/product-shell.tsx) is the app's.
 */

/** What each kind is called on its page. */
export const KIND_LABELS: Record<CatalogueKind, string> = {
  game: "Game",
  coach: "Coach",
  course: "Course",
  guide: "Guide",
};

export const BACK_LINKS: Record<CatalogueKind, { to: string; label: string }> = {
  game: { to: paths.games, label: "All games" },
  coach: { to: paths.coaches, label: "All coaches" },
  course: { to: paths.courses, label: "All courses" },
  guide: { to: paths.guides, label: "All guides" },
};

export function GameHero({ game }: { game: Game }) {
  return (
    <ProductHero
      kind={KIND_LABELS.game}
      name={game.name}
      image={game.headerImage}
      coverAlt={`${game.name} key art`}
      backTo={BACK_LINKS.game}
      emblem={
        <Artwork
          src={game.gameLogo}
          alt={`${game.name} logo`}
          width={112}
          height={112}
          loading="first"
          className="size-28 rounded-2xl border border-surface-border-strong object-cover shadow-glow"
        />
      }
      meta={<PlatformTag platform={game.platform} />}
    />
  );
}

function CourseHero({ course }: { course: Course }) {
  return (
    <ProductHero
      kind={KIND_LABELS.course}
      name={course.name}
      image={course.headerImage}
      coverAlt={`${course.name} header image`}
      backTo={BACK_LINKS.course}
      meta={
        <>
          <PriceTag price={course.price} />
          <PlatformTag platform={course.platform} />
          {course.games.map((game) => (
            <span key={game._id} className="text-sm font-semibold text-fg-muted">
              {game.name}
            </span>
          ))}
        </>
      }
    />
  );
}

export function CoachHero({ coach }: { coach: Coach }) {
  return (
    <ProductHero
      kind={KIND_LABELS.coach}
      name={coach.name}
      image={coach.headerImage}
      backTo={BACK_LINKS.coach}
      emblem={
        <Artwork
          src={coach.hexagonVerImage}
          alt={`Portrait of ${coach.name}`}
          width={144}
          height={166}
          loading="first"
          className="h-[166px] w-[144px] object-contain [clip-path:polygon(50%_0,100%_25%,100%_75%,50%_100%,0_75%,0_25%)]"
        />
      }
      meta={
        <>
          <StarRating rating={coach.rating} size="lg" showValue />
          <PlatformTag platform={coach.platform} />
        </>
      }
    />
  );
}

function GuideHero({ guide }: { guide: Guide }) {
  return (
    <ProductHero
      kind={KIND_LABELS.guide}
      name={guide.name}
      image={guide.headerImage}
      coverAlt={`${guide.name} header image`}
      backTo={BACK_LINKS.guide}
      meta={
        <>
          <PriceTag price={guide.price} />
          <span className="font-display text-sm font-extrabold text-brand-200">Ranked #{guide.ranking}</span>
        </>
      }
    />
  );
}

/** The hero of any kind of item. */
export function HeroOf<K extends CatalogueKind>({ kind, item }: { kind: K; item: CatalogueItem[K] }) {
  switch (kind) {
    case "game":
      return <GameHero game={item as Game} />;
    case "coach":
      return <CoachHero coach={item as Coach} />;
    case "course":
      return <CourseHero course={item as Course} />;
    default:
      return <GuideHero guide={item as Guide} />;
  }
}
