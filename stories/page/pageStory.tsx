/**
 * Shared setup of the page stories: the real <App> with services that talk to the in-browser fake
 * shop (stories/fixtures/giftCardShop.ts through page/test/fakeShopApp.ts), so every state is the
 * page's own code reacting to a shop answer, not a hand-made prop.
 */
import type { ReactElement } from 'react';
import { App, loadPageChunk } from '../../page/layout/App';
import { loadDetailsChunk } from '../../page/routes/product/ProductPage';
import { loadEGiftPreview } from '../../page/sections/EGiftPart';
import type { PageData } from '../../page/routes/registry';
import type { FakeShopState } from '../../page/test/fakeShopApp';
import { initialState } from '../../page/test/fakeShopApp';
import { fakeServices } from '../../page/test/fixtures';

export interface PageStoryArgs {
  data: PageData;
  /** Adjusts the fake shop before the page renders. */
  shop?: (state: FakeShopState) => void;
}

const PALETTE: Record<string, [string, string, string]> = {
  standard: ['Gift Card', '#1f5135', '#3f8a5b'],
  'bulk-summit': ['Summit', '#1d3557', '#457b9d'],
  'bulk-trail': ['Trail', '#5a3e1b', '#a47148'],
  'bulk-campfire': ['Campfire', '#7f1d1d', '#e76f51'],
  egift: ['eGift Card', '#264653', '#2a9d8f'],
  summit: ['Summit Edition', '#2b2d42', '#5c677d'],
};

/**
 * Card art as an inline SVG (the shop's /media/ routes do not exist in Storybook), so stories
 * show the same picture without network requests or broken images.
 */
export function cardArt(path: string): string {
  const design = /giftcards\/([a-z-]+)-(small|large)\.svg$/.exec(path)?.[1] ?? 'standard';
  const [label, from, to] = PALETTE[design] ?? PALETTE.standard!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="604" viewBox="0 0 960 604"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="960" height="604" rx="36" fill="url(#g)"/><text x="60" y="540" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">${label.toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function withInlineImages(data: PageData): PageData {
  if (data.kind !== 'product') return data;
  const product = data.product;
  return {
    ...data,
    product: {
      ...product,
      images: product.images.map((i) => ({
        ...i,
        small: cardArt(i.small),
        large: cardArt(i.large),
      })),
      skus: product.skus.map((s) => ({
        ...s,
        imageUrl: s.imageUrl ? cardArt(s.imageUrl) : null,
        thumbnailUrl: s.thumbnailUrl ? cardArt(s.thumbnailUrl) : null,
      })),
    },
  };
}

export function renderPageStory({ data, shop }: PageStoryArgs): ReactElement {
  const state = initialState();
  shop?.(state);
  const { services } = fakeServices({ state, now: () => new Date(STORY_NOW) });
  // Stories share one browser (and its local storage): the recently-viewed strip would show other
  // stories' products, or not, depending on timing. Its own tests cover it; here it stays empty.
  // The 'Tap to zoom' hint stays (it would go 3 s after hydration, mid-screenshot on a busy
  // machine); e2e/purchase-flows.spec.ts sees it go.
  const storyData: PageData = {
    ...data,
    config: {
      ...data.config,
      recentlyViewed: { guestLimit: 0, registeredLimit: 0 },
      timings: { ...data.config.timings, tapToZoomMessageMs: NEVER_MS },
    },
  };
  return <App data={withInlineImages(storyData)} services={services} />;
}

/**
 * Loads the page's own code and the parts it shows at once before the story renders, as the
 * browser entry does before hydrating, the details area (which the browser loads as it comes
 * near) and the eGift card's preview (which it loads as it hydrates): they then render at once,
 * so a screenshot never depends on how fast a busy machine compiles them. Use as the page
 * stories' `loaders`.
 */
export const pageStoryLoaders = [
  async ({ args }: { args: PageStoryArgs }) => {
    await Promise.all([loadPageChunk(args.data), loadDetailsChunk(), loadEGiftPreview()]);
    return {};
  },
];

/**
 * The stories' clock: 11:44 AM Central on a weekday, so the eGift arrival sentence ('Arrives by
 * about 1:44 PM Central') is the same whenever the screenshots are taken (in the evening it would
 * read 'Arrives tomorrow …', a line longer).
 */
const STORY_NOW = '2026-11-18T17:44:00Z';

/** A shop answer that never comes (for 'loading' states in stable screenshots). */
export const NEVER_MS = 24 * 60 * 60 * 1000;
