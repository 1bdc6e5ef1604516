import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { DesignSystemProvider, type DesignSystemProviderProps } from '../provider';

function ThemeWrapper({ children }: { children: ReactNode }) {
  return <DesignSystemProvider>{children}</DesignSystemProvider>;
}

/**
 * Renders inside a `DesignSystemProvider` (the brand theme, en-US, USD unless `provider` says
 * otherwise) and returns a user-event instance bound to it. The provider goes in
 * RTL's `wrapper`, so `rerender(<X />)` keeps it and React updates the component in place instead
 * of remounting it (which would silently reset its state).
 */
export function renderWithTheme(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'> & { provider?: ProviderOptions },
) {
  const { provider, ...rest } = options ?? {};
  const user = userEvent.setup();
  const result = render(ui, { wrapper: wrapperFor(provider), ...rest });
  return { user, ...result };
}

/** Server-renders a component inside a `DesignSystemProvider` (as the page does) and returns its HTML. */
export function renderOnServer(ui: ReactElement, provider?: ProviderOptions): string {
  const Wrapper = wrapperFor(provider);
  return renderToString(<Wrapper>{ui}</Wrapper>);
}

/** The provider's props a test may set (theme, locale, currency, messages, portalContainer, dir). */
export type ProviderOptions = Omit<DesignSystemProviderProps, 'children'>;

function wrapperFor(provider: ProviderOptions | undefined) {
  if (!provider) return ThemeWrapper;
  return function ProviderWrapper({ children }: { children: ReactNode }) {
    return <DesignSystemProvider {...provider}>{children}</DesignSystemProvider>;
  };
}

export { axeViolations } from './axe';
