/**
 * A tiny fake of the reference shop for tests: a Hono app serving the fixture JSON over real HTTP,
 * with a behaviour per endpoint group ('ok', 'slow', 'fail', 'malformed', 'missing') that a test
 * can switch at run time. Used by the server tests (when the real shop API is not wanted) and by
 * the e2e tests of the malformed / slow / failed states. Only imports hono and the fixtures, so
 * Playwright can load it directly.
 */
import { Hono, type Context } from 'hono';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import {
  inventoryResponse,
  previewResponse,
  productResponse,
  questionsResponse,
  reviewStatisticsResponse,
  reviewsResponse,
} from '../../stories/fixtures/giftCardShop';

export type Behaviour = 'ok' | 'slow' | 'fail' | 'malformed' | 'missing';
export type EndpointGroup = 'product' | 'inventory' | 'stats' | 'reviews' | 'notify' | 'cart';

export interface FakeShopState {
  behaviour: Record<EndpointGroup, Behaviour>;
  /** How long 'slow' endpoints wait before answering. */
  slowMs: number;
  /** Requests seen, newest last (method, path and query, correlation id header). */
  requests: { method: string; url: string; correlationId: string | null }[];
}

export function initialState(): FakeShopState {
  return {
    behaviour: {
      product: 'ok',
      inventory: 'ok',
      stats: 'ok',
      reviews: 'ok',
      notify: 'ok',
      cart: 'ok',
    },
    slowMs: 3000,
    requests: [],
  };
}

const MALFORMED: Record<EndpointGroup, unknown> = {
  // productinfo without its SKUs and with a numeric name: must be rejected, not rendered.
  product: { productinfo: { productId: '10001', name: 42, isGiftCard: 'Y' } },
  inventory: { data: { inventory: { online: 'lots' } } },
  stats: { Results: 'none' },
  reviews: { Results: [{ Rating: 'five' }] },
  notify: { backInStock: 'yes' },
  cart: { addToCart: [] },
};

export function createFakeShopApp(state: FakeShopState = initialState()) {
  const app = new Hono();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  app.use('*', async (c, next) => {
    state.requests.push({
      method: c.req.method,
      url: new URL(c.req.url).pathname + new URL(c.req.url).search,
      correlationId: c.req.header('x-correlation-id') ?? null,
    });
    await next();
  });

  async function answer(group: EndpointGroup, c: Context, body: () => unknown): Promise<Response> {
    const behaviour = state.behaviour[group];
    if (behaviour === 'slow') await sleep(state.slowMs);
    if (behaviour === 'fail') {
      return c.json(
        { errors: [{ errorKey: '_ERR_DEFAULT_KEY', message: 'Injected failure' }] },
        503,
      );
    }
    if (behaviour === 'malformed') return c.json(MALFORMED[group] as object);
    const value = behaviour === 'missing' ? null : body();
    if (value === null) {
      return c.json({ errors: [{ errorKey: '_ERR_NOT_FOUND', message: 'Not found' }] }, 404);
    }
    return c.json(value as object);
  }

  const productIdFromFilter = (filter: string | undefined) =>
    /^productid:eq:([A-Za-z0-9_-]+)$/i.exec(filter ?? '')?.[1] ?? '';

  app.get('/api/product/v2/:id', (c) =>
    answer('product', c, () => productResponse(c.req.param('id'))),
  );
  app.get('/api/preview/product/v2/:id', (c) =>
    answer('product', c, () => previewResponse(c.req.param('id'))),
  );
  app.get('/api/inventory/v2', (c) =>
    answer('inventory', c, () => inventoryResponse(c.req.query('productId') ?? '')),
  );
  app.get('/data/statistics.json', (c) =>
    answer('stats', c, () => reviewStatisticsResponse(productIdFromFilter(c.req.query('filter')))),
  );
  app.get('/data/reviews.json', (c) =>
    answer('reviews', c, () => reviewsResponse(productIdFromFilter(c.req.query('filter')))),
  );
  app.get('/data/questions.json', (c) =>
    answer('reviews', c, () => questionsResponse(productIdFromFilter(c.req.query('filter')))),
  );
  app.post('/api/inventory/notify', (c) =>
    answer('notify', c, () => ({ backInStock: { status: 'Success' } })),
  );
  app.post('/api/cart/sku', (c) =>
    answer('cart', c, () => ({
      addToCart: { orderId: '700001', totalQuantityAdded: 1, totalCartQuantity: 1, items: [] },
    })),
  );
  app.get('/media/*', (c) =>
    c.body(
      '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="604" viewBox="0 0 960 604"><rect width="960" height="604" fill="#1f5135"/></svg>',
      200,
      { 'content-type': 'image/svg+xml' },
    ),
  );
  app.all('*', (c) =>
    c.json({ errors: [{ errorKey: '_ERR_NOT_FOUND', message: 'No such route' }] }, 404),
  );
  return app;
}

export interface RunningFakeShop {
  origin: string;
  state: FakeShopState;
  set(group: EndpointGroup, behaviour: Behaviour): void;
  reset(): void;
  close(): Promise<void>;
}

/** Starts the fake shop on a free port of 127.0.0.1. */
export async function startFakeShop(): Promise<RunningFakeShop> {
  const state = initialState();
  const app = createFakeShopApp(state);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    state,
    set(group, behaviour) {
      state.behaviour[group] = behaviour;
    },
    reset() {
      const fresh = initialState();
      state.behaviour = fresh.behaviour;
      state.requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
