import type { ReactNode } from 'react';
import '../css/base.css';
import '../theme/themes.css';
import { LocaleProvider, type Messages } from '../i18n';
import type { Theme } from '../theme/createTheme';
import type { ThemeName } from '../theme/themeValues';
import { DesignSystemContext, themeAttributes, useDesignSystemScope } from './themeContext';

export interface DesignSystemProviderProps {
  /**
   * 'brand', 'high-contrast', 'dark', 'system' (follows the device: `prefers-color-scheme` and
   * `prefers-contrast: more`), or a theme made with `createTheme`. @default the parent provider's,
   * else 'brand'
   */
  theme?: ThemeName | Theme;
  /** BCP 47 language tag the components format and speak in. @default the parent provider's, else 'en-US' */
  locale?: string;
  /** ISO 4217 code amounts are shown in. @default the parent provider's, else 'USD' */
  currency?: string;
  /** Texts that replace built-in ones, by key (any subset). */
  messages?: Partial<Messages>;
  /**
   * Where dialogs, toasts and other portals render; each is themed like the provider's root.
   * @default the parent provider's, else document.body
   */
  portalContainer?: HTMLElement | null;
  /** Text direction of everything below ('rtl' mirrors the layout). @default inherited */
  dir?: 'ltr' | 'rtl';
  /** Class on the provider's root element, e.g. to set `--cf-*` properties of your own. */
  className?: string;
  children?: ReactNode;
}

/**
 * The root of the design system: everything inside is themed, in the provider's locale and
 * currency, with its base styles (box sizing, fonts, form controls) applied inside it and not
 * to the rest of the page. Portals (Modal, toasts, sheets) are themed too, wherever they render.
 * A provider inside another overrides what it sets and inherits the rest.
 */
export function DesignSystemProvider({
  theme,
  locale,
  currency,
  messages,
  portalContainer,
  dir,
  className,
  children,
}: DesignSystemProviderProps) {
  const parent = useDesignSystemScope();
  const scope = {
    theme: theme ?? parent?.theme ?? 'brand',
    portalContainer: portalContainer ?? parent?.portalContainer,
    lang: locale ?? parent?.lang,
    dir: dir ?? parent?.dir,
  };
  const attributes = themeAttributes(scope);
  return (
    <DesignSystemContext value={scope}>
      <div data-cf-root="" {...attributes} className={className}>
        <LocaleProvider locale={locale} currency={currency} messages={messages}>
          {children}
        </LocaleProvider>
      </div>
    </DesignSystemContext>
  );
}
