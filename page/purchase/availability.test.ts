import { describe, expect, it } from 'vitest';
import type { Inventory, Sku, StockStatus } from '../domain';
import {
  channelAvailable,
  foldDeliveryMessages,
  isPurchasable,
  offersBackInStock,
  skuAvailability,
  switchToInStockVariant,
} from './availability';

const giftCard = { countsAsInStock: true };
const regular = { countsAsInStock: false };

describe('foldDeliveryMessages (spec 4)', () => {
  it.each([
    ['IN_STOCK', 'BOPIS_INELIGIBLE', regular, 'IN_STOCK'],
    ['LIMITED_AVAILABILITY', null, regular, 'IN_STOCK'],
    ['OUT_OF_STOCK', 'IN_STOCK', regular, 'IN_STORE_ONLY'],
    ['OUT_OF_STOCK', 'IN_STOCK', giftCard, 'IN_STOCK'],
    [null, 'AVAILABLE_TODAY', regular, 'IN_STORE_ONLY'],
    ['OUT_OF_STOCK', 'BOPIS_INELIGIBLE', regular, 'OUT_OF_STOCK'],
    ['OUT_OF_STOCK', 'BOPIS_INELIGIBLE', giftCard, 'OUT_OF_STOCK'],
    [null, null, giftCard, 'OUT_OF_STOCK'],
    ['sold out', '', regular, 'OUT_OF_STOCK'],
  ] as const)(
    'given online %s and store %s, should fold to %s',
    (online, store, options, expected) => {
      expect(foldDeliveryMessages({ onlineMessage: online, storeMessage: store }, options)).toBe(
        expected,
      );
    },
  );

  it('should normalise keys (case, spaces, hyphens)', () => {
    expect(channelAvailable('out-of stock')).toBe(false);
    expect(channelAvailable(' ships in 2 days ')).toBe(true);
  });
});

describe('the stock-status vocabulary', () => {
  it.each<[StockStatus, boolean, boolean]>([
    ['IN_STOCK', true, false],
    ['LIMITED_AVAILABILITY', true, false],
    ['ONLINE_ONLY', true, false],
    ['PRE_ORDER', true, false],
    ['PRE_SALE', true, false],
    ['IN_STORE_ONLY', false, false],
    ['OUT_OF_STOCK', false, true],
    ['SOLD_OUT', false, false],
  ])(
    'given %s, when sold, should be purchasable: %s, offer back in stock: %s',
    (status, purchasable, bis) => {
      expect(isPurchasable(status)).toBe(purchasable);
      expect(offersBackInStock(status)).toBe(bis);
    },
  );
});

function inventory(productStatus: StockStatus, skus: Inventory['skus']): Inventory {
  return { productStatus, skus };
}
const sku = (skuId: string, online: string | null, status: StockStatus | null = null) => ({
  skuId,
  onlineMessage: online,
  storeMessage: 'BOPIS_INELIGIBLE',
  status,
});

describe('skuAvailability', () => {
  it.each<[StockStatus, StockStatus]>([
    ['OUT_OF_STOCK', 'OUT_OF_STOCK'],
    ['SOLD_OUT', 'SOLD_OUT'],
    ['LIMITED_AVAILABILITY', 'LIMITED_AVAILABILITY'],
    ['ONLINE_ONLY', 'ONLINE_ONLY'],
    ['PRE_ORDER', 'PRE_ORDER'],
    ['PRE_SALE', 'PRE_SALE'],
    ['IN_STOCK', 'IN_STOCK'],
    ['IN_STORE_ONLY', 'IN_STOCK'],
  ])(
    'given product status %s over an in-stock gift card SKU, should give %s',
    (productStatus, expected) => {
      expect(skuAvailability(inventory(productStatus, [sku('1', 'IN_STOCK')]), '1', giftCard)).toBe(
        expected,
      );
    },
  );

  it('should let the SKU’s own status beat the product summary', () => {
    const inv = inventory('IN_STOCK', [
      sku('1', 'OUT_OF_STOCK', 'OUT_OF_STOCK'),
      sku('2', 'LIMITED_AVAILABILITY', 'LIMITED_AVAILABILITY'),
    ]);
    expect(skuAvailability(inv, '1', giftCard)).toBe('OUT_OF_STOCK');
    expect(skuAvailability(inv, '2', giftCard)).toBe('LIMITED_AVAILABILITY');
  });

  it('should make a store-only regular item IN_STORE_ONLY and a gift card IN_STOCK', () => {
    const inv = inventory('IN_STOCK', [
      { skuId: '1', onlineMessage: 'OUT_OF_STOCK', storeMessage: 'IN_STOCK', status: null },
    ]);
    expect(skuAvailability(inv, '1', regular)).toBe('IN_STORE_ONLY');
    expect(skuAvailability(inv, '1', giftCard)).toBe('IN_STOCK');
  });

  it('given a SKU missing from the inventory, should take the product status', () => {
    expect(skuAvailability(inventory('PRE_ORDER', []), 'x', regular)).toBe('PRE_ORDER');
    expect(skuAvailability(inventory('IN_STORE_ONLY', []), 'x', giftCard)).toBe('IN_STOCK');
  });
});

describe('switchToInStockVariant (spec 4)', () => {
  const mk = (skuId: string, attributes: Record<string, string>): Sku => ({
    skuId,
    itemId: skuId,
    partNumber: '',
    name: skuId,
    imageUrl: null,
    thumbnailUrl: null,
    attributes,
    upc: null,
    price: null,
    isEgift: false,
    adBug: null,
  });
  const skus = [
    mk('red-s', { Color: 'Red', Size: 'S' }),
    mk('red-m', { Color: 'Red', Size: 'M' }),
    mk('blue-s', { Color: 'Blue', Size: 'S' }),
  ];
  const stock: Record<string, StockStatus> = {
    'red-s': 'OUT_OF_STOCK',
    'red-m': 'IN_STOCK',
    'blue-s': 'IN_STOCK',
  };
  const statusOf = (id: string) => stock[id] ?? 'OUT_OF_STOCK';

  it('should move an out-of-stock colour to an in-stock SKU of the same colour', () => {
    expect(switchToInStockVariant(skus, 'red-s', statusOf)).toBe('red-m');
  });
  it('should keep an in-stock selection', () => {
    expect(switchToInStockVariant(skus, 'blue-s', statusOf)).toBe('blue-s');
  });
  it('should never switch to another colour', () => {
    expect(
      switchToInStockVariant(skus, 'red-s', (id) =>
        id === 'blue-s' ? 'IN_STOCK' : 'OUT_OF_STOCK',
      ),
    ).toBe('red-s');
  });
  it('should use the product’s identifier (Pattern for the bulk card)', () => {
    const bulk = [mk('a', { Pattern: 'Trail' }), mk('b', { Pattern: 'Trail' })];
    expect(
      switchToInStockVariant(
        bulk,
        'a',
        (id) => (id === 'a' ? 'OUT_OF_STOCK' : 'IN_STOCK'),
        'Pattern',
      ),
    ).toBe('b');
  });
  it('should ignore an unknown SKU', () => {
    expect(switchToInStockVariant(skus, 'nope', statusOf)).toBe('nope');
  });
});
