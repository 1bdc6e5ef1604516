// Property tests (fast-check) of the add-to-cart messages, now resolved through spec 8's error
// catalogue (the placeholder filling itself is property-tested in errorCatalogue.property.test.ts):
// for any quantities the quantity-limit and partial-limit texts come out whole, with no placeholder.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShopFailure } from '../domain';
import { interpretAddToCart, interpretAddToCartError } from './addToCartOutcome';

const answer = (quantityAdded: number) => ({
  problem: null,
  problemKey: null,
  quantityAdded,
  cartQuantity: null,
  orderId: null,
});
const partial = (maxQty: number): ShopFailure => ({
  kind: 'http',
  status: 400,
  serverMessage: null,
  exceptionMessage: null,
  errorKey: '_ERR_PARTIAL_QTY_LIMIT',
  values: { maxQty },
});

describe('add-to-cart messages (properties)', () => {
  it('given fewer added than asked, should always give the whole quantity-limit text with {{qty}} filled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 998 }), fc.integer({ min: 1, max: 999 }), (n, d) => {
        const requested = n + d;
        expect(interpretAddToCart(answer(n), requested)).toEqual({
          kind: 'quantityLimit',
          added: n,
          message: `Only ${n} of the requested quantity could be added to your cart.`,
        });
      }),
    );
  });

  it('should never show a raw placeholder in the partial-limit refusal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        const outcome = interpretAddToCartError(partial(n));
        expect(outcome).toEqual({
          kind: 'failed',
          message: `You can add at most ${n} of this item to your cart.`,
        });
      }),
    );
  });
});
