// A locale's formatters in one object: what the components (and a shop's own code, through
// useFormatters) write numbers, money, dates and lists with. Pure: no React.
import { formatMoney, moneyAffixes } from './money';
import { formatNumber } from './numbers';
import { pluralForm, type PluralForms } from './plural';
import type { MessageTools } from './template';

/** What a LocaleProvider sets: the locale, the currency and whether numbers group thousands. */
export interface LocaleSettings {
  /** BCP 47 locale, e.g. 'fr-CA'. */
  locale: string;
  /** ISO 4217 currency code, e.g. 'CAD'. */
  currency: string;
  /** Thousands separators in amounts and numbers ('1,500'). */
  grouping: boolean;
}

/**
 * Money, numbers and plurals in a locale: what a page writes while it loads, so written without
 * Intl for the common locales. Dates and lists (Intl only, and only once one shows) have hooks of
 * their own, useDateFormatter and useListFormatter, so a page that shows none carries no code for
 * them.
 */
export interface Formatters extends LocaleSettings {
  /** Money in the locale: 1500 → '$1,500.00'; dropZeroCents: 25 → '$25'. */
  money: (amount: number, options?: { currency?: string; dropZeroCents?: boolean }) => string;
  /** A number in the locale: 4.6 → '4.6' (en-US), '4,6' (fr-CA). */
  number: (
    value: number,
    options?: {
      minimumFractionDigits?: number;
      maximumFractionDigits?: number;
      grouping?: boolean;
    },
  ) => string;
  /** The plural form of a count in the locale ('#' is the count). */
  plural: (count: number, forms: PluralForms) => string;
  /** What stands before and after a whole amount's digits in a currency ('$', ''). */
  moneyAffixes: (currency?: string) => { prefix: string; suffix: string };
  /** The tools a message function gets. */
  tools: MessageTools;
}

/** The formatters of a locale, currency and grouping. Makes no Intl object until one is needed. */
export function createFormatters(settings: LocaleSettings): Formatters {
  const { locale, currency, grouping } = settings;
  const number: Formatters['number'] = (value, options = {}) =>
    formatNumber(value, { locale, grouping, ...options });
  const plural: Formatters['plural'] = (count, forms) =>
    pluralForm(locale, count, forms, number(count));
  return {
    ...settings,
    money: (amount, options = {}) =>
      formatMoney(amount, {
        locale,
        currency: options.currency ?? currency,
        grouping,
        dropZeroCents: options.dropZeroCents ?? false,
      }),
    number,
    plural,
    moneyAffixes: (code = currency) => moneyAffixes(locale, code),
    tools: { locale, number: (value) => number(value), plural },
  };
}
