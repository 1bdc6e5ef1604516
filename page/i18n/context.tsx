/**
 * The page's language below the layout's PageLocale: its locale and, in a language other than
 * English, its catalogue (usePageText.ts reads it; English stays out of this module so the entry
 * does not carry the page's texts). And the `lang` a part still shown in English must carry on a
 * page in another language (WCAG 3.1.2 Language of Parts: a screen reader switches voice only
 * where `lang` says so).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PageText } from './pageText';
import type { PageLocaleCode } from './config';
import type { OtherLanguageParts } from './otherLanguageParts';

interface PageTextValue {
  locale: PageLocaleCode;
  /** The catalogue of the locale; null for English (the spec's texts, usePageText's default). */
  text: PageText | null;
  /** How its parts render, in a language other than English (parts.tsx). */
  parts?: OtherLanguageParts | undefined;
}

export const PageTextContext = createContext<PageTextValue>({ locale: 'en-US', text: null });

export function PageTextProvider({
  locale,
  text,
  parts,
  children,
}: PageTextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, text, parts }), [locale, text, parts]);
  return <PageTextContext.Provider value={value}>{children}</PageTextContext.Provider>;
}

/**
 * The `lang` of a part not yet translated: 'en-US' on a page in another language, nothing on an
 * English page (the document's own `lang` says it). Its design-system components want an
 * EnglishPart around them too (parts.tsx).
 */
export function useEnglishPart(): { lang?: 'en-US' } {
  return useContext(PageTextContext).locale === 'en-US' ? {} : { lang: 'en-US' };
}
