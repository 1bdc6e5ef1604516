import { useContext } from 'react';
import { PageTextContext } from './context';
import { ENGLISH_TEXT, type PageText } from './pageText';

/** The page's texts in its language (English, the spec's texts, unless PageLocale says otherwise). */
export function usePageText(): PageText {
  return useContext(PageTextContext).text ?? ENGLISH_TEXT;
}
