import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '@cairnfield/design-system/testing';
import { defaultPublicConfig } from '../config';
import { ServicesProvider } from '../providers/ServicesProvider';
import { GUEST } from './shopper';
import { fakeServices, fixtureProduct } from '../test/fixtures';
import RecentlyViewed from './RecentlyViewed';
import { localKey } from './localState';

afterEach(() => {
  window.localStorage.clear();
});

function renderFor(id: string, slug: string, signedIn = false) {
  const fake = fakeServices();
  const shopper = signedIn
    ? { ...GUEST, signedIn: true, visitorKind: 'registered' as const, profileId: 'demo-1' }
    : GUEST;
  const result = render(
    <ServicesProvider services={fake.services}>
      <RecentlyViewed
        product={fixtureProduct(id)}
        slug={slug}
        shopper={shopper}
        limits={defaultPublicConfig.recentlyViewed}
      />
    </ServicesProvider>,
  );
  return { fake, ...result };
}

describe('RecentlyViewed', () => {
  it('given the first product page, when it renders, should record the view and show nothing', async () => {
    const { container } = renderFor('10001', 'cairnfield-gift-card');
    await waitFor(() =>
      expect(window.localStorage.getItem(localKey('recentlyViewed'))).toContain('10001'),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('given a second product page, when it renders, should list the earlier product in a labelled region, linking to it', async () => {
    const first = renderFor('10001', 'cairnfield-gift-card');
    await waitFor(() =>
      expect(window.localStorage.getItem(localKey('recentlyViewed'))).toContain('10001'),
    );
    first.unmount();
    const { container, fake } = renderFor('10003', 'cairnfield-egift-card');
    const region = await screen.findByRole('region', { name: 'Recently viewed' });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/p/cairnfield-gift-card');
    expect(links[0]).toHaveAccessibleName(fixtureProduct('10001').name);
    expect(await axeViolations(container)).toEqual([]);
    // A guest's views stay in the browser.
    expect(fake.calls().filter((c) => c.includes('recentlyviewed'))).toEqual([]);
  });

  it('given a signed-in shopper, when a product page renders, should also send the view to the shop', async () => {
    const { fake } = renderFor('10002', 'cairnfield-bulk-gift-card', true);
    await waitFor(() => expect(fake.calls()).toContain('POST /api/profile/recentlyviewed'));
  });
});
