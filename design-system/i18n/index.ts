// Placeholder for the locale layer (locale, currency and messages), so the provider compiles on
// its own: the real module replaces this file whole. It keeps the one signature the provider
// relies on, `LocaleProvider({ locale, currency, messages, children })`, and puts the values in a
// context, a nested provider inheriting what it does not set.
import { createContext, createElement, useContext, type ReactNode } from 'react';

export type Messages = Record<string, string>;

export interface LocaleProviderProps {
  /** BCP 47 language tag. @default the parent provider's, else 'en-US' */
  locale?: string;
  /** ISO 4217 currency code. @default the parent provider's, else 'USD' */
  currency?: string;
  /** Texts that replace the built-in ones, by key. */
  messages?: Partial<Messages>;
  children?: ReactNode;
}

interface LocaleValue {
  locale: string;
  currency: string;
  messages: Partial<Messages>;
}

const LocaleContext = createContext<LocaleValue>({
  locale: 'en-US',
  currency: 'USD',
  messages: {},
});

export function LocaleProvider({ locale, currency, messages, children }: LocaleProviderProps) {
  const parent = useContext(LocaleContext);
  const value: LocaleValue = {
    locale: locale ?? parent.locale,
    currency: currency ?? parent.currency,
    messages: { ...parent.messages, ...messages },
  };
  return createElement(LocaleContext.Provider, { value }, children);
}

/** The French (Canada) catalogue (the locale work fills it; empty in this placeholder). */
export const frCA: Partial<Messages> = {};
