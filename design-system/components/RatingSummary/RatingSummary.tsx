import { useId, type MouseEvent, type Ref } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import { useFormatters, useMessages } from '../../i18n/LocaleProvider';
import type { Messages } from '../../i18n/messages';
import { formatCount, formatRating, ratingScale, ratingSummaryLabel, starFills } from './rating';
import { ratingSummaryMessages } from './RatingSummary.messages';
import * as styles from './RatingSummary.css';
import { cx } from '../../css/cx';

export interface RatingSummaryProps {
  /** Average rating from 0 to 5, e.g. 4.3, shown with one decimal. Clean it before: this only shows. */
  rating: number;
  /** Number of reviews, a whole number. */
  count: number;
  /** Caps the displayed count, shown as e.g. '999+'. @default undefined (no cap) */
  countLimit?: number;
  /** Makes the summary a link to the reviews section, e.g. '#reviews-tab'. */
  href?: string;
  /**
   * Called on activation; without `href` the summary is a button. With `href` the link still works
   * without JavaScript; call `event.preventDefault()` to open and focus the section yourself.
   */
  onActivate?: (event: MouseEvent<HTMLElement>) => void;
  /**
   * The screen-reader sentence, with {rating}, {scale} and {count} placeholders ({{rating}} also
   * reads). @default the 'RatingSummary.label' message ('Rated 4.6 of 5. 128 reviews.')
   */
  label?: Messages['RatingSummary.label'];
  /**
   * Added to the sentence when the summary is a link or a button. @default the
   * 'RatingSummary.action' message ('Read the reviews')
   */
  actionLabel?: string;
  /** Extra class for layout. */
  className?: string;
  /** Element id, e.g. to tell the copy above the image from the one below it. */
  id?: string;
}

/** One star in a 24×24 box; it spans x 2..22, which the partial fill is measured against. */
const STAR =
  '12,2 15.09,8.26 22,9.27 17,14.14 18.18,21.02 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26';
const STAR_LEFT = 2;
const STAR_WIDTH = 20;

/**
 * Five stars, the filled part clipped to the rating (4.3 → four full stars and 30% of the fifth).
 * Decorative: the number and the screen-reader sentence carry the rating.
 */
function Stars({ rating }: { rating: number }) {
  const clipId = `${useId()}-stars`;
  const fills = starFills(rating);
  return (
    <svg
      className={styles.stars}
      viewBox={`0 0 ${ratingScale * 24} 24`}
      aria-hidden="true"
      focusable="false"
      data-testid="rating-stars"
    >
      <defs>
        <clipPath id={clipId}>
          {fills.map((fill, i) =>
            fill > 0 ? (
              <rect
                key={i}
                x={i * 24 + STAR_LEFT}
                y={0}
                width={STAR_WIDTH * fill}
                height={24}
                data-fill={fill}
              />
            ) : null,
          )}
        </clipPath>
      </defs>
      {/* Outline of every star, so an empty star is still a visible shape. */}
      <g fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round">
        {fills.map((_, i) => (
          <polygon key={i} points={STAR} transform={`translate(${i * 24} 0)`} />
        ))}
      </g>
      <g fill="currentColor" clipPath={`url(#${clipId})`}>
        {fills.map((_, i) => (
          <polygon key={i} points={STAR} transform={`translate(${i * 24} 0)`} />
        ))}
      </g>
    </svg>
  );
}

/**
 * Stars, the rating with one decimal and the review count. It is a link (`href`) or a button
 * (`onActivate`) to the reviews section; its accessible name is one sentence built from `label`
 * and `actionLabel`.
 */
export function RatingSummary({
  rating,
  count,
  countLimit,
  label: labelTemplate,
  actionLabel,
  href,
  onActivate,
  className,
  id,
  ref,
}: RatingSummaryProps & { ref?: Ref<HTMLAnchorElement | HTMLButtonElement | HTMLDivElement> }) {
  const interactive = href !== undefined || onActivate !== undefined;
  const { number } = useFormatters();
  const messages = useMessages(ratingSummaryMessages, {
    'RatingSummary.label': labelTemplate,
    'RatingSummary.action': actionLabel,
  });
  const label = ratingSummaryLabel(rating, count, messages, { countLimit, interactive, number });
  const content = (
    <>
      {/* The visible parts are hidden from assistive technology, which reads the one sentence
            below instead of "4.3 (12)". */}
      <span aria-hidden="true" className={styles.visible}>
        <Stars rating={rating} />
        <span className={styles.value}>{formatRating(rating, number)}</span>
        <span className={interactive ? styles.countLink : styles.count}>
          ({formatCount(count, countLimit, number)})
        </span>
      </span>
      <span className={visuallyHidden}>{label}</span>
    </>
  );
  const classes = cx(styles.root, interactive ? styles.interactive : undefined, className);

  if (href !== undefined) {
    return (
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        id={id}
        href={href}
        className={classes}
        onClick={onActivate}
      >
        {content}
      </a>
    );
  }
  if (onActivate !== undefined) {
    return (
      <button
        ref={ref as Ref<HTMLButtonElement>}
        id={id}
        type="button"
        className={classes}
        onClick={onActivate}
      >
        {content}
      </button>
    );
  }
  return (
    <div ref={ref as Ref<HTMLDivElement>} id={id} className={classes}>
      {content}
    </div>
  );
}
