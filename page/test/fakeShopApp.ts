/**
 * A tiny fake of the reference shop: a Hono app serving the fixture JSON, with a behaviour per
 * endpoint group ('ok', 'slow', 'fail', 'malformed', 'missing') that a test can switch at run
 * time. Browser-safe (Hono and the fixtures only): component tests and stories call its `fetch`
 * in-process; fakeShop.ts serves it over real HTTP for the server and e2e tests.
 */
import { Hono, type Context } from 'hono';
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
  /** Replaces the product answer (e.g. hostile text); null = the fixtures. */
  productOverride: ((id: string) => unknown) | null;
  /** The shopper's cart (GET /api/cart/{orderId}); null = no cart (000000). */
  cart: { orderId: string; totalCartQuantity: number } | null;
  /** eGift order items of the cart (POST /api/orders/egiftCard/getdeliveryoptions). */
  egiftItems: Record<string, unknown>[];
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
    productOverride: null,
    cart: null,
    egiftItems: [],
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
    answer('product', c, () =>
      state.productOverride
        ? state.productOverride(c.req.param('id'))
        : productResponse(c.req.param('id')),
    ),
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
  app.get('/api/cart/:orderId', (c) =>
    answer('cart', c, () => ({
      cart: state.cart
        ? { ...state.cart, orderStatus: 'P', orderItems: [] }
        : { orderId: '000000', totalCartQuantity: 0, orderItems: [] },
    })),
  );
  app.post('/api/orders/egiftCard/getdeliveryoptions', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { orderId?: string };
    if (!state.cart || body.orderId !== state.cart.orderId) {
      return c.json({ errors: [{ errorKey: '_ERR_NOT_FOUND', message: 'Order not found' }] }, 404);
    }
    return c.json(
      {
        data: {
          egiftcarddeliveryoptions: {
            orderId: state.cart.orderId,
            eGiftCards: { orderItems: state.egiftItems },
          },
        },
      },
      201,
    );
  });
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
