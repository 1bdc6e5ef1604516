/**
 * What a shop answer means for the business counters (docs/operations.md, "Metrics"): an add to
 * cart added or refused and why, an order placed or refused and why, a write answered from its
 * idempotency record, a sign-in refused and why, a request stopped by a rate limit. Read from the
 * answer (route, status, the error key the shop refused with, the replay header), after the route
 * has run, so the routes and their rules stay as they are.
 */

/** The add-to-cart endpoints (both spellings of spec 7's cart-item switch). */
const ADD_ROUTES = new Set(
  ['/api/cart', '/api/cartitem'].flatMap((prefix) => [
    `${prefix}/sku`,
    `${prefix}/applepay/sku`,
    `${prefix}/paypal/sku`,
  ]),
);

/** The endpoints that place an order (the device wallet's and PayPal's express checkouts). */
const ORDER_ROUTES = new Set([
  '/api/orders/:orderId/applepayExpress',
  '/api/orders/:orderId/payments/paypalexpress',
]);

const SIGN_IN_ROUTE = '/api/identity/login';

/** Routes behind the new-cart limit (middleware/cartRateLimit.ts). */
const NEW_CART_ROUTES = new Set([...ADD_ROUTES, '/api/identity/guest']);

export type OutcomeCounter =
  'cartAdditions' | 'orders' | 'idempotentReplays' | 'signInRefusals' | 'rateLimited';

export interface Outcome {
  counter: OutcomeCounter;
  labels: Record<string, string>;
}

export interface Answered {
  method: string;
  /** The route pattern, as a label (telemetry/httpTelemetry.ts, routeLabel). */
  route: string;
  status: number;
  /** The error key the shop refused with, if it did. */
  errorKey: string | null;
  /** Answered from an idempotency record (Idempotent-Replayed: true). */
  replayed: boolean;
}

export function outcomesOf(answer: Answered): Outcome[] {
  const { method, route, status } = answer;
  if (method !== 'POST') return [];
  const ok = status >= 200 && status < 300;
  const reason = answer.errorKey ?? `http_${status}`;
  const found: Outcome[] = [];
  if (ADD_ROUTES.has(route)) {
    found.push({ counter: 'cartAdditions', labels: { route, outcome: ok ? 'added' : reason } });
  }
  if (ORDER_ROUTES.has(route)) {
    found.push({ counter: 'orders', labels: { route, outcome: ok ? 'placed' : reason } });
  }
  if (answer.replayed) found.push({ counter: 'idempotentReplays', labels: { route } });
  if (route === SIGN_IN_ROUTE && status >= 400 && status < 500) {
    found.push({ counter: 'signInRefusals', labels: { reason } });
  }
  if (status === 429) {
    const limit =
      route === SIGN_IN_ROUTE ? 'sign_in' : NEW_CART_ROUTES.has(route) ? 'new_cart' : 'other';
    found.push({ counter: 'rateLimited', labels: { limit } });
  }
  return found;
}
