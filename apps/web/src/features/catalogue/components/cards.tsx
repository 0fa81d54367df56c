import {
  type CoachRef,
  type CourseRef,
  formatCount,
  formatPrice,
  type GuideRef,
  paths,
} from "@clutch/contract";
import { Link } from "react-router";
import { Artwork, CARD_IMAGE_SIZES, type ImageLoading } from "../../../components/ui/Artwork";
import { StarRating } from "./StarRating";

export { GameCard } from "./GameCard";

const cardShell =
  "group relative flex h-full flex-col overflow-hidden rounded-card border border-surface-border bg-surface shadow-card transition duration-300 ease-snap hover:-translate-y-1 hover:border-brand-400/60 hover:shadow-glow focus-visible:border-brand-400/60";

/** "Free" in green, a rupee price in amber. */
export function PriceTag({ price, className = "" }: { price: number; className?: string }) {
  return (
    <span
      className={`clip-corners inline-block px-2.5 py-1 font-display text-xs font-black tracking-wider uppercase ${
        price === 0 ? "bg-success-400 text-ink-950" : "bg-highlight-400 text-ink-950"
      } ${className}`}
    >
      <span className="sr-only">Price: </span>
      {formatPrice(price)}
    </span>
  );
}

export function PlatformTag({ platform }: { platform: string }) {
  return (
    <span className="rounded-chip border border-surface-border-strong px-1.5 py-0.5 text-[0.68rem] font-semibold tracking-wider text-fg-muted uppercase">
      <span className="sr-only">Platform: </span>
      {platform}
    </span>
  );
}

/** A card's picture loads lazily unless the page says it is in the first screen. */
type CardImage = { loading?: ImageLoading };

export function CourseCard({ course, loading }: { course: CourseRef } & CardImage) {
  return (
    <Link to={paths.course(course._id)} className={cardShell}>
      <div className="relative aspect-[16/9] overflow-hidden">
        <Artwork
          src={course.headerImage}
          alt=""
          width={640}
          height={360}
          sizes={CARD_IMAGE_SIZES}
          loading={loading}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
        <div aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-surface via-transparent" />
        <PriceTag price={course.price} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 pt-2">
        <h3 className="font-display text-lg leading-tight font-extrabold tracking-wide text-fg uppercase group-hover:text-brand-200">
          {course.name}
        </h3>
        <p className="mt-auto flex items-center gap-2 text-xs text-fg-muted">
          <PlatformTag platform={course.platform} />
          <span>{formatCount(course.popularity)} enrolled</span>
        </p>
      </div>
    </Link>
  );
}

type CoachCardProps = { coach: CoachRef; platform?: string; rank?: number } & CardImage;

export function CoachCard({ coach, platform, rank, loading }: CoachCardProps) {
  return (
    <Link to={paths.coach(coach._id)} className={cardShell}>
      <div className="relative grid h-44 place-items-center overflow-hidden bg-linear-to-br from-ink-700 via-surface to-violet-600/25">
        <div aria-hidden="true" className="bg-grid absolute inset-0 opacity-60" />
        <div
          aria-hidden="true"
          className="absolute -bottom-16 left-1/2 size-56 -translate-x-1/2 rounded-full bg-brand-400/20 blur-3xl transition group-hover:bg-brand-400/35"
        />
        <Artwork
          src={coach.hexagonHorImage}
          alt=""
          width={184}
          height={160}
          sizes="184px"
          loading={loading}
          className="relative h-40 w-[184px] object-contain mix-blend-lighten transition duration-500 group-hover:scale-105"
        />
        {rank !== undefined ? (
          <span className="clip-corners absolute top-3 left-3 bg-ink-950/80 px-2.5 py-1 font-display text-xs font-black text-highlight-300 italic backdrop-blur">
            #{rank}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 border-t border-surface-border px-4 pt-3 pb-4">
        <h3 className="truncate font-display text-lg font-extrabold tracking-wide text-fg uppercase group-hover:text-brand-200">
          {coach.name}
        </h3>
        <StarRating rating={coach.rating} size="sm" showValue />
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-fg-muted">
          {platform ? <PlatformTag platform={platform} /> : null}
          <span>{coach.country}</span>
        </p>
      </div>
    </Link>
  );
}

export function GuideCard({ guide, loading }: { guide: GuideRef } & CardImage) {
  return (
    <Link to={paths.guide(guide._id)} className={cardShell}>
      <div className="relative aspect-[16/9] overflow-hidden">
        <Artwork
          src={guide.headerImage}
          alt=""
          width={640}
          height={360}
          sizes={CARD_IMAGE_SIZES}
          loading={loading}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
        <div aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-surface via-transparent" />
        <PriceTag price={guide.price} className="absolute top-3 right-3" />
        <span className="clip-corners absolute top-3 left-3 bg-ink-950/80 px-2.5 py-1 font-display text-xs font-black text-brand-200 italic backdrop-blur">
          <span className="sr-only">Ranking </span>#{guide.ranking}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 pt-2">
        <h3 className="font-display text-lg leading-tight font-extrabold tracking-wide text-fg uppercase group-hover:text-brand-200">
          {guide.name}
        </h3>
        <p className="mt-auto text-xs text-fg-muted">
          <span aria-hidden="true" className="text-violet-300">
            ▲{" "}
          </span>
          {formatCount(guide.upvotes)} upvotes
        </p>
      </div>
    </Link>
  );
}
