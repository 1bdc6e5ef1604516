/**
 * The page's catalogues by locale. English is in every bundle (the spec's texts, which the page's
 * rules already carry); another language's catalogue, the page's and the design system's, is a
 * chunk of its own, loaded only on a page in that language: by the server before it renders and by
 * the browser before it hydrates (layout/App.tsx), so both render the same texts.
 */
import type { Messages } from '@cairnfield/design-system/i18n';
import type { PageLocaleCode } from './config';
import type { PageText } from './pageText';
import type { OtherLanguageParts } from './otherLanguageParts';

/**
 * A language's texts: the page's own and the design system's (none for English: the page's are
 * usePageText's default, the design system's its components' own).
 */
export interface PageCatalogue {
  text: PageText | null;
  messages: Partial<Messages> | undefined;
  /** How the parts of a page in this language render (none for English: parts.tsx). */
  parts?: OtherLanguageParts;
}

const ENGLISH: PageCatalogue = { text: null, messages: undefined };

const loaded = new Map<PageLocaleCode, PageCatalogue>([['en-US', ENGLISH]]);

/** Loads the catalogue of `locale` (at once for English). */
export async function loadPageCatalogue(locale: PageLocaleCode): Promise<void> {
  if (loaded.has(locale)) return;
  const { frCACatalogue } = await import('./frCA');
  loaded.set('fr-CA', frCACatalogue);
}

/**
 * The catalogue of `locale` once loaded. Not loaded (its chunk failed in the browser): English,
 * with the parts saying so, rather than no page at all.
 */
export function pageCatalogue(locale: PageLocaleCode): {
  locale: PageLocaleCode;
  catalogue: PageCatalogue;
} {
  const catalogue = loaded.get(locale);
  return catalogue ? { locale, catalogue } : { locale: 'en-US', catalogue: ENGLISH };
}
