/**
 * Urgent first: what the shopper touched (the chip's check, the typed digit) is rendered in the
 * tap's own commit, while what derives from it (the eGift preview, the total) follows in a
 * transition; and a change in one field renders its own section of the purchase panel, not its
 * siblings. The sections are the real ones: the mocks below only count their renders.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, loadPageChunk } from '../../layout/App';
import type * as AmountSectionModule from '../../sections/AmountSection';
import type { AmountSectionProps } from '../../sections/AmountSection';
import type * as QuantitySectionModule from '../../sections/QuantitySection';
import type { QuantitySectionProps } from '../../sections/QuantitySection';
import { fakeIntersectionObserver } from '../../test/fakeIntersectionObserver';
import { fakeServices, fixturePageData } from '../../test/fixtures';
import { WARM_UP_TIMEOUT_MS, warmLazyModules } from '../../test/warmLazyModules';
import type { ProductPageData } from './data';

const renders = vi.hoisted(() => ({ amount: 0, quantity: 0 }));

/** The section as it is (its memo's comparison included), counting each render. */
function counted<P extends object>(section: unknown, count: () => void) {
  const inner = (section as { type: (props: P) => ReactNode }).type;
  return memo((props: P) => {
    count();
    return inner(props);
  });
}

vi.mock('../../sections/AmountSection', async (importOriginal) => {
  const original = await importOriginal<typeof AmountSectionModule>();
  return {
    ...original,
    AmountSection: counted<AmountSectionProps>(original.AmountSection, () => {
      renders.amount += 1;
    }),
  };
});
vi.mock('../../sections/QuantitySection', async (importOriginal) => {
  const original = await importOriginal<typeof QuantitySectionModule>();
  return {
    ...original,
    QuantitySection: counted<QuantitySectionProps>(original.QuantitySection, () => {
      renders.quantity += 1;
    }),
  };
});

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
  renders.amount = 0;
  renders.quantity = 0;
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

  it('given the standard page, when the shopper changes the amount, should not render the quantity section again', async () => {
    const { user } = renderPage(fixturePageData('10001'));
    await user.click(screen.getByRole('radio', { name: '$100' }));
    await waitFor(() => expect(screen.getByText('Total').parentElement).toHaveTextContent('$100'));
    const quantityRenders = renders.quantity;
    const amountRenders = renders.amount;

    await user.click(screen.getByRole('radio', { name: '$50' }));
    await waitFor(() => expect(screen.getByText('Total').parentElement).toHaveTextContent('$50'));

    expect(renders.amount).toBeGreaterThan(amountRenders);
    expect(renders.quantity).toBe(quantityRenders);
  });

  it('given the standard page, when the quantity settles, should not render the amount section again', async () => {
    const { user } = renderPage(fixturePageData('10001'));
    await user.click(screen.getByRole('radio', { name: '$50' }));
    await waitFor(() => expect(screen.getByText('Total').parentElement).toHaveTextContent('$50'));
    const amountRenders = renders.amount;
    const quantityRenders = renders.quantity;

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    // Focus leaving the stepper settles it at once (no debounce wait).
    await user.tab();
    await waitFor(() => expect(screen.getByText('Total').parentElement).toHaveTextContent('$100'));

    expect(renders.quantity).toBeGreaterThan(quantityRenders);
    expect(renders.amount).toBe(amountRenders);
  });
});
