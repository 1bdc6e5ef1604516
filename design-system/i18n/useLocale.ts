import { useContext } from 'react';
import { LocaleContext } from './context';
import { localeDirection, type Direction } from './direction';
import type { LocaleSettings } from './formatters';

/** The provider's locale, currency, grouping and the locale's writing direction (for `dir`). */
export function useLocale(): LocaleSettings & { direction: Direction } {
  const { settings } = useContext(LocaleContext);
  return { ...settings, direction: localeDirection(settings.locale) };
}
