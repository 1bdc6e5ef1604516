/**
 * What the product page's screen-reader tests (page/routes/product/ProductPage*.screenReader.
 * test.tsx) share: the lazy modules and the product page's chunk loaded once per file, as the
 * browser entry loads them before it hydrates, and (for the tests that render the page as the app
 * does) jsdom made to look like a page nothing scrolls into view, cleaned up after each test so the
 * next file starts as it would alone.
 */
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { App, loadPageChunk } from '../layout/App';
import { loadPageCatalogue } from '../i18n/load';
import type { ProductPageData } from '../routes/product/data';
import { loadEGiftPreview } from '../sections/EGiftPart';
import { fakeServices, fixturePageData } from './fixtures';
import { stopReading, setUpDocumentLang } from './screenReader';
import { WARM_UP_TIMEOUT_MS, warmLazyModules } from './warmLazyModules';

/**
 * How long a test waits for what comes in a lazy chunk (the add-to-cart action, the toast, a
 * dialog): slow to import on a busy core.
 */
export const LAZY_WAIT = { timeout: 15_000 };

/** Loads the lazy modules and the product page's chunk before the file's tests (beforeAll). */
export function loadProductPageOnce(): void {
  beforeAll(warmLazyModules, WARM_UP_TIMEOUT_MS);
  // The product page is a chunk of its own, loaded by the browser entry before it hydrates; the
  // eGift preview loads as the page hydrates.
  beforeAll(
    () => Promise.all([loadPageChunk(fixturePageData('10001')), loadEGiftPreview()]),
    WARM_UP_TIMEOUT_MS,
  );
}

/** An IntersectionObserver that never reports: the parts below the fold stay as they are. */
class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * The page as the app renders it, read by the screen reader: loadProductPageOnce, and around each
 * test no intersection observer and a scrollIntoView stub, then the reader stopped and what the
 * test (and the storefront's analytics) left on the globals taken off.
 */
export function setUpProductPageReading(): void {
  loadProductPageOnce();
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', NoIntersectionObserver);
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(async () => {
    await stopReading();
    vi.unstubAllGlobals();
    // jsdom has no scrollIntoView: the stub goes, as does what the storefront's analytics pushed
    // and the recently viewed list the page stored once its strip loaded (the next test file
    // starts with none of them).
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    delete window.dataLayer;
    delete window.cairnfieldPersonalisation;
    localStorage.clear();
  });
}

/** Renders the product page of `data` with fake services; the user-event session to drive it. */
export function renderProductPage(data: ProductPageData, fake = fakeServices()) {
  const user = userEvent.setup();
  render(<App data={data} services={fake.services} />);
  return { user };
}

/**
 * The page in French around each test of the file or block that calls this: the French catalogue
 * loaded once, and the document's lang fr-CA, as page/layout/Document.tsx writes it from the same
 * configuration.
 */
export function setUpFrench(): void {
  beforeAll(() => loadPageCatalogue('fr-CA'));
  setUpDocumentLang('fr-CA');
}

/** setUpProductPageReading for the page in French (setUpFrench) in every test of the file. */
export function setUpFrenchProductPageReading(): void {
  setUpProductPageReading();
  setUpFrench();
}

type Name = string | RegExp;

/**
 * Presses the button named `button` once it is there (it may come in a lazy chunk), and returns the
 * dialog it opens: the one named `dialog`, or without it the one dialog on the page.
 */
export async function openDialog(user: UserEvent, button: Name, dialog?: Name) {
  await user.click(await screen.findByRole('button', { name: button }, LAZY_WAIT));
  return screen.findByRole('dialog', dialog === undefined ? {} : { name: dialog }, LAZY_WAIT);
}

/** The product page of card `id` in French (PAGE_LOCALE=fr-CA), with `config` over the fixture's. */
export const frenchPageData = (id: string, config: Partial<ProductPageData['config']> = {}) =>
  fixturePageData(id, { config: { locale: 'fr-CA', ...config } });

/**
 * Renders the standard card's page with the drawer confirmation (and `config` over the fixture's),
 * its shop's cart as it is after the add: the one card just added.
 */
export function renderWithCartDrawer(config: Partial<ProductPageData['config']> = {}) {
  const fake = fakeServices();
  fake.state.cart = { orderId: '700001', totalCartQuantity: 1 };
  fake.state.cartItems = [
    { orderItemId: '7000001', name: 'Cairnfield Gift Card', quantity: 1, unitPrice: 25 },
  ];
  const standard = fixturePageData('10001');
  return renderProductPage(
    fixturePageData('10001', {
      config: {
        ...config,
        purchaseFlows: { ...standard.config.purchaseFlows, cartConfirmation: 'drawer' },
      },
    }),
    fake,
  );
}
