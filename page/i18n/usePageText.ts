import { useContext } from 'react';
import { PageTextContext } from './context';
import type { PageText } from './pageText';

/**
 * One area of the page's texts in its language: the catalogue's when PageLocale gives one, else
 * `english`, the spec's texts the caller imports from where they live. Each part names only its
 * own area, so an English page's parts carry only their own texts.
 */
export function usePageText<K extends keyof PageText>(area: K, english: PageText[K]): PageText[K] {
  return useContext(PageTextContext).text?.[area] ?? english;
}
