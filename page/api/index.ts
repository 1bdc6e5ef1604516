/**
 * The shop client: one typed function per endpoint of spec 7, over one fetch wrapper. Created by
 * the server and client entries and injected through ServicesContext (never imported as a global),
 * so stories and tests can pass fakes.
 */
import { createHttpClient, type HttpClient, type HttpClientOptions } from './http';
import { cartEndpoints } from './cart';
import { orderEndpoints } from './orders';
import { productEndpoints } from './product';
import { fraudEndpoints, profileEndpoints, recentlyViewedEndpoints } from './profile';
import { reviewsEndpoints } from './reviews';
import { storeEndpoints } from './stores';
import { walletEndpoints } from './wallet';

export function createShopClient(shop: HttpClient, reviews: HttpClient = shop) {
  return {
    ...productEndpoints(shop),
    ...storeEndpoints(shop),
    ...reviewsEndpoints(reviews),
    ...cartEndpoints(shop),
    ...orderEndpoints(shop),
    ...walletEndpoints(shop),
    ...profileEndpoints(shop),
    ...fraudEndpoints(shop),
    ...recentlyViewedEndpoints(shop),
  };
}
export type ShopClient = ReturnType<typeof createShopClient>;

export interface ShopClientOptions extends Omit<HttpClientOptions, 'baseUrl'> {
  shopOrigin: string;
  /** Defaults to the shop origin. */
  reviewsOrigin?: string | null;
}

export function createShopClientFor(options: ShopClientOptions): ShopClient {
  const { shopOrigin, reviewsOrigin, ...http } = options;
  const shop = createHttpClient({ ...http, baseUrl: shopOrigin });
  const reviews =
    reviewsOrigin && reviewsOrigin !== shopOrigin
      ? createHttpClient({ ...http, baseUrl: reviewsOrigin, headers: {} })
      : shop;
  return createShopClient(shop, reviews);
}

export { ApiError, isApiError, errorSummary, shopFailureOf } from './errors';
export type { HttpClient } from './http';
