/**
 * The page's language (WCAG 3.1.1): the locale its own texts, the design system's and the
 * document's `lang` come from. Composed by page/config/index.ts; page/CONFIG.md.
 */
import * as v from 'valibot';
import { configBlock, withDefault } from '../configBlock';

/** The locales the page has a catalogue for; the first is the default (the spec's texts). */
export const PAGE_LOCALES = ['en-US', 'fr-CA'] as const;
export type PageLocaleCode = (typeof PAGE_LOCALES)[number];

export const localeConfig = configBlock(
  {
    title: 'Language',
    readBy: 'Read by `page/i18n/` (the catalogues) and `page/layout/` (`<html lang>`, the locale).',
  },
  {
    PAGE_LOCALE: {
      schema: withDefault(v.picklist(PAGE_LOCALES), 'en-US'),
      does: "The page's language: `<html lang>`, the design system's locale and texts, and the page's own texts (`en-US`: the spec's; `fr-CA`: French (Canada), loaded only on a French page). Amounts stay in the shop's dollars. Parts not yet translated say `lang=\"en-US\"` (docs/i18n.md).",
      public: true,
    },
  },
  (e) => ({ locale: e.PAGE_LOCALE }),
);
