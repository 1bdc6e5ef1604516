import { describe, expect, it } from 'vitest';
import { addToCartEvents } from './addToCartAnalytics';

describe('addToCartEvents', () => {
  const product = { productId: '10001', partNumber: 'GC-STD', name: 'Gift Card' };

  it('given an add to cart, when built, should give one cart row (parent sku, quantity, unit price, sku id, currency) and the search event', () => {
    const [add, search] = addToCartEvents(
      { product, skuId: '20001', quantity: 2, unitPrice: 50 },
      'https://s.example/c/cards?searchTerm=gift',
    );
    expect(add).toEqual({
      event: 'addToCart',
      currency: 'USD',
      rows: [
        {
          parentSku: 'GC-STD',
          skuId: '20001',
          quantity: 2,
          unitPrice: 50,
          currency: 'USD',
          offerType: 'regular',
        },
      ],
    });
    expect(search).toEqual({
      event: 'searchAddToCart',
      searchTerm: 'gift',
      productId: '10001',
      skuId: '20001',
      quantity: 2,
    });
  });
});
