/**
 * Urgent first: what the shopper touched (the chip's check, the typed digit) is rendered in the
 * tap's own commit, while what derives from it (the eGift preview, the total) follows in a
 * transition; and a change in one field renders that field's section alone.
 */
import { Profiler, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, loadPageChunk } from '../../layout/App';
import { fakeIntersectionObserver } from '../../test/fakeIntersectionObserver';
import { fakeServices, fixturePageData, fixtureProduct } from '../../test/fixtures';
import { WARM_UP_TIMEOUT_MS, warmLazyModules } from '../../test/warmLazyModules';
import type { ProductPageData } from './data';
import { AmountSection } from '../../sections/AmountSection';
import { EGiftSlot } from '../../sections/EGiftSlot';
import { QuantitySection } from '../../sections/QuantitySection';

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

/** The purchase panel's memoised sections whose renders are counted. */
const SECTIONS = { AmountSection, QuantitySection, EGiftSlot } as const;
type Section = keyof typeof SECTIONS;
type Counts = Record<Section, number>;

/** A memo component's inner function (React reads it when the section mounts). */
type Render = (props: never) => ReactNode;
interface Memo {
  type: Render;
}

/**
 * Counts each section's renders (its function's calls) and, through a Profiler around the page,
 * what those counts were at each commit: `commits[i]` is the renders since the page's first commit
 * up to commit i.
 */
function countRenders() {
  const counts: Counts = { AmountSection: 0, QuantitySection: 0, EGiftSlot: 0 };
  const originals = new Map<Section, Render>();
  for (const name of Object.keys(SECTIONS) as Section[]) {
    const memo = SECTIONS[name] as unknown as Memo;
    const inner = memo.type;
    originals.set(name, inner);
    memo.type = (props: never) => {
      counts[name] += 1;
      return inner(props);
    };
  }
  const commits: Counts[] = [];
  return {
    counts,
    commits,
    onRender: () => void commits.push({ ...counts }),
    restore() {
      for (const [name, inner] of originals) (SECTIONS[name] as unknown as Memo).type = inner;
    },
  };
}

let renders: ReturnType<typeof countRenders> | null = null;

function renderPage(data: ProductPageData) {
  const user = userEvent.setup();
  const page = <App data={data} services={fakeServices().services} />;
  render(
    renders ? (
      <Profiler id="page" onRender={renders.onRender}>
        {page}
      </Profiler>
    ) : (
      page
    ),
  );
  return { user };
}

/** What each section rendered in the commits from `from` on, up to and including `to`. */
function rendersBetween(commits: Counts[], from: number, to: number): Counts {
  const before = commits[from - 1];
  const after = commits[to];
  if (!before || !after) throw new Error(`no commit ${from - 1} or ${to}`);
  return {
    AmountSection: after.AmountSection - before.AmountSection,
    QuantitySection: after.QuantitySection - before.QuantitySection,
    EGiftSlot: after.EGiftSlot - before.EGiftSlot,
  };
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
  // The recently viewed list the page stores once its strip has loaded (at once when an earlier
  // file of the worker loaded its code).
  localStorage.clear();
  renders?.restore();
  renders = null;
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

describe('a change in one field renders its section alone', () => {
  beforeEach(() => {
    renders = countRenders();
  });

  it("given the eGift page, when the shopper taps a chip, should render the amount's section alone in the tap's commit and the eGift form's (its preview) but not the stepper's after", async () => {
    renderPage(fixturePageData('10003'));
    const preview = await screen.findByRole('figure', { name: 'Preview' });
    const chip = screen.getByRole('radio', { name: '$100' });
    const { commits } = renders!;
    const tapped = commits.length;

    asTheBrowserDoes(() => chip.click());
    await Promise.resolve();

    expect(chip).toBeChecked();
    expect(commits).toHaveLength(tapped + 1);
    expect(rendersBetween(commits, tapped, tapped)).toEqual({
      AmountSection: 1,
      QuantitySection: 0,
      EGiftSlot: 0,
    });
    await waitFor(() => expect(preview).toHaveTextContent('$100'));
    const settled = rendersBetween(commits, tapped + 1, commits.length - 1);
    expect(settled.QuantitySection).toBe(0);
    expect(settled.EGiftSlot).toBeGreaterThan(0);
  });

  it("given the standard page, when the shopper presses the stepper's +, should render neither the amount's section nor the stepper's section again in the press's commit", async () => {
    renderPage(fixturePageData('10001'));
    const more = await screen.findByRole('button', { name: 'Increase quantity' });
    const field = screen.getByRole('spinbutton', { name: /quantity/i });
    const { commits } = renders!;
    const pressed = commits.length;

    asTheBrowserDoes(() => more.click());
    await Promise.resolve();

    expect(field).toHaveValue('2');
    expect(commits).toHaveLength(pressed + 1);
    expect(rendersBetween(commits, pressed, pressed)).toEqual({
      AmountSection: 0,
      QuantitySection: 0,
      EGiftSlot: 0,
    });
  });

  it('given the eGift page, when the shopper picks a card design, should render neither the amount nor the quantity section in any commit after', async () => {
    const designs = [
      { id: 'birthday', name: 'Happy Birthday', imageUrl: '/media/egift-birthday.svg' },
      { id: 'thank-you', name: 'Thank You', imageUrl: '/media/egift-thank-you.svg' },
    ];
    const product = { ...fixtureProduct('10003'), egiftDesigns: designs };
    const { user } = renderPage(fixturePageData('10003', { product }));
    const preview = await screen.findByRole('figure', { name: 'Preview' });
    const second = screen.getByRole('radio', { name: 'Thank You' });
    const { commits } = renders!;
    const picked = commits.length;

    await user.click(second);
    await waitFor(() => expect(within(preview).getByText('Thank You')).toBeVisible());

    expect(commits.length).toBeGreaterThan(picked);
    const after = rendersBetween(commits, picked, commits.length - 1);
    expect(after.AmountSection).toBe(0);
    expect(after.QuantitySection).toBe(0);
  });
});
