/**
 * The browser's shop client without the client in the first load: the same `ShopClient`
 * interface, each call loading the real client (page/api/index.ts with its schemas and valibot)
 * from its own chunk on first use, then calling it. `preload()` starts that load early (the browser
 * entry does once the page has hydrated), so the first real call rarely waits and a failure
 * message can still be shown when the network goes down later.
 *
 * A chunk that does not load fails the call as a 'network' ApiError, like a request that never
 * completed, so callers keep one error path; the next call tries the load again.
 */
import type { ShopClient } from './index';
import { ApiError } from './errors';

/** Every method of ShopClient: TypeScript fails here when the client gains or loses one. */
const METHODS: Record<keyof ShopClient, true> = {
  getProduct: true,
  getPreviewProduct: true,
  getProductSummary: true,
  getInventory: true,
  selectStore: true,
  findStores: true,
  findStore: true,
  notifyBackInStock: true,
  getReviewStatistics: true,
  getReviews: true,
  getQuestions: true,
  addToCart: true,
  addToCartDeviceWallet: true,
  addToCartAccountWallet: true,
  restoreCart: true,
  getCart: true,
  getCartView: true,
  getOrder: true,
  updateOrder: true,
  getDeliveryOptions: true,
  getEgiftDeliveryOptions: true,
  removeAddressIdAssociation: true,
  updateShippingAddress: true,
  validateSameDay: true,
  updateSameDayWindow: true,
  orderSummary: true,
  paymentSummary: true,
  getTax: true,
  deviceWalletSession: true,
  deviceWalletExpress: true,
  guestIdentity: true,
  createAccountWalletPayment: true,
  updateAccountWalletPayment: true,
  executeAccountWalletPayment: true,
  placeAccountWalletOrder: true,
  getProfile: true,
  getRecentlyViewed: true,
  saveRecentlyViewed: true,
  fraudConfig: true,
  fraudSession: true,
  fraudGenerateCookie: true,
  fraudStoreCookie: true,
  fraudLocation: true,
};

export interface LazyShopClient extends ShopClient {
  /** Starts loading the real client now (idempotent); never rejects. */
  preload(): void;
}

export function createLazyShopClient(load: () => Promise<ShopClient>): LazyShopClient {
  let loading: Promise<ShopClient> | null = null;
  const client = (method: string): Promise<ShopClient> => {
    loading ??= load().catch((cause: unknown) => {
      loading = null;
      throw new ApiError({ kind: 'network', method, url: '(shop client chunk)', cause });
    });
    return loading;
  };
  const lazy = { preload: () => void client('preload').catch(() => undefined) } as LazyShopClient;
  for (const name of Object.keys(METHODS) as (keyof ShopClient)[]) {
    (lazy as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name] = (
      ...args
    ) =>
      client(name).then((real) => (real[name] as (...a: unknown[]) => Promise<unknown>)(...args));
  }
  return lazy;
}
