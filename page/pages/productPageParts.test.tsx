import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../layout/App';
import { fakeServices, fixturePageData } from '../test/fixtures';
import { fakeIntersectionObserver } from '../test/fakeIntersectionObserver';
import { WARM_UP_TIMEOUT_MS, warmLazyModules } from '../test/warmLazyModules';

// Each part's render counted through its module, with the real component behind it.
const { renders, counting } = vi.hoisted(() => {
  const renders = { message: 0, zoom: 0, stock: 0 };
  /** A module factory: the real module, its `name` component counting renders under `key`. */
  function counting(name: string, key: keyof typeof renders) {
    return async (original: () => Promise<Record<string, unknown>>) => {
      const real = await original();
      const component = real[name] as (props: object) => unknown;
      return {
        ...real,
        [name]: (props: object) => {
          renders[key] += 1;
          return component(props);
        },
      };
    };
  }
  return { renders, counting };
});
vi.mock('../sections/GiftCardMessage', counting('GiftCardMessage', 'message'));
vi.mock('../sections/ImageZoom', counting('ImageZoom', 'zoom'));
vi.mock('../sections/StockLine', counting('StockLine', 'stock'));

beforeAll(warmLazyModules, WARM_UP_TIMEOUT_MS);

beforeEach(() => {
  fakeIntersectionObserver();
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a selection re-renders the purchase panel, not the whole page', () => {
  it('given the standard card, when a chip and then the stepper are used, should not render the image or the promo message again', async () => {
    const user = userEvent.setup();
    render(<App data={fixturePageData('10001')} services={fakeServices().services} />);
    const before = { ...renders };
    expect(before.message).toBeGreaterThan(0);
    expect(before.zoom).toBeGreaterThan(0);

    await user.click(screen.getByRole('radio', { name: '$100' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));

    expect(screen.getByRole('radio', { name: '$100' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    // The panel itself did render again: the counting reaches the parts a selection changes.
    expect(renders.stock).toBeGreaterThan(before.stock);
    expect(renders.message).toBe(before.message);
    expect(renders.zoom).toBe(before.zoom);
  });
});
