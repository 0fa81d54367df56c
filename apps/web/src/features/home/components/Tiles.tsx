import { type Coach, type Course, formatCount, formatPrice, paths } from "@clutch/contract";
import { Link } from "react-router";
import { Artwork, CARD_IMAGE_SIZES } from "../../../components/ui/Artwork";

const tile =
  "group relative flex h-full flex-col overflow-hidden rounded-card border border-surface-border bg-surface shadow-card transition duration-300 ease-snap hover:-translate-y-1 hover:border-brand-400/60 hover:shadow-glow";

/** A most-popular course: header image, game, coach count, price. Links to the course page. */
export function CourseTile({
  course,
}: {
  course: Pick<Course, "_id" | "name" | "headerImage" | "price" | "platform" | "games" | "chapters">;
}) {
  const game = course.games[0]?.name;
  return (
    <Link to={paths.course(course._id)} className={tile}>
      <div className="relative aspect-video overflow-hidden">
        <Artwork
          src={course.headerImage}
          alt=""
          width={640}
          height={360}
          sizes={CARD_IMAGE_SIZES}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
        <span className="absolute top-3 right-3 rounded-chip bg-ink-950/85 px-2 py-1 font-display text-xs font-black text-highlight-300">
          {formatPrice(course.price)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-fg-muted">
          {[game, course.platform].filter(Boolean).join(" · ")}
        </p>
        <h3 className="font-display text-base font-extrabold uppercase leading-snug tracking-wide text-fg group-hover:text-brand-200">
          {course.name}
        </h3>
        <p className="mt-auto text-xs text-fg-muted">
          {course.chapters.length} {course.chapters.length === 1 ? "chapter" : "chapters"}
        </p>
      </div>
    </Link>
  );
}

/** A top coach: portrait, country, rating, students. Links to the coach page. */
export function CoachTile({
  coach,
}: {
  coach: Pick<Coach, "_id" | "name" | "hexagonVerImage" | "country" | "rating" | "student" | "games">;
}) {
  const rating = Math.min(5, Math.max(0, coach.rating));
  return (
    <Link to={paths.coach(coach._id)} className={`${tile} items-center px-4 pt-6 pb-5 text-center`}>
      <Artwork
        src={coach.hexagonVerImage}
        alt=""
        width={180}
        height={207}
        className="h-[9.2rem] w-32 object-contain drop-shadow-[0_10px_25px_rgb(34_217_255_/_0.25)] transition duration-500 group-hover:scale-105"
      />
      <h3 className="mt-4 font-display text-base font-extrabold uppercase tracking-wide text-fg group-hover:text-brand-200">
        {coach.name}
      </h3>
      <p className="mt-1 text-xs text-fg-muted">
        {[coach.games[0]?.name, coach.country].filter(Boolean).join(" · ")}
      </p>
      <p className="mt-3 flex items-center gap-3 text-xs text-fg-muted">
        <span className="font-semibold text-highlight-300">
          <span aria-hidden="true">★ </span>
          {rating.toFixed(1)}
          <span className="sr-only"> out of 5 stars</span>
        </span>
        <span>{formatCount(coach.student)} students</span>
      </p>
    </Link>
  );
}
