// Price's texts in English: the defaults a LocaleProvider's messages or the props replace.

export interface PriceMessages {
  /** Read before the sale price. */
  'Price.now': string;
  /** Read before the struck-through list price. */
  'Price.was': string;
  /** Read between the ends of a range instead of the dash. */
  'Price.rangeTo': string;
}

export const priceMessages: PriceMessages = {
  'Price.now': 'Now',
  'Price.was': 'Was',
  'Price.rangeTo': 'to',
};
