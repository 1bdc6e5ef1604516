import { createContext } from 'react';
import { createFormatters, type Formatters, type LocaleSettings } from './formatters';
import type { Messages } from './messages';

/** What a LocaleProvider hands down: its settings, the merged messages and the formatters. */
export interface LocaleContextValue {
  settings: LocaleSettings;
  messages: Partial<Messages>;
  formatters: Formatters;
  /**
   * The language of the part below, when a provider marked one (`part`): what portals opened in it
   * carry as `lang` (PortalTheme). Undefined outside any part.
   */
  partLang?: string;
}

export const rootSettings: LocaleSettings = { locale: 'en-US', currency: 'USD', grouping: true };

/** Without a provider: en-US, US dollars, grouped, the components' own English. */
export const LocaleContext = createContext<LocaleContextValue>({
  settings: rootSettings,
  messages: {},
  formatters: createFormatters(rootSettings),
});
