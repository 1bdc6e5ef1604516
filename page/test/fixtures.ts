/**
 * Page data and services for component tests and stories, built from the shop fixtures the same
 * way the server builds them (schemas + reshape), with the shop client talking to the in-process
 * fake shop (no network: the fake's fetch handler is the edge).
 */
import { inertFraudSession } from '../storefront/fraud';
import { DEMO_PRODUCTS } from '../../shop-api/catalogue';
import { productResponse, previewResponse } from '../../stories/fixtures/giftCardShop';
import { createShopClient } from '../api';
import { createHttpClient } from '../api/http';
import { reshapeInventory, reshapeProduct, ZERO_REVIEW_STATS } from '../api/reshape';
import { productResponseWire } from '../api/wire';
import { defaultPublicConfig, type PublicConfig } from '../config';
import type { Inventory, Product, ReviewStats, SafeHtml } from '../domain';
import type { InitialResource } from '../hooks/useResource';
import type { ProductPageData } from '../routes/product/data';
import type { Shopper } from '../storefront/shopper';
import type { ReviewsProvider } from '../reviews/provider';
import { EMPTY_QUERY, type PageQuery } from '../routing/query';
import type { PageServices } from '../providers/ServicesProvider';
import { GUEST } from '../storefront/shopper';
import { createFakeShopApp, initialState, type FakeShopState } from './fakeShopApp';
import * as v from 'valibot';

/** Fixture HTML is trusted and already plain: tests and stories skip DOMPurify. */
const trusted = (html: string) => html as SafeHtml;

export function fixtureProduct(id: string, preview = false): Product {
  const wire = v.parse(productResponseWire, preview ? previewResponse(id) : productResponse(id));
  return reshapeProduct(wire, { sanitizeHtml: trusted, defaultBulkMinQuantity: 51 });
}

export function fixtureInventory(id: string): Inventory {
  const wire = v.parse(productResponseWire, productResponse(id));
  if (!wire.inventory) throw new Error(`no inventory for ${id}`);
  return reshapeInventory(wire.inventory);
}

export interface PageDataOptions {
  inventory?: InitialResource<Inventory>;
  reviewStats?: InitialResource<ReviewStats>;
  query?: Partial<PageQuery>;
  shopper?: Partial<Shopper>;
  config?: Partial<PublicConfig>;
  product?: Product;
}

const SLUG_BY_ID: Record<string, string> = Object.fromEntries(
  Object.values(DEMO_PRODUCTS).map((card) => [card.productId, card.slug]),
);

export function fixturePageData(id: string, options: PageDataOptions = {}): ProductPageData {
  const product = options.product ?? fixtureProduct(id);
  return {
    kind: 'product',
    slug: SLUG_BY_ID[id] ?? id,
    product,
    inventory: options.inventory ?? { status: 'ready', data: fixtureInventory(id) },
    reviewStats: options.reviewStats ?? {
      status: 'ready',
      data: { ...ZERO_REVIEW_STATS, average: product.rating.average, count: product.rating.count },
    },
    query: { ...EMPTY_QUERY, ...options.query },
    shopper: { ...GUEST, ...options.shopper },
    // Component tests run without the wallet simulator (the e2e tests drive it): no wallet
    // is available in jsdom, so both express buttons stay hidden.
    config: {
      ...defaultPublicConfig,
      wallets: { ...defaultPublicConfig.wallets, simulator: false },
      ...options.config,
    },
  };
}

export interface FakeServices {
  services: PageServices;
  state: FakeShopState;
  /** Requests the page made, as `METHOD path?query`. */
  calls: () => string[];
}

export function fakeServices(
  options: {
    state?: FakeShopState;
    nonce?: string | null;
    provider?: () => Promise<ReviewsProvider>;
    /** The clock. @default the real one */
    now?: () => Date;
  } = {},
): FakeServices {
  const state = options.state ?? initialState();
  const app = createFakeShopApp(state);
  const http = createHttpClient({
    baseUrl: 'http://shop.test',
    fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
    retries: 0,
    timeoutMs: 5000,
  });
  return {
    state,
    calls: () => state.requests.map((r) => `${r.method} ${r.url}`),
    services: {
      shop: createShopClient(http),
      loadSanitizer: () => Promise.resolve(trusted),
      nonce: options.nonce ?? 'test-nonce',
      submissionKey: null,
      loadReviewsProvider:
        options.provider ??
        (() => import('../reviews/defaultProvider').then((m) => m.defaultReviewsProvider)),
      fraud: inertFraudSession(),
      now: options.now ?? (() => new Date()),
    },
  };
}
