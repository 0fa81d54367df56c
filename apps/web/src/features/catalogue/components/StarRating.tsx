import { useId } from "react";
import { clampRating, ratingLabel, starFills } from "../lib/stars";

const STAR_PATH =
  "M12 2.6l2.82 5.72 6.31.92-4.57 4.45 1.08 6.29L12 17.01l-5.64 2.97 1.08-6.29L2.87 9.24l6.31-.92z";

type StarRatingProps = {
  rating: number;
  /** Show the number next to the stars. */
  showValue?: boolean;
  size?: "sm" | "md" | "lg";
  className?: string;
};

const sizes = { sm: "size-3.5", md: "size-5", lg: "size-6" } as const;

/** Five stars, at most five filled, halves drawn as half stars; labelled "Rated 4.5 out of 5". */
export function StarRating({ rating, showValue = false, size = "md", className = "" }: StarRatingProps) {
  const clipBase = `star${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const fills = starFills(rating);
  const value = clampRating(rating);
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <span role="img" aria-label={ratingLabel(rating)} className="inline-flex items-center gap-0.5">
        {fills.map((fill, index) => (
          <svg
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder.
            key={index}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            data-fill={fill}
            className={sizes[size]}
          >
            <defs>
              <clipPath id={`${clipBase}-${index}`}>
                <rect x="0" y="0" width={24 * fill} height="24" />
              </clipPath>
            </defs>
            <path d={STAR_PATH} fill="var(--color-ink-600)" stroke="var(--color-ink-500)" strokeWidth="1" />
            {fill > 0 ? (
              <path d={STAR_PATH} fill="var(--color-highlight-400)" clipPath={`url(#${clipBase}-${index})`} />
            ) : null}
          </svg>
        ))}
      </span>
      {showValue ? (
        <span aria-hidden="true" className="font-display text-sm font-extrabold text-highlight-300">
          {Number.isInteger(value) ? value.toFixed(1) : value}
        </span>
      ) : null}
    </span>
  );
}
