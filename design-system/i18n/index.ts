// The locale entry of @cairnfield/design-system (`@cairnfield/design-system/i18n`): the provider of
// locale, currency and texts, its hooks, the typed catalogue and its two complete translations,
// and the formatters the components use (money, numbers, dates, lists, plurals).
export { useLocale } from './useLocale';
export { useDateFormatter } from './useDateFormatter';
export { useListFormatter } from './useListFormatter';
export {
  LocaleProvider,
  useFormatters,
  useMessages,
  type LocaleProviderProps,
  type MessageFormatter,
  type MessageProps,
} from './LocaleProvider';
export {
  defineMessages,
  type Messages,
  type MessageKey,
  type ValuesOf,
  type CheckedMessages,
} from './messages';
export {
  fillTemplate,
  type MessageValues,
  type MessageTools,
  type MessageFunction,
  type MessageWith,
} from './template';
export { enUS } from './enUS';
export { frCA } from './frCA';
export { createFormatters, type Formatters, type LocaleSettings } from './formatters';
export { createMessageFormatter } from './messageFormatter';
export { formatMoney, moneyAffixes, type MoneyFormatOptions } from './money';
export { formatNumber, type NumberFormatOptions } from './numbers';
export { formatDate, type DateFormatOptions } from './dates';
export { formatList, type ListFormatOptions } from './lists';
export { pluralCategory, type PluralCategory, type PluralForms } from './plural';
export { readDigits } from './digits';
export { localeDirection, type Direction } from './direction';
