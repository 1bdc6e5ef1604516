import { useContext } from 'react';
import { LocaleContext } from './context';
import { formatList, type ListFormatOptions } from './lists';

/**
 * Joins lists in the provider's locale (Intl.ListFormat, made on first use):
 * useListFormatter()(['a', 'b', 'c']) → 'a, b, and c'.
 */
export function useListFormatter(
  options?: Omit<ListFormatOptions, 'locale'>,
): (items: readonly string[]) => string {
  const { locale } = useContext(LocaleContext).settings;
  return (items) => formatList(items, { locale, ...options });
}
