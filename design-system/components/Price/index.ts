// The Price entry of @cairnfield/design-system (`@cairnfield/design-system/Price`).
export {
  Price,
  formatAmount,
  currencies,
  currencyLocales,
  type PriceProps,
  type PriceSize,
  type Currency,
} from './Price';
