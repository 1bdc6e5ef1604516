/**
 * The product page's data (Hydrogen's pattern): the critical data is awaited, with a 404 for a
 * missing product; inventory and review statistics are given a short time budget and otherwise
 * left for the browser to fetch (they never fail the page). The selected store's name (for the
 * store line, spec 9) has the same budget; without it the line says the store's id.
 */
import type { PublicConfig } from '../../config';
import type { Inventory, ReviewStats } from '../../domain';
import type { ShopClient } from '../../api';
import { isApiError } from '../../api/errors';
import { ZERO_REVIEW_STATS } from '../../api/reshape';
import type { InitialResource } from '../../hooks/useResource';
import type { ProductPageData } from './data';
import type { Shopper } from '../../storefront/shopper';
import type { PageQuery } from '../../routing/query';
import type { SanitizeHtml } from '../../sanitize/policy';

export type ProductLoad =
  { kind: 'ok'; data: ProductPageData } | { kind: 'not-found' } | { kind: 'error'; error: unknown };

export interface LoadInput {
  slug: string;
  productId: string;
  query: PageQuery;
  shopper: Shopper;
}

export interface LoadContext {
  shop: ShopClient;
  /** The same shop without retries, for the calls that only have a short budget anyway. */
  secondaryShop?: ShopClient;
  sanitizeHtml: SanitizeHtml;
  /** Spec 9: the bulk minimum when the product gives none. */
  defaultBulkMinQuantity: number;
  /** PRESET_AMOUNTS, or null for the product's own amounts. */
  presetAmounts: readonly number[] | null;
  /** How long inventory and review statistics may take before the page goes without them. */
  secondaryDataWaitMs: number;
  publicConfig: PublicConfig;
}

const TIMED_OUT = Symbol('timed out');

/** Resolves with the value, or TIMED_OUT once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function settle<T>(promise: Promise<T>, ms: number): Promise<InitialResource<T>> {
  try {
    const result = await within(promise, ms);
    return result === TIMED_OUT ? { status: 'loading' } : { status: 'ready', data: result };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

export async function loadProductPage(ctx: LoadContext, input: LoadInput): Promise<ProductLoad> {
  const { shop } = ctx;
  const secondary = ctx.secondaryShop ?? shop;
  const storeId = input.shopper.storeId ?? undefined;
  const productQuery = storeId ? { storeId } : {};

  // The secondary calls start at once, in parallel with the product.
  const budget = new AbortController();
  const reviewStatsCall = secondary.getReviewStatistics({
    productId: input.productId,
    signal: budget.signal,
  });
  // Handled below; this only keeps an early rejection from counting as unhandled meanwhile.
  reviewStatsCall.catch(() => undefined);
  const storeNameCall = selectedStoreName(secondary, input.shopper, budget.signal);
  storeNameCall.catch(() => undefined);

  const shaping = {
    sanitizeHtml: ctx.sanitizeHtml,
    defaultBulkMinQuantity: ctx.defaultBulkMinQuantity,
    presetAmounts: ctx.presetAmounts,
  };
  let answer;
  try {
    answer = input.query.previewId
      ? await shop.getPreviewProduct(
          { id: input.query.previewId, token: input.query.previewToken },
          shaping,
          productQuery,
        )
      : await shop.getProduct(input.productId, shaping, productQuery);
  } catch (error) {
    budget.abort();
    // A preview without a valid signed link (403) is a page like any unknown one.
    const missing = input.query.previewId ? [403, 404] : [404];
    if (isApiError(error) && error.kind === 'http' && missing.includes(error.status ?? 0)) {
      return { kind: 'not-found' };
    }
    return { kind: 'error', error };
  }

  const { product } = answer;
  const inventoryCall: Promise<Inventory> = answer.inventory
    ? Promise.resolve(answer.inventory)
    : secondary.getInventory({ productId: product.productId, storeId, signal: budget.signal });

  const [inventory, stats, storeName] = await Promise.all([
    settle(inventoryCall, ctx.secondaryDataWaitMs),
    settle(reviewStatsCall, ctx.secondaryDataWaitMs),
    settle(storeNameCall, ctx.secondaryDataWaitMs),
  ]);
  // Whatever did not come in time is fetched again by the browser; stop waiting for it here. Only
  // then: an abort makes a DOMException with its stack, about 20 µs of every page served.
  if ([inventory, stats, storeName].some((result) => result.status === 'loading')) budget.abort();

  // Spec 7: a failed statistics call falls back to zeros.
  const reviewStats: InitialResource<ReviewStats> =
    stats.status === 'error' ? { status: 'ready', data: ZERO_REVIEW_STATS } : stats;

  return {
    kind: 'ok',
    data: {
      kind: 'product',
      slug: input.slug,
      product,
      inventory,
      reviewStats,
      query: input.query,
      shopper: input.shopper,
      config: ctx.publicConfig,
      storeName: storeName.status === 'ready' ? storeName.data : null,
    },
  };
}

/**
 * The selected store's name: the store is looked up near its own ZIP code (the storeZipCode
 * cookie, kept with the choice). Null without a store or its ZIP, or when the shop does not list it.
 */
async function selectedStoreName(
  shop: ShopClient,
  shopper: Shopper,
  signal: AbortSignal,
): Promise<string | null> {
  const storeId = shopper.storeId;
  const zipCode = shopper.zipCodes.store;
  if (!storeId || !zipCode) return null;
  const store = await shop.findStore({ storeId, zipCode, signal });
  return store?.name ?? null;
}
