import { describe, expect, it, vi } from 'vitest';
import { productResponse } from '../../stories/fixtures/giftCardShop';
import { reshapeProduct } from '../api/reshape';
import { productResponseWire } from '../api/wire';
import type { AddToCartAnswer, SafeHtml, ShopFailure } from '../domain';
import {
  addKeepingUnsettled,
  addToCart,
  type AddContext,
  type AddRequest,
  type CartClient,
} from './addToCartAction';
import * as v from 'valibot';

const product = (id: string) =>
  reshapeProduct(v.parse(productResponseWire, productResponse(id)), {
    sanitizeHtml: (h) => h as SafeHtml,
    defaultBulkMinQuantity: 51,
  });

const answer = (fields: Partial<AddToCartAnswer>): AddToCartAnswer => ({
  problem: null,
  problemKey: null,
  quantityAdded: null,
  cartQuantity: null,
  orderId: null,
  ...fields,
});

const httpFailure = (status: number): ShopFailure => ({
  kind: 'http',
  status,
  serverMessage: null,
  exceptionMessage: null,
  errorKey: null,
  values: {},
});

/** A cart that records what it was sent and answers as told. */
function fakeCart(reply: () => Promise<AddToCartAnswer>, failure = httpFailure(500)) {
  const cart = {
    add: vi.fn<CartClient['add']>(() => reply()),
    restore: vi.fn<CartClient['restore']>(() => Promise.resolve()),
    removeItem: vi.fn<CartClient['removeItem']>(() => Promise.resolve()),
    failureOf: vi.fn<CartClient['failureOf']>(() => failure),
  };
  return cart;
}

const standard: AddRequest = {
  product: product('10001'),
  skuId: '20001',
  quantity: 2,
  amount: 50,
  storeId: null,
  egift: null,
};

const ctx = (fields: Partial<AddContext> = {}): AddContext => ({
  errorTexts: {},
  limits: { liveChatUrl: '/help/live-chat', egiftPhone: '1-800-555-0199' },
  cartItemVariant: false,
  idempotencyKey: 'key-1',
  passwordExpired: false,
  ...fields,
});

describe('addToCart, the one add-to-cart action', () => {
  it('given a standard card, when added, should send the payload once with its idempotency key and report the cards added', async () => {
    const cart = fakeCart(() => Promise.resolve(answer({ orderId: '7', quantityAdded: 2 })));
    const result = await addToCart(cart, standard, ctx({ cartItemVariant: true }));
    expect(result).toEqual({
      kind: 'added',
      quantity: 2,
      cartQuantity: null,
      orderId: '7',
      replacedOrderItem: false,
    });
    expect(cart.add).toHaveBeenCalledTimes(1);
    expect(cart.add).toHaveBeenCalledWith(
      expect.objectContaining({ giftAmount: 50, skus: [expect.objectContaining({ quantity: 2 })] }),
      { idempotencyKey: 'key-1', cartItemVariant: true },
    );
  });

  it('given an expired password, should send nothing and ask for a new password', async () => {
    const cart = fakeCart(() => Promise.resolve(answer({})));
    expect(await addToCart(cart, standard, ctx({ passwordExpired: true }))).toEqual({
      kind: 'createPassword',
    });
    expect(cart.add).not.toHaveBeenCalled();
  });

  it('given an order above $10,000 (spec 8/9), should send nothing and say where to order instead', async () => {
    const cart = fakeCart(() => Promise.resolve(answer({})));
    const result = await addToCart(cart, { ...standard, amount: 1500, quantity: 7 }, ctx());
    expect(result).toMatchObject({
      kind: 'overLimit',
      help: { href: '/help/live-chat', label: 'Chat with us' },
    });
    expect(result.kind === 'overLimit' && result.message).toContain('$10,000');
    expect(cart.add).not.toHaveBeenCalled();
  });

  it('given fewer cards added than asked for (spec 5), should report the limit and restore the cart', async () => {
    const cart = fakeCart(() => Promise.resolve(answer({ quantityAdded: 1 })));
    const result = await addToCart(cart, standard, ctx());
    expect(result.kind).toBe('quantityLimit');
    expect(cart.restore).toHaveBeenCalledTimes(1);
  });

  it('given a restore that fails after a partial add, should still report the limit and log the failure', async () => {
    const cart = fakeCart(() => Promise.resolve(answer({ quantityAdded: 1 })));
    cart.restore.mockRejectedValue(new Error('offline'));
    const log = vi.fn();
    expect((await addToCart(cart, standard, ctx({ log }))).kind).toBe('quantityLimit');
    expect(log).toHaveBeenCalledWith('cart restore after a partial add failed', expect.any(Error));
  });

  it('given the shop’s exception message (spec 4), should mark the item unavailable', async () => {
    const cart = fakeCart(() => Promise.resolve(answer({ problem: 'Out Of Stock' })));
    expect(await addToCart(cart, standard, ctx())).toEqual({
      kind: 'unavailable',
      message: 'Out Of Stock',
    });
  });

  it('given a call that fails with a 503 (spec 8), should send the shopper to sign in', async () => {
    const cart = fakeCart(() => Promise.reject(new Error('503')), httpFailure(503));
    expect(await addToCart(cart, standard, ctx())).toEqual({ kind: 'signIn' });
  });

  it('given a call that fails otherwise, should give the default error of spec 8, its outcome unknown', async () => {
    const cart = fakeCart(() => Promise.reject(new Error('boom')));
    expect(await addToCart(cart, standard, ctx())).toEqual({
      kind: 'failed',
      message: 'Sorry, Something went wrong. Please try after sometime.',
      outcomeUnknown: true,
    });
  });

  describe('given an eGift order item being edited (?orderItemId)', () => {
    const edit: AddRequest = { ...standard, replacesOrderItemId: '55' };

    it('should ask the shop to replace the old item in the add itself, and send nothing else when it has', async () => {
      const egift = product('10003');
      const request: AddRequest = {
        product: egift,
        skuId: egift.defaultSkuId,
        quantity: 1,
        amount: 25,
        storeId: null,
        egift: {
          sender: { email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee' },
          recipients: [{ email: 'ana@example.com', firstName: 'Ana', lastName: 'Diaz' }],
          message: '',
          sendToSame: false,
          quantity: 1,
        },
        replacesOrderItemId: '55',
      };
      const cart = fakeCart(() =>
        Promise.resolve(answer({ orderId: '7', quantityAdded: 1, replacedOrderItemId: '55' })),
      );
      const result = await addToCart(cart, request, ctx());
      expect(cart.add).toHaveBeenCalledTimes(1);
      expect(cart.add.mock.calls[0]![0]).toMatchObject({ replacesOrderItemId: '55' });
      expect(cart.removeItem).not.toHaveBeenCalled();
      expect(result).toMatchObject({ kind: 'added', replacedOrderItem: true });
    });

    it('given a shop whose answer does not name the replaced item (no replace), when the new item is in, should remove the old one from its order', async () => {
      const cart = fakeCart(() => Promise.resolve(answer({ orderId: '7', quantityAdded: 2 })));
      const result = await addToCart(cart, edit, ctx());
      expect(cart.removeItem).toHaveBeenCalledWith('7', '55');
      expect(result).toMatchObject({ kind: 'added', replacedOrderItem: true });
    });

    it('when the new item is not in, should keep the old one', async () => {
      const cart = fakeCart(() => Promise.resolve(answer({ problem: 'Out Of Stock' })));
      await addToCart(cart, edit, ctx());
      expect(cart.removeItem).not.toHaveBeenCalled();
    });

    it('when the old one cannot be removed, should still report the addition, not replaced', async () => {
      const cart = fakeCart(() => Promise.resolve(answer({ orderId: '7', quantityAdded: 2 })));
      cart.removeItem.mockRejectedValue(new Error('offline'));
      expect(await addToCart(cart, edit, ctx())).toMatchObject({
        kind: 'added',
        replacedOrderItem: false,
      });
    });
  });
});

describe('addKeepingUnsettled, the page’s add with JavaScript', () => {
  const jsCtx = (
    freshKey: string,
    unsettled: Parameters<typeof addKeepingUnsettled>[2]['unsettled'],
  ) => {
    const { idempotencyKey: _unused, ...rest } = ctx();
    return { ...rest, freshKey, unsettled };
  };
  const sentKeys = (cart: ReturnType<typeof fakeCart>) =>
    cart.add.mock.calls.map(([, options]) => options.idempotencyKey);

  it('given an answer lost (outcome unknown), when the same cards are asked again, should send them with the first key', async () => {
    const lost = fakeCart(() => Promise.reject(new Error('socket hang up')), {
      ...httpFailure(500),
      kind: 'network',
      status: null,
    });
    const first = await addKeepingUnsettled(lost, standard, jsCtx('key-1', null));
    expect(first.result).toMatchObject({ kind: 'failed', outcomeUnknown: true });
    expect(first.unsettled?.key).toBe('key-1');

    const ok = fakeCart(() => Promise.resolve(answer({ orderId: '7', quantityAdded: 2 })));
    const again = await addKeepingUnsettled(ok, standard, jsCtx('key-2', first.unsettled));
    expect(sentKeys(ok)).toEqual(['key-1']);
    expect(again.result.kind).toBe('added');
    // Settled: the next add is a new one.
    expect(again.unsettled).toBeNull();
  });

  it('given an answer lost, when other cards are asked, should send a fresh key', async () => {
    const lost = fakeCart(() => Promise.reject(new Error('timeout')), {
      ...httpFailure(500),
      kind: 'timeout',
      status: null,
    });
    const first = await addKeepingUnsettled(lost, standard, jsCtx('key-1', null));
    const ok = fakeCart(() => Promise.resolve(answer({ orderId: '7', quantityAdded: 2 })));
    await addKeepingUnsettled(ok, { ...standard, amount: 75 }, jsCtx('key-2', first.unsettled));
    expect(sentKeys(ok)).toEqual(['key-2']);
  });

  it('given a refusal the shop read (a 4xx), should keep nothing: the next add is a new one', async () => {
    const refused = fakeCart(() => Promise.reject(new Error('400')), httpFailure(400));
    const first = await addKeepingUnsettled(refused, standard, jsCtx('key-1', null));
    expect(first.result.kind).toBe('failed');
    expect(first.unsettled).toBeNull();
  });

  it('given an add refused before sending (over the limit), should keep what was unsettled', async () => {
    const cart = fakeCart(() => Promise.resolve(answer({})));
    const unsettled = { key: 'key-1', cards: 'earlier' };
    const over = await addKeepingUnsettled(
      cart,
      { ...standard, amount: 1500, quantity: 7 },
      jsCtx('key-2', unsettled),
    );
    expect(over.result.kind).toBe('overLimit');
    expect(over.unsettled).toBe(unsettled);
    expect(cart.add).not.toHaveBeenCalled();
  });
});
