/**
 * Records this product page as viewed (once the recently-viewed chunk has loaded) and returns
 * the products viewed before it. Signed-in shoppers' views also go to the shop
 * (POST /api/profile/recentlyviewed), fire-and-forget: a failure is logged, nothing else.
 */
import { useEffect, useState } from 'react';
import type { PublicConfig } from '../config';
import type { Product } from '../domain';
import type { Shopper } from '../pageData';
import { useServices } from '../services';
import { browserStorage } from './localState';
import {
  earlierProducts,
  itemFor,
  readRecentlyViewed,
  recentlyViewedLimit,
  recordView,
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
    earlierProducts(readRecentlyViewed(browserStorage()), productId).slice(0, limit),
  );

  useEffect(() => {
    const item = itemFor({ productId, name, images }, slug);
    recordView(browserStorage(), item, limit);
    if (shopper.signedIn && limit > 0) {
      shop
        .saveRecentlyViewed(item)
        .catch((error: unknown) => console.warn('[recently viewed] not saved to the shop', error));
    }
  }, [shop, productId, name, images, slug, limit, shopper.signedIn]);

  return items;
}
