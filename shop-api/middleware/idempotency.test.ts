import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableBackends,
  freshStorage,
  key,
  regularAdd,
  removeScratch,
  startServer,
} from '../test/helpers.ts';
import type { AddToCartAnswer, ErrorAnswer, TestClient, TestServer } from '../test/helpers.ts';
import { ANONYMOUS_COOKIE_REPLAY_MS } from './idempotency.ts';

interface CartAnswer {
  cart: { orderId: string; totalCartQuantity: number };
}

afterAll(removeScratch);

/** The WC_CART_ID value an answer sets, if any. */
function cartCookieOf(headers: Headers): string | null {
  for (const cookie of headers.getSetCookie()) {
    const match = /^WC_CART_ID=([^;]*)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  return null;
}

describe.each(availableBackends())('idempotency keys per shopper on %s', (backend) => {
  let server: TestServer;
  // A clock the tests move, to step past the anonymous cookie-replay window.
  let clock = Date.now();

  beforeAll(async () => {
    server = await startServer({ ...(await freshStorage(backend)), now: () => new Date(clock) });
  });

  afterAll(async () => {
    await server.close();
  });

  const cartQuantity = async (client: TestClient) =>
    (await client.get<CartAnswer>('/api/cart/000000')).body.cart.totalCartQuantity;

  /** A shopper who already has a cart (and so a cart cookie). */
  async function shopperWithCart(): Promise<TestClient> {
    const client = server.client();
    await client.post('/api/cart/sku', regularAdd('20001', 1));
    expect(client.cookies.get('WC_CART_ID')).toBeTruthy();
    return client;
  }

  describe('another shopper with the same key', () => {
    it("runs as that shopper's own new request, never replaying the first answer", async () => {
      const owner = await shopperWithCart();
      const stranger = await shopperWithCart();
      const headers = { 'Idempotency-Key': key() };
      const first = await owner.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 2), {
        headers,
      });
      expect(first.status).toBe(200);

      const other = await stranger.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 2), {
        headers,
      });
      expect(other.status).toBe(200);
      expect(other.headers.get('idempotent-replayed')).toBeNull();
      expect(other.body.addToCart.orderId).not.toBe(first.body.addToCart.orderId);
      expect([await cartQuantity(owner), await cartQuantity(stranger)]).toEqual([3, 3]);

      // Each shopper's own retry still replays their own answer.
      const ownerRetry = await owner.post('/api/cart/sku', regularAdd('20001', 2), { headers });
      const strangerRetry = await stranger.post('/api/cart/sku', regularAdd('20001', 2), {
        headers,
      });
      expect(ownerRetry.headers.get('idempotent-replayed')).toBe('true');
      expect(ownerRetry.text).toBe(first.text);
      expect(strangerRetry.headers.get('idempotent-replayed')).toBe('true');
      expect(strangerRetry.text).toBe(other.text);
      expect([await cartQuantity(owner), await cartQuantity(stranger)]).toEqual([3, 3]);
    });

    it('is not refused with 422 for a different body, which only the same shopper gets', async () => {
      const owner = await shopperWithCart();
      const stranger = await shopperWithCart();
      const headers = { 'Idempotency-Key': key() };
      await owner.post('/api/cart/sku', regularAdd('20001', 1), { headers });
      const other = await stranger.post('/api/cart/sku', regularAdd('20001', 4), { headers });
      expect(other.status).toBe(200);
      expect(other.headers.get('idempotent-replayed')).toBeNull();
      expect(await cartQuantity(stranger)).toBe(5);
      const reused = await owner.post<ErrorAnswer>('/api/cart/sku', regularAdd('20001', 4), {
        headers,
      });
      expect(reused.status).toBe(422);
      expect(reused.body.errors[0]?.errorKey).toBe('_ERR_IDEMPOTENCY_KEY_REUSED');
      expect(await cartQuantity(owner)).toBe(2);
    });

    it("never hands a brand-new shopper's cart cookie to a shopper with a cookie", async () => {
      const newcomer = server.client();
      const headers = { 'Idempotency-Key': key() };
      const first = await newcomer.post('/api/cart/sku', regularAdd('20001', 2), { headers });
      const issued = cartCookieOf(first.headers);
      expect(issued).toBeTruthy();

      const stranger = await shopperWithCart();
      const ownCookie = stranger.cookies.get('WC_CART_ID');
      const other = await stranger.post('/api/cart/sku', regularAdd('20001', 2), { headers });
      expect(other.headers.get('idempotent-replayed')).toBeNull();
      expect(cartCookieOf(other.headers)).toBeNull();
      expect(stranger.cookies.get('WC_CART_ID')).toBe(ownCookie);
      expect(await cartQuantity(stranger)).toBe(3);
      expect(await cartQuantity(newcomer)).toBe(2);
    });

    it('keeps a signed-in shopper apart from a guest and from another profile', async () => {
      const headers = { 'Idempotency-Key': key() };
      const registered = server.client();
      await registered.signIn('demo-1');
      const first = await registered.post('/api/cart/sku', regularAdd('20001', 1), { headers });
      expect(first.status).toBe(200);
      const otherProfile = server.client();
      await otherProfile.signIn('demo-2');
      const second = await otherProfile.post('/api/cart/sku', regularAdd('20001', 1), {
        headers,
      });
      expect(second.headers.get('idempotent-replayed')).toBeNull();
      expect(cartCookieOf(second.headers)).not.toBe(cartCookieOf(first.headers));
    });
  });

  describe('a brand-new shopper (no cookie yet)', () => {
    it('retried without a cookie: replays body and cookie, and adds only once', async () => {
      const client = server.client();
      const headers = { 'Idempotency-Key': key() };
      const first = await client.post('/api/cart/sku', regularAdd('20001', 2), {
        headers,
        anonymous: true,
      });
      expect(first.status).toBe(200);
      // The answer was "lost": the retry has no cookie either.
      const retry = await client.post('/api/cart/sku', regularAdd('20001', 2), { headers });
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.text).toBe(first.text);
      expect(cartCookieOf(retry.headers)).toBe(cartCookieOf(first.headers));
      expect(await cartQuantity(client)).toBe(2);
    });

    it('retried with the cookie the first answer set: replays, adds only once', async () => {
      const client = server.client();
      const headers = { 'Idempotency-Key': key() };
      const first = await client.post('/api/cart/sku', regularAdd('20001', 2), { headers });
      expect(client.cookies.get('WC_CART_ID')).toBe(cartCookieOf(first.headers));
      const retry = await client.post('/api/cart/sku', regularAdd('20001', 2), { headers });
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.text).toBe(first.text);
      expect(await cartQuantity(client)).toBe(2);
      const reused = await client.post('/api/cart/sku', regularAdd('20001', 3), { headers });
      expect(reused.status).toBe(422);
    });

    it('does not hand the cart cookie to a cookie-less stranger once it has come back', async () => {
      const newcomer = server.client();
      const headers = { 'Idempotency-Key': key() };
      const first = await newcomer.post('/api/cart/sku', regularAdd('20001', 2), { headers });
      expect(cartCookieOf(first.headers)).toBeTruthy();
      // The newcomer got the answer and uses the cookie.
      expect(await cartQuantity(newcomer)).toBe(2);

      const stranger = server.client();
      const replay = await stranger.post('/api/cart/sku', regularAdd('20001', 2), { headers });
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.text).toBe(first.text);
      expect(replay.headers.get('set-cookie')).toBeNull();
      expect(stranger.cookies.size).toBe(0);
      expect(await cartQuantity(newcomer)).toBe(2);
    });

    it('does not hand the cart cookie to a cookie-less request after the replay window', async () => {
      const newcomer = server.client();
      const headers = { 'Idempotency-Key': key() };
      const first = await newcomer.post('/api/cart/sku', regularAdd('20001', 2), {
        headers,
        anonymous: true,
      });
      expect(cartCookieOf(first.headers)).toBeTruthy();
      clock += ANONYMOUS_COOKIE_REPLAY_MS + 1000;

      const late = await newcomer.post('/api/cart/sku', regularAdd('20001', 2), { headers });
      expect(late.status).toBe(200);
      expect(late.headers.get('idempotent-replayed')).toBe('true');
      expect(late.text).toBe(first.text);
      expect(late.headers.get('set-cookie')).toBeNull();
      // Not added again either: the late request has no cart and stays without one.
      expect(await cartQuantity(newcomer)).toBe(0);
    });

    it('refuses the same key with another body from a cookie-less request (422)', async () => {
      const headers = { 'Idempotency-Key': key() };
      await server.client().post('/api/cart/sku', regularAdd('20001', 1), { headers });
      const other = await server
        .client()
        .post<ErrorAnswer>('/api/cart/sku', regularAdd('20001', 2), { headers });
      expect(other.status).toBe(422);
      expect(other.body.errors[0]?.errorKey).toBe('_ERR_IDEMPOTENCY_KEY_REUSED');
      expect(other.headers.get('set-cookie')).toBeNull();
    });
  });
});

describe.each(availableBackends())(
  'a crash between the effect and the stored answer on %s',
  (backend) => {
    it('leaves neither, so the retry with the same key adds exactly once', async () => {
      let clock = Date.now();
      let crash = true;
      const server = await startServer({
        ...(await freshStorage(backend)),
        now: () => new Date(clock),
        faults: () => {
          if (crash) throw new Error('simulated crash after the add, before its key is recorded');
        },
      });
      try {
        const client = server.client();
        await client.post('/api/cart/sku', regularAdd('20001', 1));
        const headers = { 'Idempotency-Key': key() };
        const crashed = await client.post('/api/cart/sku', regularAdd('20001', 2), { headers });
        expect(crashed.status).toBe(500);
        crash = false;
        // Long after any "in progress" window: the retry runs again.
        clock += 10 * 60_000;
        const retry = await client.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 2), {
          headers,
        });
        expect(retry.status).toBe(200);
        const again = await client.post('/api/cart/sku', regularAdd('20001', 2), { headers });
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        const cart = await client.get<CartAnswer>('/api/cart/000000');
        expect(cart.body.cart.totalCartQuantity).toBe(3);
      } finally {
        await server.close();
      }
    });
  },
);
