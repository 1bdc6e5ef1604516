// QuickView's texts in English: the defaults a LocaleProvider's messages or the props replace.

export interface QuickViewMessages {
  /** The link to the product's own page. */
  'QuickView.link': string;
}

export const quickViewMessages: QuickViewMessages = {
  'QuickView.link': 'View product',
};
