import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DENVER_ADDRESS,
  applePayExpressOrder,
  egiftAdd,
  freshPgliteDir,
  key,
  regularAdd,
  removeScratch,
  startServer,
} from '../test/helpers.ts';
import type { AddToCartAnswer, TestClient, TestServer } from '../test/helpers.ts';

interface CartAnswer {
  cart: { orderId: string; totalCartQuantity: number };
}

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ dataDir: freshPgliteDir() });
});

afterAll(async () => {
  await server.close();
  removeScratch();
});

const CART = 'WC_CART_ID';
/** A browser holding only the cart cookie `token` (left behind, copied or planted). */
function holding(token: string): TestClient {
  const client = server.client();
  client.cookies.set(CART, token);
  return client;
}
const cartOf = (client: TestClient) => client.get<CartAnswer>('/api/cart/000000');

describe('the cart cookie at sign-in and sign-out', () => {
  it('given a guest cart, sign-in should hand a new cart cookie that holds it, and the old one should lead nowhere', async () => {
    const shopper = server.client();
    await shopper.post('/api/cart/sku', regularAdd('20001', 2));
    const before = shopper.cookies.get(CART) ?? '';
    expect(before).not.toBe('');
    const { orderId } = (await cartOf(shopper)).body.cart;

    await shopper.signIn();
    const after = shopper.cookies.get(CART) ?? '';
    expect(after).not.toBe('');
    expect(after).not.toBe(before);
    const cart = (await cartOf(shopper)).body.cart;
    expect(cart).toMatchObject({ orderId, totalCartQuantity: 2 });

    const old = holding(before);
    expect((await cartOf(old)).body.cart.totalCartQuantity).toBe(0);
    expect((await old.get(`/api/cart/${orderId}`)).status).toBe(404);
  });

  it('given a cart cookie planted before sign-in, should leave the planter nothing of the shopper’s cart', async () => {
    const planter = server.client();
    await planter.post('/api/cart/sku', regularAdd('20001', 1));
    const planted = planter.cookies.get(CART) ?? '';

    const victim = holding(planted);
    await victim.signIn();
    expect(victim.cookies.get(CART)).not.toBe(planted);
    const added = await victim.post<AddToCartAnswer>('/api/cart/sku', egiftAdd(1));
    expect(added.status).toBe(200);

    const seen = await cartOf(planter);
    expect(seen.body.cart.totalCartQuantity).toBe(0);
    expect(seen.text).not.toContain('ana1@example.com');
    const order = await planter.get(`/api/orders/${added.body.addToCart.orderId}`);
    expect(order.status).toBe(404);
    expect(order.text).not.toContain('ana1@example.com');
  });

  it('given the shopper’s cart from an earlier visit, should merge the guest cart into it', async () => {
    const browser = server.client();
    await browser.signIn('demo-2');
    await browser.post('/api/cart/sku', regularAdd('20001', 1));
    const { orderId } = (await cartOf(browser)).body.cart;
    await browser.post('/api/identity/logout');
    expect(browser.cookies.has(CART)).toBe(false);

    // As a guest again: the signed-in cart is not shown, a new one starts.
    await browser.post('/api/cart/sku', regularAdd('20001', 2));
    await browser.post('/api/cart/sku', regularAdd('20001', 1, 50));
    expect((await cartOf(browser)).body.cart.totalCartQuantity).toBe(3);

    await browser.signIn('demo-2');
    const cart = await browser.get<{
      cart: {
        orderId: string;
        totalCartQuantity: number;
        orderItems: { skuId: string; quantity: number }[];
      };
    }>('/api/cart/000000');
    expect(cart.body.cart.orderId).toBe(orderId);
    expect(cart.body.cart.totalCartQuantity).toBe(4);
    expect(cart.body.cart.orderItems.map((item) => [item.skuId, item.quantity]).sort()).toEqual([
      ['20001', 1],
      ['20001', 3],
    ]);
  });

  it('given sign-out, should clear the cart cookie, and a copy of it should show nothing of the cart', async () => {
    const shopper = server.client();
    await shopper.signIn();
    await shopper.post('/api/cart/sku', egiftAdd(1));
    const copy = shopper.cookies.get(CART) ?? '';
    const answer = await shopper.post('/api/identity/logout');
    expect(answer.headers.getSetCookie().some((c) => /^WC_CART_ID=;.*Max-Age=0/i.test(c))).toBe(
      true,
    );
    expect(shopper.cookies.has(CART)).toBe(false);
    const seen = await cartOf(holding(copy));
    expect(seen.body.cart.totalCartQuantity).toBe(0);
    expect(seen.text).not.toContain('ana1@example.com');
  });

  it('given a signed-in shopper’s placed order, should show it only in their session', async () => {
    const shopper = server.client();
    await shopper.signIn();
    const express = await shopper.post<AddToCartAnswer>(
      '/api/cart/applepay/sku',
      regularAdd('20001', 1),
    );
    const orderId = express.body.addToCart.orderId;
    const placed = await shopper.post(
      `/api/orders/${orderId}/applepayExpress`,
      applePayExpressOrder(orderId),
      { headers: { 'Idempotency-Key': key() } },
    );
    expect(placed.status).toBe(200);
    const copy = shopper.cookies.get(CART) ?? '';
    expect((await shopper.get(`/api/orders/${orderId}`)).status).toBe(200);

    await shopper.post('/api/identity/logout');
    const left = await shopper.get(`/api/orders/${orderId}`);
    expect(left.status).toBe(404);
    expect(left.text).not.toContain(DENVER_ADDRESS.email);
    const copied = await holding(copy).get(`/api/orders/${orderId}`);
    expect(copied.status).toBe(404);
    expect(copied.text).not.toContain(DENVER_ADDRESS.address);

    await shopper.signIn();
    expect((await shopper.get(`/api/orders/${orderId}`)).status).toBe(200);
  });
});
