import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freshPostgresUrl, key, regularAdd, startServer } from './test/helpers.ts';
import type { AddToCartAnswer, TestServer, TestClient } from './test/helpers.ts';

interface CartAnswer {
  cart: { orderId: string; totalCartQuantity: number; orderItems?: unknown[] };
}

/** The same shopper (the same cookies) talking to another instance. */
function sameShopperOn(server: TestServer, client: TestClient): TestClient {
  const other = server.client();
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/**
 * Two instances of the shop API on one PostgreSQL database, as behind a load balancer: every
 * state is in the database, so either instance serves any request of any shopper.
 */
describe.skipIf(!inject('postgresUrl'))('two instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const databaseUrl = await freshPostgresUrl();
    a = await startServer({ databaseUrl });
    b = await startServer({ databaseUrl });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('reads and changes through one instance a cart made through the other', async () => {
    const onA = a.client();
    const added = await onA.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 2));
    expect(added.status).toBe(200);
    const onB = sameShopperOn(b, onA);
    const seen = await onB.get<CartAnswer>('/api/cart/000000');
    expect(seen.body.cart).toMatchObject({
      orderId: added.body.addToCart.orderId,
      totalCartQuantity: 2,
    });
    const more = await onB.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 1));
    expect(more.body.addToCart.orderId).toBe(added.body.addToCart.orderId);
    expect((await onA.get<CartAnswer>('/api/cart/000000')).body.cart.totalCartQuantity).toBe(3);
  });

  it('replays an idempotency key on the other instance without adding again', async () => {
    const onA = a.client();
    await onA.post('/api/cart/sku', regularAdd('20001', 1));
    const headers = { 'Idempotency-Key': key() };
    const first = await onA.post('/api/cart/sku', regularAdd('20001', 2), { headers });
    const onB = sameShopperOn(b, onA);
    const replay = await onB.post('/api/cart/sku', regularAdd('20001', 2), { headers });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(first.text);
    expect((await onB.get<CartAnswer>('/api/cart/000000')).body.cart.totalCartQuantity).toBe(3);
  });

  it('runs concurrent duplicates across both instances once', async () => {
    const onA = a.client();
    await onA.post('/api/cart/sku', regularAdd('20001', 1));
    const onB = sameShopperOn(b, onA);
    const headers = { 'Idempotency-Key': key() };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? onA : onB).post('/api/cart/sku', regularAdd('20001', 1), { headers }),
      ),
    );
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    expect((await onA.get<CartAnswer>('/api/cart/000000')).body.cart.totalCartQuantity).toBe(2);
  });

  it('shares the session secret: a sign-in on one instance is valid on the other', async () => {
    const onA = a.client();
    await onA.signIn();
    const onB = sameShopperOn(b, onA);
    expect((await onB.get('/api/profile/r2/demo-1')).status).toBe(200);
  });
});
