/**
 * The parts of a page in another language than English (WCAG 3.1.2 Language of Parts), marked
 * where they render: on an English page each gives its child as it is (the document's `lang` says
 * it, and the page carries nothing more); on a page in another language each renders as that
 * language's catalogue says (otherLanguageParts.tsx, loaded with it).
 */
import { useContext, type ReactNode } from 'react';
import { useFormatters, type Formatters } from '@cairnfield/design-system/i18n';
import { PageTextContext } from './context';
import type { PartElement } from './otherLanguageParts';

/** A part not translated yet: English inside, `lang="en-US"` on `children`. */
export function EnglishPart({ children }: { children: PartElement }) {
  const { parts } = useContext(PageTextContext);
  return parts ? parts.english(children) : children;
}

/**
 * A translated part inside one that is not (the purchase panel in the page's English `<main>`):
 * the page's language inside, its `lang` on `children`, unless `portalled`: all it renders is in
 * portals, which say the part's language themselves (the cart drawer, the toasts).
 */
export function TranslatedPart({
  children,
  portalled = false,
}: {
  children: PartElement;
  portalled?: boolean;
}) {
  const { parts } = useContext(PageTextContext);
  return parts ? parts.translated(children, portalled) : children;
}

/**
 * The design system's formatters in the page's language, for a translated text made outside the
 * translated part that shows it (the added message, made by the product page for the toast and
 * the cart drawer): the part it is made in may be English.
 */
export function usePageFormatters(): Formatters {
  return useFormatters({ locale: useContext(PageTextContext).locale });
}

/**
 * A text not translated yet inside a translated part (the shop's error texts, the eGift's arrival
 * sentence): `<span lang="en-US">` on a page in another language, the text alone on an English
 * page.
 */
export function EnglishText({ children }: { children: ReactNode }) {
  const { parts } = useContext(PageTextContext);
  return parts ? parts.text(children) : children;
}
