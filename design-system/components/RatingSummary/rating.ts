/**
 * Pure rating helpers (spec 5 "Other" and spec 9 "Ratings"): the scale is 5, ratings are capped at
 * 5.0 and shown with one decimal, anything non-numeric counts as 0, and the displayed review count
 * is capped at an optional limit.
 */

/** The rating scale (spec 9: OverallRatingRange defaults to 5). */
export const ratingScale = 5;

/** A finite number from a number or a numeric string; anything else (null, 'abc', true, NaN) is null. */
function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The rating to show: 0 to 5, rounded to one decimal; non-numeric and negative values count as 0. */
export function normaliseRating(value: unknown): number {
  const n = toFiniteNumber(value);
  if (n === null || n <= 0) return 0;
  return Math.round(Math.min(n, ratingScale) * 10) / 10;
}

/** The rating as text with one decimal: 5.04 → '5.0', 7 → '5.0', 'abc' → '0.0', null → '0.0'. */
export function formatRating(value: unknown): string {
  return normaliseRating(value).toFixed(1);
}

/** The review count as a whole number, capped at `limit` when one is given: (1200, 999) → 999. */
export function capCount(count: unknown, limit?: number): number {
  const n = toFiniteNumber(count);
  const whole = n === null || n < 0 ? 0 : Math.floor(n);
  return limit !== undefined && limit >= 0 && whole > limit ? Math.floor(limit) : whole;
}

/** The review count as text; a capped count says so: (1200, 999) → '999+', (12) → '12'. */
export function formatCount(count: unknown, limit?: number): string {
  const capped = capCount(count, limit);
  return capped < capCount(count) ? `${capped}+` : String(capped);
}

/** How full each of the five stars is (0 to 1), from the shown rating: 4.3 → [1, 1, 1, 1, 0.3]. */
export function starFills(value: unknown): number[] {
  const rating = normaliseRating(value);
  return Array.from(
    { length: ratingScale },
    (_, i) => Math.round(Math.min(Math.max(rating - i, 0), 1) * 10) / 10,
  );
}

/**
 * The screen-reader text of spec 2, exactly: '{rating} out of 5 star rating. {count} total reviews.
 * Go to reviews'. The last sentence is left out when the summary does not lead anywhere.
 */
export function ratingSummaryLabel(
  rating: unknown,
  count: unknown,
  { countLimit, interactive = true }: { countLimit?: number; interactive?: boolean } = {},
): string {
  const text = `${formatRating(rating)} out of ${ratingScale} star rating. ${formatCount(count, countLimit)} total reviews.`;
  return interactive ? `${text} Go to reviews` : text;
}
