import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@cairnfield/design-system/testing';
import { DataProvider } from '../providers/DataProvider';
import { lazyWithRetry } from '../lazy/lazyWithRetry';
import { ServicesProvider } from '../providers/ServicesProvider';
import { fakeServices } from '../test/fixtures';
import RelatedProducts from './RelatedProducts';
import { PageLocale } from '../layout/PageLocale';
import { GIFT_CARD_LIMITS } from '../../shared/giftCards';
import { loadPageCatalogue } from '../i18n/load';
import { EnglishPart } from '../i18n/parts';

const QuickViewModal = lazyWithRetry(() => import('./QuickViewModal'), {
  label: 'the quick view',
});

function renderStrip(ids: string[], fake = fakeServices()) {
  const user = userEvent.setup();
  const result = render(
    // A fresh data store per test: the answers must come from this test's fake shop.
    <DataProvider>
      <ServicesProvider services={fake.services}>
        <PageLocale locale="en-US">
          <RelatedProducts productIds={ids} QuickViewModal={QuickViewModal} />
        </PageLocale>
      </ServicesProvider>
    </DataProvider>,
  );
  return { user, fake, ...result };
}

describe('RelatedProducts', () => {
  describe('given the other gift cards of the demo', () => {
    it('should list each with a link and a Quick view button named after it', async () => {
      const { fake, container } = renderStrip(['10002', '10003']);
      const strip = await screen.findByRole('region', { name: 'Other gift cards' });
      expect(within(strip).getAllByRole('listitem')).toHaveLength(2);
      expect(within(strip).getByRole('link', { name: 'Cairnfield eGift Card' })).toHaveAttribute(
        'href',
        '/p/cairnfield-egift-card',
      );
      expect(
        within(strip).getByRole('button', { name: 'Quick view Cairnfield Bulk Gift Cards' }),
      ).toBeInTheDocument();
      // One product call each, through the shop client.
      expect(fake.calls().filter((c) => c.startsWith('GET /api/product/v2/'))).toEqual([
        expect.stringMatching(/^GET \/api\/product\/v2\/10002/),
        expect.stringMatching(/^GET \/api\/product\/v2\/10003/),
      ]);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should open the quick view with name, price range, rating and link; Escape returns focus', async () => {
      const { user } = renderStrip(['10003']);
      const button = await screen.findByRole('button', {
        name: 'Quick view Cairnfield eGift Card',
      });
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Cairnfield eGift Card' });
      expect(dialog).toHaveTextContent(`$${GIFT_CARD_LIMITS.minAmount}.00`);
      expect(dialog).toHaveTextContent(`$${GIFT_CARD_LIMITS.maxAmount}.00`);
      expect(within(dialog).getByText(/out of 5 star rating/)).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute(
        'href',
        '/p/cairnfield-egift-card',
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(button).toHaveFocus();
    });
  });

  describe('given a product the shop cannot give', () => {
    it('should leave it out and show the others', async () => {
      renderStrip(['10003', '99999']);
      const strip = await screen.findByRole('region', { name: 'Other gift cards' });
      expect(within(strip).getAllByRole('listitem')).toHaveLength(1);
    });

    it('should show nothing when none can be read', async () => {
      const fake = fakeServices();
      fake.state.behaviour.product = 'fail';
      const { container } = renderStrip(['10002'], fake);
      await waitFor(() => expect(fake.calls().length).toBeGreaterThan(0));
      // Let the failed answer settle: the strip stays away (no heading over nothing).
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(container).toBeEmptyDOMElement();
      expect(screen.queryByRole('region')).toBeNull();
    });
  });

  describe('given a product answer without a rating', () => {
    it('should show the product without one', async () => {
      const fake = fakeServices();
      fake.state.productOverride = (id) => ({
        productinfo: { productId: id, name: 'Plain Card', seoURL: '/p/plain', gcMaxAmount: 200 },
      });
      const { user } = renderStrip(['10003'], fake);
      await user.click(await screen.findByRole('button', { name: 'Quick view Plain Card' }));
      const dialog = await screen.findByRole('dialog', { name: 'Plain Card' });
      expect(within(dialog).queryByText(/star rating/)).toBeNull();
      expect(dialog).toHaveTextContent('$200.00');
    });
  });

  describe('on a page in French, where the strip is still English (WCAG 3.1.2)', () => {
    it('should open the quick view in English, its digits and Close button too', async () => {
      await loadPageCatalogue('fr-CA');
      const user = userEvent.setup();
      render(
        <DataProvider>
          <ServicesProvider services={fakeServices().services}>
            <PageLocale locale="fr-CA">
              <EnglishPart>
                <main>
                  <RelatedProducts productIds={['10003']} QuickViewModal={QuickViewModal} />
                </main>
              </EnglishPart>
            </PageLocale>
          </ServicesProvider>
        </DataProvider>,
      );
      await user.click(
        await screen.findByRole('button', { name: 'Quick view Cairnfield eGift Card' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Cairnfield eGift Card' });
      expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'en-US');
      expect(dialog).toHaveTextContent(`$${GIFT_CARD_LIMITS.maxAmount}.00`);
      expect(within(dialog).getByText(/^\d\.\d out of 5 star rating/)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Close quick view' })).toBeInTheDocument();
    });
  });
});
