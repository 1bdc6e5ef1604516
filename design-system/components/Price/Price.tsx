import type { Ref } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import { formatAmount, type Currency } from './formatAmount';
import * as styles from './Price.css';
import { cx } from '../../css/cx';

export type PriceSize = (typeof styles.priceSizes)[number];

export interface PriceProps {
  /** The price to pay (the sale price when `listPrice` is higher). */
  amount?: number;
  /** The regular price; when higher than `amount` it is shown struck through as 'was'. */
  listPrice?: number;
  /** Lowest price of a range (with `max`). */
  min?: number;
  /** Highest price of a range (with `min`). */
  max?: number;
  /** @default 'USD' */
  currency?: Currency;
  /** @default 'standard' */
  size?: PriceSize;
  /** Read before the sale price. @default 'Now' */
  nowLabel?: string;
  /** Read before the struck-through list price. @default 'Was' */
  wasLabel?: string;
  /** Read between the ends of a range instead of the dash. @default 'to' */
  rangeLabel?: string;
  /** Extra class for layout. */
  className?: string;
}

/**
 * A price: regular, on sale (the list price struck through, read as 'Now $20.00 Was $25.00',
 * because strike-through is not announced), or a range ('$10.00 to $500.00').
 */
export function Price({
  amount,
  listPrice,
  min,
  max,
  currency = 'USD',
  size = 'standard',
  nowLabel = 'Now',
  wasLabel = 'Was',
  rangeLabel = 'to',
  className,
  ref,
}: PriceProps & { ref?: Ref<HTMLSpanElement> }) {
  const classes = cx(styles.root({ size }), className);

  if (min !== undefined && max !== undefined) {
    return (
      <span ref={ref} className={classes} data-variant="range">
        <span>
          {formatAmount(min, currency)}
          <span aria-hidden="true"> – </span>
          <span className={visuallyHidden}>{rangeLabel} </span>
          {formatAmount(max, currency)}
        </span>
      </span>
    );
  }

  if (amount !== undefined && listPrice !== undefined && listPrice > amount) {
    return (
      <span ref={ref} className={classes} data-variant="sale">
        <span className={styles.sale}>
          <span className={visuallyHidden}>{nowLabel} </span>
          {formatAmount(amount, currency)}
        </span>
        {/* A space between the two for screen readers (a flex container does not render it). */}{' '}
        <s className={styles.was}>
          <span className={visuallyHidden}>{wasLabel} </span>
          {formatAmount(listPrice, currency)}
        </s>
      </span>
    );
  }

  return (
    <span ref={ref} className={classes} data-variant="regular">
      {formatAmount(amount ?? listPrice ?? Number.NaN, currency)}
    </span>
  );
}

export { formatAmount, currencies, currencyLocales, type Currency } from './formatAmount';
