/**
 * Display helpers for a rating summary. The rating and count arrive as numbers already on the
 * scale: making them so from whatever a data source sends is the caller's rule (the page's API
 * layer), written there once. These helpers only round, cap the shown count and fill the stars.
 */

/** Stars drawn. */
export const ratingScale = 5;

/** The rating rounded to the one decimal shown, so the stars match the number: 2.46 → 2.5. */
function shownRating(rating: number): number {
  return Math.round(rating * 10) / 10;
}

/** The rating as text with one decimal: 4.3 → '4.3', 5 → '5.0', 3.75 → '3.8'. */
export function formatRating(rating: number): string {
  return shownRating(rating).toFixed(1);
}

/** The review count as text; over `limit` it is the limit and says so: (1200, 999) → '999+'. */
export function formatCount(count: number, limit?: number): string {
  return limit !== undefined && count > limit ? `${limit}+` : String(count);
}

/** How full each star is (0 to 1), from the shown rating: 4.3 → [1, 1, 1, 1, 0.3]. */
export function starFills(rating: number): number[] {
  const shown = shownRating(rating);
  return Array.from(
    { length: ratingScale },
    (_, i) => Math.round(Math.min(Math.max(shown - i, 0), 1) * 10) / 10,
  );
}

/** Neutral default texts; a shop passes its own. Placeholders: {{rating}}, {{scale}}, {{count}}. */
export const DEFAULT_RATING_LABEL = 'Rated {{rating}} of {{scale}}. {{count}} reviews.';
export const DEFAULT_RATING_ACTION_LABEL = 'Read the reviews';

/**
 * The screen-reader sentence: `label` filled in, then `actionLabel` when the summary leads to the
 * reviews (a link or a button), left out when it does not.
 */
export function ratingSummaryLabel(
  rating: number,
  count: number,
  {
    label = DEFAULT_RATING_LABEL,
    actionLabel = DEFAULT_RATING_ACTION_LABEL,
    countLimit,
    interactive = true,
  }: { label?: string; actionLabel?: string; countLimit?: number; interactive?: boolean } = {},
): string {
  const text = label
    .replaceAll('{{rating}}', formatRating(rating))
    .replaceAll('{{scale}}', String(ratingScale))
    .replaceAll('{{count}}', formatCount(count, countLimit));
  return interactive ? `${text} ${actionLabel}` : text;
}
