import type { ReactNode } from 'react';
import { LocaleProvider } from '@cairnfield/design-system/i18n';
import type { PageLocaleCode } from '../i18n/config';
import { pageCatalogue } from '../i18n/load';
import { PageTextProvider } from '../i18n/context';

/**
 * The page's language (PAGE_LOCALE) for every design-system component and every section below:
 * its locale and texts (loaded before rendering: i18n/load.ts), in the shop's dollars, with
 * amounts of 2 decimals and no grouping ('$1500.00', spec 9: "Amounts are formatted with 2
 * decimals, no grouping"). The sections pass the page's own texts (usePageText) to the components
 * as props, so in English they stay the spec's.
 */
export function PageLocale({ locale, children }: { locale: PageLocaleCode; children: ReactNode }) {
  const shown = pageCatalogue(locale);
  return (
    <LocaleProvider
      locale={shown.locale}
      currency="USD"
      grouping={false}
      messages={shown.catalogue.messages}
    >
      <PageTextProvider
        locale={shown.locale}
        text={shown.catalogue.text}
        parts={shown.catalogue.parts}
      >
        {children}
      </PageTextProvider>
    </LocaleProvider>
  );
}
