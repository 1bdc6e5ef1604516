/**
 * The storefront services a shopper meets on every product page: the recently-viewed strip, and a
 * lazy part of the page whose chunk fails to load and comes back with "Try again" (spec 8: a
 * script chunk that fails to load shows an error with a way to try again, never a blank space).
 */
import { expect } from 'vitest';
import { addToCart, open, type Journey } from '../journey';

const recentlyViewed = { role: 'region', name: 'Recently viewed' };
const failedAlert = { role: 'alert', hasText: 'Could not load your recently viewed' };

export const recentlyViewedAfterShortVisit: Journey = {
  title: 'recently viewed: a visit left 300 ms after hydration is listed on the next product page',
  async run({ shopper }) {
    await open(shopper, '/p/cairnfield-gift-card');
    // The visit itself: the shopper leaves 300 ms after the page became interactive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await open(shopper, '/p/cairnfield-egift-card');
    await shopper.find({ role: 'link', name: 'Cairnfield Gift Card', within: recentlyViewed });
  },
};

export const chunkFailsThenRecovers: Journey = {
  title: 'a lazy chunk that fails to load offers Try again, which loads it',
  // The failure this journey causes: the browser's line for the refused chunk (naming it) and
  // the page's own report of it.
  expectedErrors: [/RecentlyViewed-[\w-]+\.js/, /^\[chunk\] load failed/],
  async run({ shopper, network }) {
    // Something viewed earlier, so the recently-viewed strip has something to show.
    await open(shopper, '/p/cairnfield-gift-card');

    // The recently-viewed chunk fails for as long as the network is "down" (whoever asks for it:
    // the import, a preload, a retry).
    const down = network.addFault({
      path: /^\/assets\/RecentlyViewed-[\w-]+\.js$/,
      fault: { kind: 'status', status: 503 },
    });
    await open(shopper, '/p/cairnfield-egift-card');
    const alert = await shopper.find(failedAlert);
    expect(down.hits).toBeGreaterThan(0);
    // The rest of the page is there and working.
    await shopper.find(addToCart);

    down.remove();
    await shopper.click({ role: 'button', name: 'Try again', within: alert });
    await shopper.find({ role: 'link', name: 'Cairnfield Gift Card', within: recentlyViewed });
    await expect.poll(() => shopper.count(failedAlert)).toBe(0);
    // Focus moved to the loaded content, not to <body>.
    expect(await shopper.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  },
};
