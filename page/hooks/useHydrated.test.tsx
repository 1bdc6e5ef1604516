import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'server HTML'}</p>;
}

describe('useHydrated', () => {
  it('is false in the server HTML and while hydrating, true once hydration has committed', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.textContent).toBe('server HTML');
    const errors: unknown[] = [];
    act(() => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(container.textContent).toBe('hydrated');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('is true after a plain client render settles', () => {
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeTruthy();
  });
});
