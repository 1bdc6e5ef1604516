import type { ReactElement } from 'react';
import { localeDirection } from '../i18n/direction';
import { LocaleProvider, type LocaleProviderProps } from '../i18n/LocaleProvider';
import { renderWithTheme } from './render';

export interface RenderInLocaleOptions extends Omit<LocaleProviderProps, 'children'> {
  /** The root's writing direction. @default the locale's */
  dir?: 'ltr' | 'rtl';
}

/**
 * Renders in the brand theme under a LocaleProvider, inside an element with the locale's `lang`
 * and `dir` (as a shop's root has them); `rerender` keeps the provider.
 */
export function renderInLocale(ui: ReactElement, { dir, ...settings }: RenderInLocaleOptions) {
  const locale = settings.locale ?? 'en-US';
  const wrap = (node: ReactElement) => (
    <LocaleProvider {...settings}>
      <div lang={locale} dir={dir ?? localeDirection(locale)}>
        {node}
      </div>
    </LocaleProvider>
  );
  const result = renderWithTheme(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
