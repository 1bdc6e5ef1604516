/**
 * Urgent first: what the shopper touched (the chip's check, the typed digit) is rendered in the
 * tap's own commit, while what derives from it (the eGift preview, the total) follows in a
 * transition.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, loadPageChunk } from '../../layout/App';
import { fakeIntersectionObserver } from '../../test/fakeIntersectionObserver';
import { fakeServices, fixturePageData } from '../../test/fixtures';
import { WARM_UP_TIMEOUT_MS, warmLazyModules } from '../../test/warmLazyModules';
import type { ProductPageData } from './data';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * Runs `event` as a browser does, outside act(): React renders a discrete event's urgent updates
 * before the event returns and leaves a transition to its scheduler (a later task).
 */
function asTheBrowserDoes(event: () => void) {
  const before = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    event();
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

function renderPage(data: ProductPageData) {
  const user = userEvent.setup();
  render(<App data={data} services={fakeServices().services} />);
  return { user };
}

beforeAll(warmLazyModules, WARM_UP_TIMEOUT_MS);
beforeAll(async () => {
  await loadPageChunk(fixturePageData('10001'));
  await loadPageChunk(fixturePageData('10003'));
  // The eGift form and its preview are chunks of their own: loaded once, as the browser has them
  // once the page has hydrated.
  const { loadEGiftPreview } = await import('../../sections/EGiftPart');
  await loadEGiftPreview();
}, WARM_UP_TIMEOUT_MS);

beforeEach(() => {
  fakeIntersectionObserver();
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  delete window.dataLayer;
});

describe('urgent first on the product page', () => {
  it('given the eGift page, when the shopper taps a chip, should check it in the same commit and update the preview after, in a transition', async () => {
    renderPage(fixturePageData('10003'));
    const preview = await screen.findByRole('figure', { name: 'Preview' });
    expect(preview).toHaveTextContent('$25');
    const chip = screen.getByRole('radio', { name: '$100' });

    asTheBrowserDoes(() => chip.click());
    await Promise.resolve();

    expect(chip).toBeChecked();
    expect(screen.getByRole('radio', { name: '$25' })).not.toBeChecked();
    // The preview is derived: it still shows the amount before the tap.
    expect(preview).toHaveTextContent('$25');
    await waitFor(() => expect(preview).toHaveTextContent('$100'));
    expect(chip).toBeChecked();
  });

  it('given the standard page with Custom Amount chosen, when the shopper types a digit, should show it at once and the total after', async () => {
    const { user } = renderPage(fixturePageData('10001'));
    await user.click(screen.getByRole('radio', { name: 'Custom Amount' }));
    const field = screen.getByRole('textbox', { name: 'Custom amount' });
    await user.type(field, '4');
    await waitFor(() => expect(screen.getByText('Total').parentElement).toHaveTextContent('$4'));

    asTheBrowserDoes(() => {
      // A keystroke as the browser delivers it to a text field: the value changes, then input.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(field, '$47');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await Promise.resolve();

    expect(field).toHaveValue('$47');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('$4.00');
    await waitFor(() => expect(screen.getByText('Total').parentElement).toHaveTextContent('$47'));
    expect(field).toHaveValue('$47');
  });
});
