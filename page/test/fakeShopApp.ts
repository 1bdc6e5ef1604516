/**
 * A tiny fake of the reference shop: a fetch handler (Request → Response) serving the fixture
 * JSON, with a behaviour per endpoint group ('ok', 'slow', 'fail', 'malformed', 'missing') that a
 * test can switch at run time. No dependencies beyond the fixtures, so it runs anywhere: component
 * tests and stories call its `fetch` in-process; fakeShop.ts serves it over real HTTP for the
 * server and e2e tests.
 */
import {
  inventoryResponse,
  previewResponse,
  productResponse,
  questionsResponse,
  reviewStatisticsResponse,
  reviewsResponse,
} from '../../stories/fixtures/giftCardShop';

export type Behaviour = 'ok' | 'slow' | 'fail' | 'malformed' | 'missing';
export type EndpointGroup =
  'product' | 'inventory' | 'stats' | 'reviews' | 'notify' | 'cart' | 'stores';

export interface FakeShopState {
  behaviour: Record<EndpointGroup, Behaviour>;
  /** How long 'slow' endpoints wait before answering. */
  slowMs: number;
  /** Replaces the product answer (e.g. hostile text); null = the fixtures. */
  productOverride: ((id: string) => unknown) | null;
  /** The shopper's cart (GET /api/cart/{orderId}); null = no cart (000000). */
  cart: { orderId: string; totalCartQuantity: number } | null;
  /** The cart's order items as the shop sends them (GET /api/cart/{orderId}); [] = none. */
  cartItems: Record<string, unknown>[];
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
      stores: 'ok',
    },
    slowMs: 3000,
    productOverride: null,
    cart: null,
    cartItems: [],
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
  stores: { zipCode: '80012', stores: 'none' },
};

/** The one store the fake shop knows (GET /api/stores lists it for any ZIP). */
export const FAKE_STORE = {
  storeId: '0418',
  name: 'Cairnfield Aurora',
  address: { line1: '14200 East Alameda Avenue', city: 'Aurora', state: 'CO', zipCode: '80012' },
  hours: [{ days: 'Mon–Sun', open: '09:00', close: '21:00' }],
  distanceMiles: 0,
  isSTSv1: true,
  isSTSv2: true,
  isPickupEligible: true,
} as const;

export interface FakeShopApp {
  fetch(request: Request): Promise<Response>;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

const notFound = () =>
  json({ errors: [{ errorKey: '_ERR_NOT_FOUND', message: 'Not found' }] }, 404);

/** A card-shaped SVG, for /media/ requests. */
const CARD_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="604" viewBox="0 0 960 604"><rect width="960" height="604" rx="36" fill="#1f5135"/></svg>';

export function createFakeShopApp(state: FakeShopState = initialState()): FakeShopApp {
  // A slow answer's wait holds nothing up once its test is over (unref, in Node; the stories run
  // this stand-in in a browser, whose timers are plain numbers).
  const sleep = (ms: number) =>
    new Promise((r) => {
      const timer: unknown = setTimeout(r, ms);
      (timer as { unref?: () => void }).unref?.();
    });

  async function answer(
    group: EndpointGroup,
    body: () => unknown,
    status = 200,
  ): Promise<Response> {
    const behaviour = state.behaviour[group];
    if (behaviour === 'slow') await sleep(state.slowMs);
    if (behaviour === 'fail') {
      return json({ errors: [{ errorKey: '_ERR_DEFAULT_KEY', message: 'Injected failure' }] }, 503);
    }
    if (behaviour === 'malformed') return json(MALFORMED[group]);
    const value = behaviour === 'missing' ? null : body();
    return value === null ? notFound() : json(value, status);
  }

  const productIdFromFilter = (filter: string | null) =>
    /^productid:eq:([A-Za-z0-9_-]+)$/i.exec(filter ?? '')?.[1] ?? '';

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    const q = url.searchParams;
    const get = request.method === 'GET' || request.method === 'HEAD';
    let m: RegExpExecArray | null;
    if (get && (m = /^\/api\/product\/v2\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(m[1]!);
      return answer('product', () =>
        state.productOverride ? state.productOverride(id) : productResponse(id),
      );
    }
    if (get && (m = /^\/api\/preview\/product\/v2\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(m[1]!);
      return answer('product', () => previewResponse(id));
    }
    if (get && path === '/api/inventory/v2') {
      return answer('inventory', () => inventoryResponse(q.get('productId') ?? ''));
    }
    if (get && path === '/data/statistics.json') {
      return answer('stats', () => reviewStatisticsResponse(productIdFromFilter(q.get('filter'))));
    }
    if (get && path === '/data/reviews.json') {
      return answer('reviews', () => reviewsResponse(productIdFromFilter(q.get('filter'))));
    }
    if (get && path === '/data/questions.json') {
      return answer('reviews', () => questionsResponse(productIdFromFilter(q.get('filter'))));
    }
    if (get && path === '/api/stores') {
      return answer('stores', () => ({
        zipCode: q.get('zipCode') ?? '',
        radiusMiles: 100,
        stores: [FAKE_STORE],
      }));
    }
    if (request.method === 'POST' && path === '/api/inventory/notify') {
      return answer('notify', () => ({ backInStock: { status: 'Success' } }));
    }
    if (request.method === 'POST' && path === '/api/cart/sku') {
      return answer('cart', () => ({
        addToCart: { orderId: '700001', totalQuantityAdded: 1, totalCartQuantity: 1, items: [] },
      }));
    }
    if (get && /^\/api\/cart\/\d+$/.test(path)) {
      return answer('cart', () => ({
        cart: state.cart
          ? { ...state.cart, orderStatus: 'P', orderItems: state.cartItems }
          : { orderId: '000000', totalCartQuantity: 0, orderItems: [] },
      }));
    }
    if (request.method === 'POST' && path === '/api/orders/egiftCard/getdeliveryoptions') {
      const body = (await request.json().catch(() => ({}))) as { orderId?: string };
      if (!state.cart || body.orderId !== state.cart.orderId) return notFound();
      return json(
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
    }
    if (get && path.startsWith('/media/')) {
      return new Response(CARD_SVG, { headers: { 'content-type': 'image/svg+xml' } });
    }
    return json({ errors: [{ errorKey: '_ERR_NOT_FOUND', message: 'No such route' }] }, 404);
  }

  return {
    fetch(request) {
      const url = new URL(request.url);
      state.requests.push({
        method: request.method,
        url: url.pathname + url.search,
        correlationId: request.headers.get('x-correlation-id'),
      });
      return route(request);
    },
  };
}
