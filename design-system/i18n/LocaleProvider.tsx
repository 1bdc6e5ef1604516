import { useContext, useMemo, type ReactNode } from 'react';
import { LocaleContext, type LocaleContextValue } from './context';
import { createFormatters, type Formatters, type LocaleSettings } from './formatters';
import {
  createMessageFormatter,
  type MessageFormatter,
  type MessageProps,
} from './messageFormatter';
import type { MessageKey, Messages } from './messages';

export type { MessageFormatter, MessageProps } from './messageFormatter';

export interface LocaleProviderProps {
  /** BCP 47 locale: how numbers, money and dates are written. @default 'en-US' (or the parent's) */
  locale?: string;
  /** ISO 4217 currency of the amounts shown. @default 'USD' (or the parent's) */
  currency?: string;
  /**
   * Texts replacing the built-in English ones, by key; merged over the parent provider's. Pass a
   * whole catalogue (`frCA`) or a few keys.
   */
  messages?: Partial<Messages>;
  /** Thousands separators in amounts and numbers ('$1,500.00'). @default true (or the parent's) */
  grouping?: boolean;
  /**
   * This provider wraps a part in another language than the page's (WCAG 3.1.2 Language of
   * Parts), e.g. an English part of a French page: the parent's messages are not inherited (the
   * components speak `messages`, else their own English), and what opens below in a portal (Modal,
   * toasts, a sheet in PortalTheme), which leaves the part's element, carries `lang={locale}`.
   * Put the same `lang` on the part's own element. @default false
   */
  part?: boolean;
  children?: ReactNode;
}

/**
 * The locale, currency and texts of every component below it. A nested provider overrides what it
 * sets and keeps the rest of its parent's (its messages merge over the parent's, except in a
 * `part`). It renders no element: put `lang` and `dir` (useLocale().direction) on your root.
 */
export function LocaleProvider({
  locale,
  currency,
  messages,
  grouping,
  part = false,
  children,
}: LocaleProviderProps) {
  const parent = useContext(LocaleContext);
  const value = useMemo<LocaleContextValue>(() => {
    const settings: LocaleSettings = {
      locale: locale ?? parent.settings.locale,
      currency: currency ?? parent.settings.currency,
      grouping: grouping ?? parent.settings.grouping,
    };
    const inherited = part ? {} : parent.messages;
    return {
      settings,
      messages: messages ? { ...inherited, ...messages } : inherited,
      formatters: createFormatters(settings),
      partLang: part ? settings.locale : parent.partLang,
    };
  }, [parent, locale, currency, grouping, messages, part]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/**
 * The provider's formatters (money, number, date, list, plural); `overrides` is what a component's
 * own props set, e.g. a Price in another currency than the page's.
 */
export function useFormatters(overrides: { locale?: string; currency?: string } = {}): Formatters {
  const { settings, formatters } = useContext(LocaleContext);
  const locale = overrides.locale ?? settings.locale;
  const currency = overrides.currency ?? settings.currency;
  return useMemo(
    () =>
      locale === settings.locale && currency === settings.currency
        ? formatters
        : createFormatters({ ...settings, locale, currency }),
    [formatters, settings, locale, currency],
  );
}

/**
 * A component's messages: its props first, then the provider's messages, then its English
 * defaults (the component's own, so a bundle carries only the texts it uses).
 */
export function useMessages<K extends MessageKey>(
  defaults: Pick<Messages, K>,
  props?: MessageProps<K>,
): MessageFormatter<K> {
  const { messages, formatters } = useContext(LocaleContext);
  return createMessageFormatter(defaults, messages, formatters.tools, props);
}
