import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  applePayExpressOrder,
  availableBackends,
  freshPostgresUrl,
  freshStorage,
  key,
  regularAdd,
  removeScratch,
  startServer,
} from './test/helpers.ts';
import type { AddToCartAnswer, ErrorAnswer, TestClient, TestServer } from './test/helpers.ts';

/**
 * Exactly once under every race: requests that arrive together (a double tap, a retrying client,
 * a wallet sheet answering twice, two instances behind a load balancer) change the shop as if
 * they had come one after the other. Each runs on PGlite (one connection: transactions take
 * turns) and on PostgreSQL (a pool: transactions truly overlap, so only row locks and
 * constraints keep them apart).
 */

/** Stock enough that the order limits (spec 9), not the stock, stop an add. */
const STOCK = { '20001': 10_000 };

/** How many requests go out at once. */
const N = 20;

interface CartAnswer {
  cart: {
    orderId: string;
    totalCartQuantity: number;
    orderItems: { skuId: string; quantity: number }[];
  };
}

interface OrderAnswer {
  order: { orderStatus: string; placedAt?: string | null };
}

/** A shopper whose cart session exists, so every parallel request carries the same cookie. */
async function shopperOn(server: TestServer): Promise<TestClient> {
  const shopper = server.client();
  expect((await shopper.post('/api/identity/guest')).status).toBe(200);
  return shopper;
}

/** The same shopper (the same cookies) talking to another instance. */
function sameShopperOn(server: TestServer, client: TestClient): TestClient {
  const other = server.client();
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/** A pending express order of one $25 card, made through the device wallet's add. */
async function expressOrder(shopper: TestClient): Promise<string> {
  const added = await shopper.post<AddToCartAnswer>(
    '/api/cart/applepay/sku',
    regularAdd('20001', 1),
  );
  expect(added.status).toBe(200);
  return added.body.addToCart.orderId;
}

const statusesOf = (answers: { status: number }[]) =>
  answers.map((answer) => answer.status).sort((x, y) => x - y);

afterAll(removeScratch);

describe.each(availableBackends())('requests racing each other on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ ...(await freshStorage(backend)), stockLevels: STOCK });
  });

  afterAll(async () => {
    await server?.close();
  });

  it(`adds one line for ${N} parallel adds with one idempotency key, and answers each the same`, async () => {
    const shopper = await shopperOn(server);
    const headers = { 'Idempotency-Key': key() };
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        shopper.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 2), { headers }),
      ),
    );
    expect(statusesOf(answers)).toEqual(Array.from({ length: N }, () => 200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers[0]?.body.addToCart).toMatchObject({ totalQuantityAdded: 2 });
    // One ran; every other one is the stored answer, replayed.
    const ran = answers.filter((answer) => answer.headers.get('idempotent-replayed') === null);
    expect(ran).toHaveLength(1);
    const cart = await shopper.get<CartAnswer>('/api/cart/000000');
    expect(cart.body.cart.orderItems.map((item) => [item.skuId, item.quantity])).toEqual([
      ['20001', 2],
    ]);
  });

  it.each([
    ['each with its own idempotency key', () => ({ 'Idempotency-Key': key() })],
    ['without idempotency keys', () => ({})],
  ])(
    `never goes over 50 standard cards (spec 9) with ${N} parallel adds %s`,
    async (_label, headers) => {
      const shopper = await shopperOn(server);
      expect((await shopper.post('/api/cart/sku', regularAdd('20001', 45))).status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: N }, () =>
          shopper.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 1), {
            headers: headers(),
          }),
        ),
      );
      // Five fit; every other one hears the limit with the cart as it was then.
      expect(statusesOf(answers)).toEqual([
        ...Array.from({ length: 5 }, () => 200),
        ...Array.from({ length: N - 5 }, () => 400),
      ]);
      for (const refused of answers.filter((answer) => answer.status === 400)) {
        expect(refused.body.addToCart).toMatchObject({
          exceptionCode: '_EXCESS_QUANTITY_TO_BUY_NON_BULK_GIFTCARD',
          totalQuantityAdded: 0,
          totalCartQuantity: 50,
        });
      }
      const cart = await shopper.get<CartAnswer>('/api/cart/000000');
      expect(cart.body.cart.totalCartQuantity).toBe(50);
      expect(cart.body.cart.orderItems.map((item) => [item.skuId, item.quantity])).toEqual([
        ['20001', 50],
      ]);
    },
  );

  it('places a wallet order posted several times at once exactly once', async () => {
    const shopper = await shopperOn(server);
    const orderId = await expressOrder(shopper);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        shopper.post<ErrorAnswer & { placeOrder?: { placedAt: string } }>(
          `/api/orders/${orderId}/applepayExpress`,
          applePayExpressOrder(orderId),
          { headers: { 'Idempotency-Key': key() } },
        ),
      ),
    );
    expect(statusesOf(answers)).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.errors[0]?.errorKey).toBe('_ERR_ORDER_NOT_PENDING');
    }
    const placed = answers.find((answer) => answer.status === 200);
    const order = await shopper.get<OrderAnswer>(`/api/orders/${orderId}`);
    expect(order.body.order).toMatchObject({
      orderStatus: 'M',
      placedAt: placed?.body.placeOrder?.placedAt,
    });
  });

  it('gives an order cancelled while it is placed one outcome: placed, or cancelled', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const shopper = await shopperOn(server);
      const orderId = await expressOrder(shopper);
      // Which one is sent first alternates, so both orders of arrival are tried.
      const place = () =>
        shopper.post(`/api/orders/${orderId}/applepayExpress`, applePayExpressOrder(orderId));
      const cancel = () => shopper.post(`/api/orders/${orderId}`, { action: 'cancel' });
      const [placed, cancelled] =
        round % 2 === 0
          ? await Promise.all([place(), cancel()])
          : await Promise.all([cancel(), place()]).then(([x, y]) => [y, x] as const);
      expect([placed.status, cancelled.status].sort()).toEqual([200, 409]);
      const order = await shopper.get<OrderAnswer>(`/api/orders/${orderId}`);
      // The order is what the one answer of 200 said.
      expect(order.body.order.orderStatus).toBe(placed.status === 200 ? 'M' : 'X');
      outcomes.add(order.body.order.orderStatus);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

/** The same races spread over two instances on one PostgreSQL, as behind a load balancer. */
describe.skipIf(!inject('postgresUrl'))(
  'requests racing across two instances on PostgreSQL',
  () => {
    let a: TestServer;
    let b: TestServer;

    beforeAll(async () => {
      const databaseUrl = await freshPostgresUrl();
      a = await startServer({ databaseUrl, stockLevels: STOCK });
      b = await startServer({ databaseUrl, stockLevels: STOCK });
    });

    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it(`adds once for ${N} parallel adds with one key over both instances`, async () => {
      const onA = await shopperOn(a);
      const onB = sameShopperOn(b, onA);
      const headers = { 'Idempotency-Key': key() };
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          (i % 2 === 0 ? onA : onB).post('/api/cart/sku', regularAdd('20001', 3), { headers }),
        ),
      );
      expect(statusesOf(answers)).toEqual(Array.from({ length: N }, () => 200));
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
      const cart = await onB.get<CartAnswer>('/api/cart/000000');
      expect(cart.body.cart.totalCartQuantity).toBe(3);
    });

    it('never goes over the limit, nor places twice, over both instances', async () => {
      const onA = await shopperOn(a);
      const onB = sameShopperOn(b, onA);
      expect((await onA.post('/api/cart/sku', regularAdd('20001', 48))).status).toBe(200);
      const adds = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          (i % 2 === 0 ? onA : onB).post('/api/cart/sku', regularAdd('20001', 1), {
            headers: { 'Idempotency-Key': key() },
          }),
        ),
      );
      expect(adds.filter((answer) => answer.status === 200)).toHaveLength(2);
      expect((await onB.get<CartAnswer>('/api/cart/000000')).body.cart.totalCartQuantity).toBe(50);

      const orderId = await expressOrder(onA);
      const placements = await Promise.all(
        [onA, onB, onA, onB].map((client) =>
          client.post(`/api/orders/${orderId}/applepayExpress`, applePayExpressOrder(orderId)),
        ),
      );
      expect(statusesOf(placements)).toEqual([200, 409, 409, 409]);
    });
  },
);
