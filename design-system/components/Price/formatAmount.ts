/**
 * Spec 9: amounts have 2 decimals and no grouping, in the locale of their currency: USD en-US,
 * CAD en-CA, EUR de-DE, CNY zh-CN.
 */
export const currencyLocales = { USD: 'en-US', CAD: 'en-CA', EUR: 'de-DE', CNY: 'zh-CN' } as const;

export type Currency = keyof typeof currencyLocales;
export const currencies = Object.keys(currencyLocales) as Currency[];

const formatters = new Map<Currency, Intl.NumberFormat>();

function formatterFor(currency: Currency): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(currencyLocales[currency], {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** 1500 USD → '$1500.00'; 1500 EUR → '1500,00 €' (with a no-break space). A non-finite amount gives ''. */
export function formatAmount(amount: number, currency: Currency = 'USD'): string {
  if (!Number.isFinite(amount)) return '';
  return formatterFor(currency).format(amount);
}
