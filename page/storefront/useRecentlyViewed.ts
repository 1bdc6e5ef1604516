/**
 * Returns the products viewed before this one and keeps the list: the views the browser entry
 * noted when pages were shown (pendingViews.ts, this page's among them) are folded into it, and
 * this page is recorded. Signed-in shoppers' views also go to the shop
 * (POST /api/profile/recentlyviewed), fire-and-forget: a failure is logged, nothing else.
 */
import { useEffect, useState } from 'react';
import type { PublicConfig } from '../config';
import type { Product } from '../domain';
import type { Shopper } from './shopper';
import { useServices } from '../providers/ServicesProvider';
import { browserStorage } from './localState';
import {
  earlierProducts,
  itemFor,
  readRecentlyViewedWithPending,
  recentlyViewedLimit,
  recordView,
  settlePendingViews,
  type RecentlyViewedItem,
} from './recentlyViewed';

export interface UseRecentlyViewedInput {
  product: Pick<Product, 'productId' | 'name' | 'images'>;
  slug: string;
  shopper: Pick<Shopper, 'visitorKind' | 'signedIn'>;
  limits: PublicConfig['recentlyViewed'];
}

/**
 * The products viewed before this one. The component using it is a lazy chunk that only ever
 * renders in the browser, so the list is read from storage while rendering (a pure read); the
 * view itself is recorded in an effect.
 */
export function useRecentlyViewed({
  product,
  slug,
  shopper,
  limits,
}: UseRecentlyViewedInput): RecentlyViewedItem[] {
  const { shop } = useServices();
  const limit = recentlyViewedLimit(shopper.visitorKind, limits);
  const { productId, name, images } = product;
  const [items] = useState(() =>
    earlierProducts(readRecentlyViewedWithPending(browserStorage(), limit), productId).slice(
      0,
      limit,
    ),
  );

  useEffect(() => {
    const storage = browserStorage();
    const item = itemFor({ productId, name, images }, slug);
    // Views of pages left before this code arrived, oldest first, then this one.
    const earlier = settlePendingViews(storage, limit).filter((v) => v.productId !== productId);
    recordView(storage, item, limit);
    if (shopper.signedIn && limit > 0) {
      for (const view of [...earlier.reverse(), item]) {
        shop
          .saveRecentlyViewed(view)
          .catch((error: unknown) =>
            console.warn('[recently viewed] not saved to the shop', error),
          );
      }
    }
  }, [shop, productId, name, images, slug, limit, shopper.signedIn]);

  return items;
}
