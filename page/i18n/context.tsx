/**
 * The page's language below the layout's PageLocale: its locale and, in a language other than
 * English, its catalogue (usePageText.ts reads it; English stays out of this module so the entry
 * does not carry the page's texts). And the `lang` a part still shown in English must carry on a
 * page in another language (WCAG 3.1.2 Language of Parts: a screen reader switches voice only
 * where `lang` says so).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { PageText } from './pageText';
import type { PageLocaleCode } from './config';

interface PageTextValue {
  locale: PageLocaleCode;
  /** The catalogue of the locale; null for English (the spec's texts, usePageText's default). */
  text: PageText | null;
}

export const PageTextContext = createContext<PageTextValue>({ locale: 'en-US', text: null });

export function PageTextProvider({
  locale,
  text,
  children,
}: PageTextValue & { children: ReactNode }) {
  return <PageTextContext.Provider value={{ locale, text }}>{children}</PageTextContext.Provider>;
}

/**
 * The `lang` of a translated part inside one that is not (the purchase panel on the product page):
 * the page's locale on a page in another language than English, nothing on an English page.
 */
export function useTranslatedPart(): { lang?: PageLocaleCode } {
  const { locale } = useContext(PageTextContext);
  return locale === 'en-US' ? {} : { lang: locale };
}

/**
 * The `lang` of a part not yet translated: 'en-US' on a page in another language, nothing on an
 * English page (the document's own `lang` says it).
 */
export function useEnglishPart(): { lang?: 'en-US' } {
  return useContext(PageTextContext).locale === 'en-US' ? {} : { lang: 'en-US' };
}
