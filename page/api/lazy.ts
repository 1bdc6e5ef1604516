/**
 * The browser's shop client, loaded as it is needed: the same `ShopClient` interface, each call
 * loading the real client on first use, then calling it.
 * - The calls a page makes before the shopper does anything (early.ts: the cart's count, the fraud
 *   collector's) load a small client, with only the schemas they read.
 * - Every other call loads the whole client (page/api/index.ts with its schemas). `preload()`
 *   starts that load early: the browser entry does at the shopper's first sign of use, so a
 *   visit that only looks never fetches it, and the first real call rarely waits.
 *
 * A client that does not load fails the call as a 'network' ApiError, like a request that never
 * completed, so callers keep one error path; the next call tries the load again.
 */
import type { EarlyShopClient } from './early';
import type { ShopClient } from './index';

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

/** The calls early.ts serves: TypeScript fails here when it gains or loses one. */
const EARLY_METHODS: Record<keyof EarlyShopClient, true> = {
  getCart: true,
  fraudConfig: true,
  fraudSession: true,
  fraudGenerateCookie: true,
  fraudStoreCookie: true,
  fraudLocation: true,
};

export interface LazyShopClient extends ShopClient {
  /** Starts loading the whole client now (idempotent); never rejects. */
  preload(): void;
  /** Starts loading the early calls' client now (idempotent); never rejects. */
  preloadEarly(): void;
}

export interface LazyShopClientLoaders {
  /** The whole client. */
  load: () => Promise<ShopClient>;
  /** The early calls' client; without it, they load the whole client too. */
  loadEarly?: () => Promise<EarlyShopClient>;
}

/**
 * Loads `load` once, until it fails: a failure is a network ApiError and the next call loads again.
 * The error's class comes with the early calls' chunk (errors.ts), which every page has fetched by
 * the time it calls the shop, not with the page's first load.
 */
function once<T>(load: () => Promise<T>): (method: string) => Promise<T> {
  let loading: Promise<T> | null = null;
  return (method) =>
    (loading ??= load().catch(async (cause: unknown) => {
      loading = null;
      const { ApiError } = await import('./errors');
      throw new ApiError({ kind: 'network', method, url: '(shop client chunk)', cause });
    }));
}

export function createLazyShopClient({ load, loadEarly }: LazyShopClientLoaders): LazyShopClient {
  const whole = once(load);
  const early = loadEarly ? once(loadEarly) : whole;
  const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);
  const lazy = {
    preload: () => quietly(whole('preload')),
    preloadEarly: () => quietly(early('preload')),
  } as LazyShopClient;
  const methods = lazy as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of Object.keys(METHODS) as (keyof ShopClient)[]) {
    const client = name in EARLY_METHODS ? early : whole;
    methods[name] = (...args) =>
      client(name).then((real) =>
        ((real as Record<string, unknown>)[name] as (...a: unknown[]) => Promise<unknown>)(...args),
      );
  }
  return lazy;
}
