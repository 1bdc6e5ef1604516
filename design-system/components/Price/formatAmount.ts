import { formatMoney } from '../../i18n/money';

/**
 * The four currencies of the page's spec, each written in one locale: USD en-US, CAD en-CA, EUR
 * de-DE, CNY zh-CN. (A component writes money in its provider's locale and currency; this is for
 * code that formats outside React with that fixed rule.)
 */
export const currencyLocales = { USD: 'en-US', CAD: 'en-CA', EUR: 'de-DE', CNY: 'zh-CN' } as const;

export type Currency = keyof typeof currencyLocales;
export const currencies = Object.keys(currencyLocales) as Currency[];

export interface FormatAmountOptions {
  /** Whole amounts without cents ('$25'), others with 2 decimals ('$12.50'): short labels. */
  dropZeroCents?: boolean;
}

/**
 * Money with 2 decimals and no grouping, in its currency's locale above: 1500 USD → '$1500.00';
 * 1500 EUR → '1500,00 €' (with a no-break space); with dropZeroCents, 25 USD → '$25'. A non-finite
 * amount gives ''. No Intl: these four are written from data (i18n/money.ts).
 */
export function formatAmount(
  amount: number,
  currency: Currency = 'USD',
  { dropZeroCents = false }: FormatAmountOptions = {},
): string {
  return formatMoney(amount, {
    locale: currencyLocales[currency],
    currency,
    grouping: false,
    dropZeroCents,
  });
}
