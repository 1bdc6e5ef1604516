/**
 * How parts.tsx's wrappers render on a page in another language than English (WCAG 3.1.2
 * Language of Parts): around a part, its `lang` on its element and the design system in its
 * language below it (the design system's `LocaleProvider` with `part`): its components' texts
 * and digits ('4.6' in an English part, '4,6' in a French one), and the `lang` of the dialogs and
 * toasts it opens, which render in portals outside the part's element. A language's catalogue
 * carries them (frCA.ts), so an English page, whose wrappers give their child as it is, does not.
 */
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { LocaleProvider, type Messages } from '@cairnfield/design-system/i18n';

/** An element that takes `lang`. */
export type PartElement = ReactElement<{ lang?: string }>;

export interface OtherLanguageParts {
  /** A part not translated yet: English inside, `lang="en-US"` on `children`. */
  english(children: PartElement): ReactNode;
  /** A translated part: the page's language inside, its `lang` on `children` unless `portalled`. */
  translated(children: PartElement, portalled: boolean): ReactNode;
  /** A text not translated yet inside a translated part. */
  text(children: ReactNode): ReactNode;
}

/** The parts of a page in `locale`, whose design-system texts are `messages`. */
export function otherLanguageParts(
  locale: string,
  messages: Partial<Messages>,
): OtherLanguageParts {
  return {
    english: (children) => (
      <LocaleProvider locale="en-US" part>
        {cloneElement(children, { lang: 'en-US' })}
      </LocaleProvider>
    ),
    translated: (children, portalled) => (
      <LocaleProvider locale={locale} messages={messages} part>
        {portalled ? children : cloneElement(children, { lang: locale })}
      </LocaleProvider>
    ),
    text: (children) => <span lang="en-US">{children}</span>,
  };
}
