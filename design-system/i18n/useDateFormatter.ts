import { useContext } from 'react';
import { LocaleContext } from './context';
import { formatDate } from './dates';

/**
 * Writes dates in the provider's locale (Intl.DateTimeFormat, made on first use):
 * useDateFormatter()('2026-12-12') → 'Saturday, December 12, 2026'; options as Intl's
 * (dateStyle 'full' when none are given).
 */
export function useDateFormatter(
  options?: Intl.DateTimeFormatOptions,
): (value: string | Date) => string {
  const { locale } = useContext(LocaleContext).settings;
  return (value) => formatDate(value, { locale, ...options });
}
