import type { Ref } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import { useFormatters, useMessages } from '../../i18n/LocaleProvider';
import { priceMessages } from './Price.messages';
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
  /** ISO 4217 code, where it differs from the provider's (a page mixing currencies). @default the LocaleProvider's */
  currency?: string;
  /** BCP 47 locale that writes the amounts, where it differs from the provider's. @default the LocaleProvider's */
  locale?: string;
  /** @default 'standard' */
  size?: PriceSize;
  /** Read before the sale price. @default the 'Price.now' message ('Now') */
  nowLabel?: string;
  /** Read before the struck-through list price. @default the 'Price.was' message ('Was') */
  wasLabel?: string;
  /** Read between the ends of a range instead of the dash. @default the 'Price.rangeTo' message ('to') */
  rangeLabel?: string;
  /** Extra class for layout. */
  className?: string;
}

/**
 * A price: regular, on sale (the list price struck through, read as 'Now $20.00 Was $25.00',
 * because strike-through is not announced), or a range ('$10.00 to $500.00'). Written in the
 * LocaleProvider's locale and currency unless its own props say otherwise.
 */
export function Price({
  amount,
  listPrice,
  min,
  max,
  currency,
  locale,
  size = 'standard',
  nowLabel,
  wasLabel,
  rangeLabel,
  className,
  ref,
}: PriceProps & { ref?: Ref<HTMLSpanElement> }) {
  const classes = cx(styles.root({ size }), className);
  const { money } = useFormatters({ currency, locale });
  const formatAmount = (value: number) => money(value);
  const messages = useMessages(priceMessages, {
    'Price.now': nowLabel,
    'Price.was': wasLabel,
    'Price.rangeTo': rangeLabel,
  });

  if (min !== undefined && max !== undefined) {
    return (
      <span ref={ref} className={classes} data-variant="range">
        <span>
          {formatAmount(min)}
          <span aria-hidden="true"> – </span>
          <span className={visuallyHidden}>{messages.format('Price.rangeTo')} </span>
          {formatAmount(max)}
        </span>
      </span>
    );
  }

  if (amount !== undefined && listPrice !== undefined && listPrice > amount) {
    return (
      <span ref={ref} className={classes} data-variant="sale">
        <span className={styles.sale}>
          <span className={visuallyHidden}>{messages.format('Price.now')} </span>
          {formatAmount(amount)}
        </span>
        {/* A space between the two for screen readers (a flex container does not render it). */}{' '}
        <s className={styles.was}>
          <span className={visuallyHidden}>{messages.format('Price.was')} </span>
          {formatAmount(listPrice)}
        </s>
      </span>
    );
  }

  return (
    <span ref={ref} className={classes} data-variant="regular">
      {formatAmount(amount ?? listPrice ?? Number.NaN)}
    </span>
  );
}

export { formatAmount, currencies, currencyLocales, type Currency } from './formatAmount';
