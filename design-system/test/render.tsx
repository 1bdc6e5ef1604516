import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { brandTheme } from '../theme/themes.css';

/** Renders inside the brand theme and returns a user-event instance bound to it. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  const user = userEvent.setup();
  const result = render(<div className={brandTheme}>{ui}</div>, options);
  return { user, ...result };
}

/** Server-renders a component (as the page does) and returns its HTML. */
export function renderOnServer(ui: ReactElement): string {
  return renderToString(<div className={brandTheme}>{ui}</div>);
}

export { axeViolations } from './axe';
