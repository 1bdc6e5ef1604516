import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@cairnfield/design-system/testing';
import { App, loadPageChunk } from '../../layout/App';
import type { ProductPageData } from './data';
import {
  fakeServices,
  fixturePageData,
  fixtureProduct,
  type FakeServices,
} from '../../test/fixtures';
import { WARM_UP_TIMEOUT_MS, warmLazyModules } from '../../test/warmLazyModules';
import { GIFT_CARD_LIMITS } from '../../../shared/giftCards';
import { LIMIT_TEXTS } from '../../../shop-api/catalogue';

/** A controllable IntersectionObserver: `intersectAll()` reports every observed element visible. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  static options: (IntersectionObserverInit | undefined)[] = [];
  elements: Element[] = [];
  constructor(
    private callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
    FakeIntersectionObserver.options.push(options);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static intersectAll() {
    for (const io of FakeIntersectionObserver.instances) {
      const entries = io.elements.map((target) => ({ target, isIntersecting: true }));
      if (entries.length > 0)
        io.callback(entries as unknown as IntersectionObserverEntry[], io as never);
    }
  }
}

let fake: FakeServices;

function renderPage(data: ProductPageData, services = fake.services) {
  const user = userEvent.setup();
  const result = render(<App data={data} services={services} />);
  return { user, ...result };
}

// Whole-page tests in jsdom (render, role queries, typing, axe) take 0.3-2 s each on an idle core.
// The causes of slow first renders are fixed where they were (lazy modules warmed here, axe reads
// violations only, story projects run after these); the unit project's 15 s time-out is the margin.
beforeAll(warmLazyModules, WARM_UP_TIMEOUT_MS);
// The product page is a chunk of its own, loaded by the browser entry before it hydrates.
beforeAll(() => loadPageChunk(fixturePageData('10001')), WARM_UP_TIMEOUT_MS);

// The details area, the eGift form and the back-in-stock block are their own chunks (React.lazy).
// Load them once here, as a browser has them once the chunks arrive, so each test below renders
// the whole page at once.
beforeAll(async () => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  for (const [id, shows] of [
    ['10003', () => screen.getByRole('group', { name: 'Sender' })],
    ['10004', () => screen.getByRole('button', { name: 'Notify me when available' })],
  ] as const) {
    const { unmount } = render(
      <App data={fixturePageData(id)} services={fakeServices().services} />,
    );
    await waitFor(() => {
      shows();
      screen.getByRole('region', { name: 'Details', hidden: true });
    });
    unmount();
  }
  vi.unstubAllGlobals();
});

beforeEach(() => {
  fake = fakeServices();
  FakeIntersectionObserver.instances = [];
  FakeIntersectionObserver.options = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  // The recently viewed list the page stores once its strip has loaded (at once when an earlier
  // file of the worker loaded its code).
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  // jsdom has no scrollIntoView: the stub goes, as does what the storefront's analytics pushed
  // (the next test file starts with neither).
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  delete window.dataLayer;
  delete window.cairnfieldPersonalisation;
});

describe('the standard gift card', () => {
  it('given the standard card, when the page renders, should show the spec-2 layout in order with accessible names', () => {
    const { container } = renderPage(fixturePageData('10001'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cairnfield Gift Card' }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('listitem')[0]).toHaveTextContent('Home');
    expect(within(crumbs).getByText('Cairnfield Gift Card')).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Two copies (above and below the image); CSS keeps one in the accessibility tree at a time.
    const ratingName = '4.4 out of 5 star rating. 5 total reviews. Go to reviews';
    expect(screen.getAllByRole('link', { name: ratingName, hidden: true })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: ratingName })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Shop bulk gift cards' })).toHaveAttribute(
      'href',
      '/p/cairnfield-bulk-gift-card',
    );
    expect(screen.getByText('Free standard shipping on orders over $49.99')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Gift card amount' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute(
      'aria-valuemax',
      '50',
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(
      screen.getByRole('link', { name: 'Gift Card Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    for (const id of ['details-tab', 'reviews-tab', 'quesitons-tab']) {
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    }
  });

  // axe over the whole page is the heaviest check here (2-4 s on an idle core): it took over 15 s
  // with the machine ten times oversubscribed, so it alone gets a minute.
  it('given the whole page, when checked with axe, should have no violations', async () => {
    const { container } = renderPage(fixturePageData('10001'));
    expect(await axeViolations(container)).toEqual([]);
  }, 60_000);

  it('given the details area, when it renders, should show specifications as name: value lines, files as links and restrictions joined by commas', () => {
    renderPage(fixturePageData('10001'));
    const details = screen.getByRole('region', { name: 'Details' });
    expect(
      within(details).getByText(`Denominations: ${LIMIT_TEXTS.amounts} in whole dollars`),
    ).toBeInTheDocument();
    expect(within(details).getByText('Delivery: Mailed')).toBeInTheDocument();
    expect(
      within(details).getByRole('link', { name: 'Gift Card Law Label (PDF)' }),
    ).toHaveAttribute('href', '/media/files/gift-card-law-label.pdf');
    expect(within(details).getByText(/Does not ship to: AK, HI/)).toBeInTheDocument();
    expect(
      within(details).getByText('Cairnfield Gift Card', { selector: 'strong' }),
    ).toBeInTheDocument();
  });

  it('given the amount chips, when the next chip is chosen by keyboard, should check it and update the total', async () => {
    const { user } = renderPage(fixturePageData('10001'));
    const chip = screen.getByRole('radio', { name: '$25' });
    chip.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '$50' })).toBeChecked();
    expect(screen.getByText('$50.00')).toBeInTheDocument();
  });

  it('given Custom Amount, when an amount out of range is typed, should disable add to cart with the spec message until it is in range', async () => {
    const { user } = renderPage(fixturePageData('10001'));
    await user.click(screen.getByRole('radio', { name: 'Custom Amount' }));
    const input = screen.getByRole('textbox', { name: 'Custom amount' });
    const { minAmount, maxAmount } = GIFT_CARD_LIMITS;
    await user.type(input, String(maxAmount + 1));
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(
      `Gift card amount should be between $${minAmount} and $${maxAmount}`,
    );
    await user.clear(input);
    await user.type(input, '40');
    expect(add).not.toHaveAttribute('aria-disabled');
  });

  it('given a valid selection, when Add to cart is pressed, should post to the cart and confirm with a toast', async () => {
    const { user } = renderPage(fixturePageData('10001'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(fake.calls()).toContain('POST /api/cart/sku');
  });

  it('given TOAST_COPY success, when Add to cart is pressed, should confirm with the other reading of the toast', async () => {
    const { user } = renderPage(fixturePageData('10001', { config: { toastCopy: 'success' } }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Success !')).toBeInTheDocument();
    expect(
      screen.getByText(/^Cairnfield Gift Card has been added to your cart\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Added to cart')).toBeNull();
  });

  it('given a malformed cart answer, when Add to cart is pressed, should show the default error and no success', async () => {
    fake.state.behaviour.cart = 'malformed';
    const { user } = renderPage(fixturePageData('10001'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Sorry, Something went wrong. Please try after sometime.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Added to cart')).toBeNull();
  });
});

describe('inventory states', () => {
  it('given inventory still loading, when the page renders, should say so and disable add to cart until the answer', async () => {
    fake.state.behaviour.inventory = 'slow';
    fake.state.slowMs = 50;
    renderPage(fixturePageData('10001', { inventory: { status: 'loading' } }));
    expect(screen.getAllByText('Checking availability…').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(await screen.findByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('given a malformed inventory answer, when it arrives, should show an error state whose Check again loads it', async () => {
    fake.state.behaviour.inventory = 'malformed';
    const { user } = renderPage(fixturePageData('10001', { inventory: { status: 'loading' } }));
    expect(
      await screen.findByText('We could not check availability right now.'),
    ).toBeInTheDocument();
    fake.state.behaviour.inventory = 'ok';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('In stock')).toBeInTheDocument();
  });

  it('given a store selection, when it is announced, should fetch inventory again for that store', async () => {
    renderPage(fixturePageData('10001'));
    expect(fake.calls().filter((c) => c.startsWith('GET /api/inventory/v2'))).toHaveLength(0);
    const { announceStoreSelected } = await import('../../hooks/useSelectedStore');
    act(() => announceStoreSelected({ storeId: '412' }));
    await waitFor(() =>
      expect(fake.calls()).toContain('GET /api/inventory/v2?productId=10001&storeId=412'),
    );
    act(() => announceStoreSelected({ storeId: '412', detailsKey: 'hours-2' }));
    await waitFor(() =>
      expect(fake.calls().filter((c) => c.includes('storeId=412'))).toHaveLength(2),
    );
  });

  it('given a failed statistics call, when the rating renders, should fall back to zeros', async () => {
    fake.state.behaviour.stats = 'fail';
    renderPage(fixturePageData('10001', { reviewStats: { status: 'loading' } }));
    expect(
      await screen.findByRole('link', {
        name: /^0(\.0)? out of 5 star rating\. 0 total reviews\. Go to reviews$/,
      }),
    ).toBeInTheDocument();
  });
});

/** The page's forms that have no submit button (WCAG technique H32; HTML_CodeSniffer H32.2). */
const formsWithoutSubmit = (root: ParentNode) =>
  [...root.querySelectorAll('form')].filter(
    (form) =>
      ![...form.elements].some(
        (control) =>
          (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
          (control.type === 'submit' || control.type === 'image'),
      ),
  );

describe('out of stock', () => {
  it('given an out-of-stock card, should offer no form that cannot be submitted (the amount and quantity are plain controls)', () => {
    renderPage(fixturePageData('10004'));
    expect(screen.getByRole('radiogroup', { name: /amount/i })).toBeInTheDocument();
    expect(formsWithoutSubmit(document)).toEqual([]);
  });

  it('given an in-stock card, should keep the purchase form with its Add to cart submit button', () => {
    renderPage(fixturePageData('10001'));
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add.closest('form')).toHaveAttribute('method', 'post');
    expect(formsWithoutSubmit(document)).toEqual([]);
  });

  it('given an out-of-stock card, when the shopper asks to be notified, should hide add to cart and register in a lazily loaded modal', async () => {
    const { user } = renderPage(fixturePageData('10004'));
    expect(screen.getByText('Out Of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Notify me when available' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify me when available' });
    await user.type(within(dialog).getByRole('textbox', { name: /Your Email/ }), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByText("You've been added to the list")).toBeInTheDocument();
    expect(fake.calls()).toContain('POST /api/inventory/notify');
  });

  it('given a failing back-in-stock request, when it is sent, should close the modal and say something went wrong', async () => {
    fake.state.behaviour.notify = 'fail';
    const { user } = renderPage(fixturePageData('10004'));
    await user.click(screen.getByRole('button', { name: 'Notify me when available' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Your Email/ }), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('shipping restriction', () => {
  it('given a restricted region, when the page renders, should show the alert and keep add to cart disabled', () => {
    renderPage(fixturePageData('10001', { shopper: { regionId: '100086' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('This item does not ship to your location');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

describe('typed quantity (spec 9 debounce)', () => {
  it('given QUANTITY_DEBOUNCE_MS 2500, when 60 is typed on the standard card, should offer the bulk card only once that time has passed', async () => {
    const config = fixturePageData('10001').config;
    const { user } = renderPage(
      fixturePageData('10001', {
        config: { timings: { ...config.timings, quantityDebounceMs: 2500 } },
      }),
    );
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '60');
    const typed = Date.now();
    // The default 500 ms would have opened it by now.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByRole('dialog', { name: 'Quantity error' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Quantity error' })).toBeInTheDocument();
    expect(Date.now() - typed).toBeGreaterThanOrEqual(2400);
  });
});

describe('bulk and eGift cards', () => {
  it('given the bulk card with ?sku=, when the page renders, should show designs as radios with that one checked and quantity 51 to 999', () => {
    renderPage(fixturePageData('10002', { query: { sku: '20004' } }));
    expect(screen.getByRole('radio', { name: 'Campfire' })).toBeChecked();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveAttribute('aria-valuemin', '51');
    expect(quantity).toHaveAttribute('aria-valuemax', '999');
    expect(quantity).toHaveValue('51');
  });

  it('given a representative SKU in the hash, when the bulk page hydrates, should select it', async () => {
    window.history.replaceState(
      null,
      '',
      '/p/cairnfield-bulk-gift-card#repChildCatId=4001&repSku=20003',
    );
    renderPage(fixturePageData('10002'));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Trail' })).toBeChecked());
  });

  it('given the eGift card, when the form is filled in, should enable add to cart only once it is valid', async () => {
    const { user } = renderPage(fixturePageData('10003'));
    expect(screen.getByRole('group', { name: 'Sender' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    const sender = screen.getByRole('group', { name: 'Sender' });
    await user.type(within(sender).getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await user.type(within(sender).getByRole('textbox', { name: /First Name/ }), 'Sam');
    await user.type(within(sender).getByRole('textbox', { name: /Last Name/ }), 'Lee');
    const recipient = screen.getByRole('group', { name: 'Recipient 1' });
    await user.type(within(recipient).getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await user.type(within(recipient).getByRole('textbox', { name: /First Name/ }), 'Ana');
    await user.type(within(recipient).getByRole('textbox', { name: /Last Name/ }), 'Diaz');
    await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute(
      'aria-valuemax',
      '5',
    );
  });

  it('given the eGift card, when the shopper picks an amount and types a recipient and a message, should update the preview with the cleaned message', async () => {
    const designs = [
      { id: 'birthday', name: 'Happy Birthday', imageUrl: '/media/egift-birthday.svg' },
      { id: 'thank-you', name: 'Thank You', imageUrl: '/media/egift-thank-you.svg' },
    ];
    const product = { ...fixtureProduct('10003'), egiftDesigns: designs };
    const { user } = renderPage(fixturePageData('10003', { product }));
    const preview = await screen.findByRole('figure', { name: 'Preview' });
    // Before anything is typed: the first chip's amount, the first design, the placeholders.
    expect(preview).toHaveTextContent('$25');
    expect(within(preview).getByText('Happy Birthday')).toBeVisible();
    expect(within(preview).getByText("Recipient's name")).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '$50' }));
    await user.click(screen.getByRole('radio', { name: 'Thank You' }));
    const recipient = screen.getByRole('group', { name: 'Recipient 1' });
    await user.type(within(recipient).getByRole('textbox', { name: /First Name/ }), 'Ana');
    await user.type(within(recipient).getByRole('textbox', { name: /Last Name/ }), 'Diaz');
    // Spec 5: curly quotes and dashes become plain ones; the line break stays.
    await user.type(
      screen.getByRole('textbox', { name: /Message/ }),
      '\u201cEnjoy\u201d \u2014 love,{Enter}Sam',
    );
    expect(preview).toHaveTextContent('$50');
    expect(within(preview).getByText('Thank You')).toBeVisible();
    expect(preview).toHaveTextContent('To Ana Diaz');
    expect(within(preview).getByText(/Enjoy/).textContent).toBe('"Enjoy" - love,\nSam');
    expect(within(preview).queryByText("Recipient's name")).toBeNull();
  });

  it('given ?orderItemId= of an eGift item in the cart, when the page loads, should prefill the form, quantity and amount', async () => {
    fake.state.cart = { orderId: '3000001', totalCartQuantity: 2 };
    fake.state.egiftItems = [
      {
        orderItemId: '7000002',
        quantity: 2,
        giftAmount: 40,
        senderEmail: 'sam@example.com',
        senderFirstName: 'Sam',
        senderLastName: 'Lee',
        senderMessage: 'Happy trails',
        isSendToOne: false,
        recipients: [
          {
            sequence: 1,
            recipientFirstName: 'Ana',
            recipientLastName: 'Diaz',
            recipientEmail: 'ana@example.com',
          },
          {
            sequence: 2,
            recipientFirstName: 'Bo',
            recipientLastName: 'Kim',
            recipientEmail: 'bo@example.com',
          },
        ],
      },
    ];
    renderPage(fixturePageData('10003', { query: { orderItemId: '7000002' } }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Sender' })).getByRole('textbox', {
          name: /First Name/,
        }),
      ).toHaveValue('Sam'),
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Custom amount' })).toHaveValue('$40');
    expect(
      within(screen.getByRole('group', { name: 'Recipient 2' })).getByRole('textbox', {
        name: /First Name/,
      }),
    ).toHaveValue('Bo');
  });
});

describe('reviews and questions', () => {
  it('given the reviews section, when it is opened and scrolled into view (spec 9 margin, 0 px), should load the provider then and only then', async () => {
    const load = vi.fn(() =>
      import('../../reviews/defaultProvider').then((m) => m.defaultReviewsProvider),
    );
    const services = { ...fake.services, loadReviewsProvider: load };
    const { user } = renderPage(fixturePageData('10001'), services);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Reviews/ }));
    expect(load).not.toHaveBeenCalled();
    // Among the page's observers (the lazy parts' own too, which may start later).
    expect(FakeIntersectionObserver.options).toContainEqual({ rootMargin: '0px 0px 0px 0px' });
    act(() => FakeIntersectionObserver.intersectAll());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Perfect for my hiking buddy')).toBeInTheDocument();
    expect(screen.getAllByText(/Rated 5 out of 5/, { selector: 'span' }).length).toBeGreaterThan(0);
  });

  it('given LAZY_LOAD_MARGIN_PX 300, when the reviews are opened, should start loading 300 px below the viewport', async () => {
    const config = fixturePageData('10001').config;
    const { user } = renderPage(
      fixturePageData('10001', {
        config: { timings: { ...config.timings, lazyLoadMarginPx: 300 } },
      }),
    );
    await user.click(screen.getByRole('button', { name: /Reviews/ }));
    expect(FakeIntersectionObserver.options).toContainEqual({ rootMargin: '0px 0px 300px 0px' });
  });

  it('given ?location=rating, when the page loads, should open the reviews, scroll and focus them after the delay and drop the parameter', async () => {
    window.history.replaceState(null, '', '/p/cairnfield-gift-card?location=rating&sku=20001');
    renderPage(
      fixturePageData('10001', {
        query: { location: 'rating' },
        config: { scrollToReviewsDelayMs: 30 },
      }),
    );
    const trigger = document.getElementById('reviews-tab')!;
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'smooth',
      block: 'start',
    });
    expect(window.location.search).toBe('?sku=20001');
  });
});
