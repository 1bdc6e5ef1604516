// RatingSummary's texts in English: the defaults a LocaleProvider's messages or the props replace.
import type { MessageWith } from '../../i18n/template';

export interface RatingSummaryMessages {
  /**
   * The screen-reader sentence. rating, scale and count come as the locale writes them ('4.6', '5',
   * '1,204' or '999+'); total is the review count as a number, for the plural.
   */
  'RatingSummary.label': MessageWith<{
    rating: string;
    scale: string;
    count: string;
    total: number;
  }>;
  /** Added to the sentence when the summary is a link or a button. */
  'RatingSummary.action': string;
}

export const ratingSummaryMessages: RatingSummaryMessages = {
  'RatingSummary.label': ({ rating, scale, count, total }, { plural }) =>
    plural(total, {
      one: `Rated ${rating} of ${scale}. ${count} review.`,
      other: `Rated ${rating} of ${scale}. ${count} reviews.`,
    }),
  'RatingSummary.action': 'Read the reviews',
};
