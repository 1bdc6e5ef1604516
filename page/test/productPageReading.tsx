/**
 * What the product page's screen-reader tests (page/routes/product/ProductPage*.screenReader.
 * test.tsx) share: the lazy modules and the product page's chunk loaded once per file, as the
 * browser entry loads them before it hydrates, and (for the tests that render the page as the app
 * does) jsdom made to look like a page nothing scrolls into view, cleaned up after each test so the
 * next file starts as it would alone.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { App, loadPageChunk } from '../layout/App';
import type { ProductPageData } from '../routes/product/data';
import { loadEGiftPreview } from '../sections/EGiftPart';
import { fakeServices, fixturePageData } from './fixtures';
import { stopReading } from './screenReader';
import { WARM_UP_TIMEOUT_MS, warmLazyModules } from './warmLazyModules';

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
