import type { ReactNode } from 'react';
import { LocaleProvider } from '@cairnfield/design-system/i18n';

/**
 * The shop's locale for every design-system component on its pages: US English and dollars, and
 * amounts with 2 decimals and no grouping ('$1500.00', spec 9: "Amounts are formatted with 2
 * decimals, no grouping"). The pages pass their own copy to the components as props
 * (page/purchase/messages.ts), so the texts stay the spec's.
 */
export function PageLocale({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider locale="en-US" currency="USD" grouping={false}>
      {children}
    </LocaleProvider>
  );
}
