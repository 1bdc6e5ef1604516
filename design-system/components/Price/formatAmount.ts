/**
 * Amounts have 2 decimals and no grouping, in the locale of their currency: USD en-US,
 * CAD en-CA, EUR de-DE, CNY zh-CN.
 */
export const currencyLocales = { USD: 'en-US', CAD: 'en-CA', EUR: 'de-DE', CNY: 'zh-CN' } as const;

export type Currency = keyof typeof currencyLocales;
export const currencies = Object.keys(currencyLocales) as Currency[];

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: Currency, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(currencyLocales[currency], {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: false,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export interface FormatAmountOptions {
  /** Whole amounts without cents ('$25'), others with 2 decimals ('$12.50'): short labels. */
  dropZeroCents?: boolean;
}

/**
 * The one money formatter: 1500 USD → '$1500.00'; 1500 EUR → '1500,00 €' (with a no-break space);
 * with dropZeroCents, 25 USD → '$25'. A non-finite amount gives ''.
 */
export function formatAmount(
  amount: number,
  currency: Currency = 'USD',
  { dropZeroCents = false }: FormatAmountOptions = {},
): string {
  if (!Number.isFinite(amount)) return '';
  return formatterFor(currency, dropZeroCents && Number.isInteger(amount) ? 0 : 2).format(amount);
}
