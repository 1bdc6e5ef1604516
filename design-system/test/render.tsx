import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { brandTheme } from '../theme/themes.css';

function ThemeWrapper({ children }: { children: ReactNode }) {
  return <div className={brandTheme}>{children}</div>;
}

/**
 * Renders inside the brand theme and returns a user-event instance bound to it. The theme goes in
 * RTL's `wrapper`, so `rerender(<X />)` keeps it and React updates the component in place instead
 * of remounting it (which would silently reset its state).
 */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const user = userEvent.setup();
  const result = render(ui, { wrapper: ThemeWrapper, ...options });
  return { user, ...result };
}

/** Server-renders a component (as the page does) and returns its HTML. */
export function renderOnServer(ui: ReactElement): string {
  return renderToString(<ThemeWrapper>{ui}</ThemeWrapper>);
}

export { axeViolations } from './axe';
