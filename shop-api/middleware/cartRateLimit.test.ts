import { afterAll, describe, expect, it } from 'vitest';
import { freshPgliteDir, regularAdd, removeScratch, startServer } from '../test/helpers.ts';
import type { ErrorAnswer } from '../test/helpers.ts';
import { parseRateLimit } from './cartRateLimit.ts';

afterAll(removeScratch);

interface CartAnswer {
  cart: { totalCartQuantity: number };
}

describe('cart creation rate limit', () => {
  it('answers 429 with Retry-After once a client starts too many carts; shoppers with a cart go on', async () => {
    let clock = Date.parse('2026-11-22T12:00:10Z');
    const server = await startServer({
      dataDir: freshPgliteDir(),
      now: () => new Date(clock),
      cartRateLimit: { limit: 3, windowMs: 60_000 },
    });
    try {
      const shopper = server.client();
      expect((await shopper.post('/api/cart/sku', regularAdd('20001', 1))).status).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        expect((await server.client().post('/api/cart/sku', regularAdd('20001', 1))).status).toBe(
          200,
        );
      }
      const refused = await server
        .client()
        .post<ErrorAnswer>('/api/cart/sku', regularAdd('20001', 1));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('50');
      expect(refused.headers.get('set-cookie')).toBeNull();
      expect(refused.body.errors[0]?.errorKey).toBe('_ERR_TOO_MANY_REQUESTS');
      const guest = await server.client().post('/api/identity/guest');
      expect(guest.status).toBe(429);
      // A shopper who already has a cart is not limited.
      expect((await shopper.post('/api/cart/sku', regularAdd('20001', 1))).status).toBe(200);
      // The next window starts afresh.
      clock += 60_000;
      expect((await server.client().post('/api/cart/sku', regularAdd('20001', 1))).status).toBe(
        200,
      );
    } finally {
      await server.close();
    }
  });

  it('counts a made-up cart cookie as a new cart: random WC_CART_ID tokens get 429 too', async () => {
    const server = await startServer({
      dataDir: freshPgliteDir(),
      now: () => new Date('2026-11-22T12:00:10Z'),
      cartRateLimit: { limit: 3, windowMs: 60_000 },
    });
    try {
      const madeUp = () => {
        const client = server.client();
        client.cookies.set('WC_CART_ID', crypto.randomUUID());
        return client;
      };
      const shopper = server.client();
      expect((await shopper.post('/api/cart/sku', regularAdd('20001', 1))).status).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        expect((await madeUp().post('/api/cart/sku', regularAdd('20001', 1))).status).toBe(200);
      }
      for (let i = 0; i < 3; i += 1) {
        const refused = await madeUp().post<ErrorAnswer>('/api/cart/sku', regularAdd('20001', 1));
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe('50');
        expect(refused.body.errors[0]?.errorKey).toBe('_ERR_TOO_MANY_REQUESTS');
      }
      expect((await madeUp().post('/api/identity/guest')).status).toBe(429);
      // The cookie the shop issued still names a known cart: its shopper goes on.
      expect((await shopper.post('/api/cart/sku', regularAdd('20001', 1))).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('reads SHOP_API_CART_RATE_LIMIT', () => {
    expect(parseRateLimit('20/60')).toEqual({ limit: 20, windowMs: 60_000 });
    expect(parseRateLimit(undefined)).toBeUndefined();
    expect(() => parseRateLimit('lots')).toThrow(/SHOP_API_CART_RATE_LIMIT/);
  });
});

describe('abandoned anonymous carts', () => {
  it('are deleted on start once untouched for the TTL; a signed-in cart and a recent one stay', async () => {
    const dataDir = freshPgliteDir();
    let clock = Date.parse('2026-11-01T12:00:00Z');
    const now = () => new Date(clock);
    const first = await startServer({ dataDir, now });
    const anonymous = first.client();
    const fresh = first.client();
    const registered = first.client();
    await registered.signIn();
    await anonymous.post('/api/cart/sku', regularAdd('20001', 2));
    await registered.post('/api/cart/sku', regularAdd('20001', 1));
    clock += 31 * 24 * 60 * 60 * 1000;
    await fresh.post('/api/cart/sku', regularAdd('20001', 3));
    await first.close();

    const second = await startServer({ dataDir, now });
    try {
      const cartOf = async (client: typeof anonymous) => {
        const copy = second.client();
        for (const [name, value] of client.cookies) copy.cookies.set(name, value);
        return (await copy.get<CartAnswer>('/api/cart/000000')).body.cart.totalCartQuantity;
      };
      expect(await cartOf(anonymous)).toBe(0);
      expect(await cartOf(fresh)).toBe(3);
      const copy = second.client();
      for (const [name, value] of registered.cookies) copy.cookies.set(name, value);
      await copy.signIn();
      expect((await copy.get<CartAnswer>('/api/cart/000000')).body.cart.totalCartQuantity).toBe(1);
    } finally {
      await second.close();
    }
  });
});
