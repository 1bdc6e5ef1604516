import { useContext, type ComponentPropsWithRef } from 'react';
import { LocaleContext } from '../i18n/context';
import { localeDirection } from '../i18n/direction';
import { themeAttributes, useDesignSystemScope } from './themeContext';

export type PortalThemeProps = ComponentPropsWithRef<'div'>;

/**
 * Wrap what you render in a portal in this: it carries the nearest provider's theme, language and
 * direction to wherever the portal renders (a portal leaves the provider's element, and with it
 * every inherited custom property and `lang`). Inside a part in another language (a
 * `LocaleProvider` with `part`) the language and direction are the part's, else the provider's;
 * a `lang` (or `dir`) prop says it instead. It takes no room (`display: contents`). Modal and the
 * toasts use it; so can a sheet or popover of your own:
 *
 * `<Dialog.Portal container={usePortalContainer()}><PortalTheme>…</PortalTheme></Dialog.Portal>`
 */
export function PortalTheme({ children, style, ...props }: PortalThemeProps) {
  const scope = useDesignSystemScope();
  const { partLang } = useContext(LocaleContext);
  const { style: themeStyle, ...attributes } = scope ? themeAttributes(scope) : {};
  const language = partLang ? { lang: partLang, dir: localeDirection(partLang) } : {};
  return (
    <div
      data-cf-portal=""
      {...attributes}
      {...language}
      {...props}
      {...(themeStyle || style ? { style: { ...themeStyle, ...style } } : {})}
    >
      {children}
    </div>
  );
}
