/** A coach's rating is shown on five stars (docs/product.md#constants: capped at 5). */
const MAX_STARS = 5;

/** The rating as shown: a number in 0..5 with one decimal (NaN and negatives count as 0). */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating) || rating <= 0) return 0;
  return Math.round(Math.min(rating, MAX_STARS) * 10) / 10;
}

/**
 * How full each of the five stars is drawn: 1, 0.5 or 0. The rating is rounded to the nearest half
 * star (4.5 → four full stars and a half; 4.74 → 4.5; 4.75 → 5).
 */
export function starFills(rating: number): number[] {
  const halves = Math.round(clampRating(rating) * 2);
  return Array.from({ length: MAX_STARS }, (_, index) => Math.min(Math.max(halves - index * 2, 0), 2) / 2);
}

/** "Rated 4.5 out of 5": the accessible name of a star rating. */
export function ratingLabel(rating: number): string {
  const value = clampRating(rating);
  return `Rated ${Number.isInteger(value) ? value : value.toFixed(1)} out of ${MAX_STARS}`;
}
