import { createContext, useContext } from 'react';
import type { Theme } from '../theme/createTheme';
import type { ThemeName } from '../theme/themeValues';

/** What a `DesignSystemProvider` gives what it renders, portals included. */
export interface DesignSystemScope {
  theme: ThemeName | Theme;
  /** Where portals render; undefined for `document.body`. */
  portalContainer: HTMLElement | undefined;
  /** The language of the text below (the nearest provider's `locale`), for `lang`. */
  lang: string | undefined;
  dir: 'ltr' | 'rtl' | undefined;
}

export const DesignSystemContext = createContext<DesignSystemScope | null>(null);

/** The nearest provider's scope, or null outside any provider. */
export function useDesignSystemScope(): DesignSystemScope | null {
  return useContext(DesignSystemContext);
}

/**
 * Where the design system's portals render (Modal, the toast viewport, a sheet of your own): the
 * nearest provider's `portalContainer`, or undefined for `document.body`. Pass it to a Radix
 * `Portal`'s `container`.
 */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(DesignSystemContext)?.portalContainer;
}

/** The attributes that theme an element: `data-cf-theme`, a made theme's custom properties, `lang`, `dir`. */
export function themeAttributes(scope: DesignSystemScope) {
  const { theme, lang, dir } = scope;
  return {
    'data-cf-theme': typeof theme === 'string' ? theme : theme.base,
    ...(typeof theme === 'string' ? {} : { style: { ...theme.cssVariables } }),
    ...(lang ? { lang } : {}),
    ...(dir ? { dir } : {}),
  };
}
