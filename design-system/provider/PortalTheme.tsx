import type { ComponentPropsWithRef } from 'react';
import { themeAttributes, useDesignSystemScope } from './themeContext';

export type PortalThemeProps = ComponentPropsWithRef<'div'>;

/**
 * Wrap what you render in a portal in this: it carries the nearest provider's theme, language and
 * direction to wherever the portal renders (a portal leaves the provider's element, and with it
 * every inherited custom property). It takes no room (`display: contents`). Modal and the toast
 * viewport use it; so can a sheet or popover of your own:
 *
 * `<Dialog.Portal container={usePortalContainer()}><PortalTheme>…</PortalTheme></Dialog.Portal>`
 */
export function PortalTheme({ children, style, ...props }: PortalThemeProps) {
  const scope = useDesignSystemScope();
  const { style: themeStyle, ...attributes } = scope ? themeAttributes(scope) : {};
  return (
    <div
      data-cf-portal=""
      {...attributes}
      {...props}
      {...(themeStyle || style ? { style: { ...themeStyle, ...style } } : {})}
    >
      {children}
    </div>
  );
}
