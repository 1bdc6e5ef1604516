/**
 * The parts of a page in another language than English (WCAG 3.1.2 Language of Parts): around a
 * part, its `lang` on its element and the design system in its language below it (the
 * design system's `LocaleProvider` with `part`): its components' texts and digits ('4.6' in an
 * English part, '4,6' in a French one), and the `lang` of the dialogs and toasts it opens, which
 * render in portals outside the part's element. On an English page each gives its child as it is:
 * the document's `lang` says it, and the page carries nothing more.
 */
import { cloneElement, useContext, type ReactElement } from 'react';
import { LocaleProvider, useFormatters, type Formatters } from '@cairnfield/design-system/i18n';
import { PageTextContext } from './context';

/** An element that takes `lang`. */
type PartElement = ReactElement<{ lang?: string }>;

/** A part not translated yet: English inside, `lang="en-US"` on `children`. */
export function EnglishPart({ children }: { children: PartElement }) {
  const { locale } = useContext(PageTextContext);
  if (locale === 'en-US') return children;
  return (
    <LocaleProvider locale="en-US" part>
      {cloneElement(children, { lang: 'en-US' })}
    </LocaleProvider>
  );
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
  const { locale, messages } = useContext(PageTextContext);
  if (locale === 'en-US') return children;
  return (
    <LocaleProvider locale={locale} messages={messages} part>
      {portalled ? children : cloneElement(children, { lang: locale })}
    </LocaleProvider>
  );
}

/**
 * The design system's formatters in the page's language, for a translated text made outside the
 * translated part that shows it (the added message, made by the product page for the toast and
 * the cart drawer): the part it is made in may be English.
 */
export function usePageFormatters(): Formatters {
  return useFormatters({ locale: useContext(PageTextContext).locale });
}
