// Link's texts in English: the defaults a LocaleProvider's messages or the props replace.

export interface LinkMessages {
  /** Hidden text added to an external link's name. */
  'Link.external': string;
}

export const linkMessages: LinkMessages = {
  'Link.external': '(opens in a new tab)',
};
