import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../layout/App';
import { fakeServices, fixturePageData } from '../test/fixtures';
import { fakeIntersectionObserver } from '../test/fakeIntersectionObserver';
import { WARM_UP_TIMEOUT_MS, warmLazyModules } from '../test/warmLazyModules';
import type * as MessageModule from '../sections/GiftCardMessage';
import type * as ZoomModule from '../sections/ImageZoom';
import type * as StockModule from '../sections/StockLine';

// Each part's render counted through its module, with the real component behind it.
const renders = vi.hoisted(() => ({ message: 0, zoom: 0, stock: 0 }));
vi.mock('../sections/GiftCardMessage', async (original) => {
  const real = await original<typeof MessageModule>();
  return {
    ...real,
    GiftCardMessage: (props: Parameters<typeof real.GiftCardMessage>[0]) => {
      renders.message += 1;
      return real.GiftCardMessage(props);
    },
  };
});
vi.mock('../sections/ImageZoom', async (original) => {
  const real = await original<typeof ZoomModule>();
  return {
    ...real,
    ImageZoom: (props: Parameters<typeof real.ImageZoom>[0]) => {
      renders.zoom += 1;
      return real.ImageZoom(props);
    },
  };
});
vi.mock('../sections/StockLine', async (original) => {
  const real = await original<typeof StockModule>();
  return {
    ...real,
    StockLine: (props: Parameters<typeof real.StockLine>[0]) => {
      renders.stock += 1;
      return real.StockLine(props);
    },
  };
});

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
