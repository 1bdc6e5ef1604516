import { formatNumber } from '../../i18n/numbers';
import type { MessageFormatter } from '../../i18n/messageFormatter';

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

/** Writes a number as a locale does (the provider's `number` formatter). */
export type WriteNumber = (
  value: number,
  options?: { minimumFractionDigits?: number; maximumFractionDigits?: number },
) => string;

/** Numbers as en-US writes them without grouping: the helpers' default. */
const plainNumber: WriteNumber = (value, options) =>
  formatNumber(value, { locale: 'en-US', grouping: false, ...options });

/** The rating as text with one decimal: 4.3 → '4.3', 5 → '5.0', 3.75 → '3.8' ('3,8' in fr-CA). */
export function formatRating(rating: number, number: WriteNumber = plainNumber): string {
  return number(shownRating(rating), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The review count as text; over `limit` it is the limit and says so: (1200, 999) → '999+'. */
export function formatCount(
  count: number,
  limit?: number,
  number: WriteNumber = plainNumber,
): string {
  return limit !== undefined && count > limit ? `${number(limit)}+` : number(count);
}

/** How full each star is (0 to 1), from the shown rating: 4.3 → [1, 1, 1, 1, 0.3]. */
export function starFills(rating: number): number[] {
  const shown = shownRating(rating);
  return Array.from(
    { length: ratingScale },
    (_, i) => Math.round(Math.min(Math.max(shown - i, 0), 1) * 10) / 10,
  );
}

/**
 * The screen-reader sentence: the 'RatingSummary.label' message filled in, then the
 * 'RatingSummary.action' message when the summary leads to the reviews (a link or a button).
 */
export function ratingSummaryLabel(
  rating: number,
  count: number,
  messages: MessageFormatter<'RatingSummary.label' | 'RatingSummary.action'>,
  {
    countLimit,
    interactive = true,
    number = plainNumber,
  }: { countLimit?: number; interactive?: boolean; number?: WriteNumber } = {},
): string {
  const text = messages.format('RatingSummary.label', {
    rating: formatRating(rating, number),
    scale: number(ratingScale),
    count: formatCount(count, countLimit, number),
    total: count,
  });
  return interactive ? `${text} ${messages.format('RatingSummary.action')}` : text;
}
