/**
 * The demo stores behind same-day delivery (spec 3 "Same-day delivery", spec 8 "Store and
 * same-day errors"). A same-day order names its store (the storefront's `sddStoreId`, sent with the
 * wallet add to cart); `POST /api/orders/{orderId}/sod/ship` checks that store against the
 * delivery ZIP and the items before it offers windows:
 *
 * - SDD_STORE_NOT_FOUND: no store has that id;
 * - SDD_0: the store does not offer same-day delivery;
 * - SDD_1: the delivery ZIP is outside the store's same-day area;
 * - SDD_ITEMS_OOS: the store cannot deliver the order's same-day items from its shelf.
 */
import { ErrorKey, type RuleError } from './errors.ts';

export interface Store {
  storeId: string;
  name: string;
  city: string;
  state: string;
  /** IANA time zone, answered as ddStoreTimeZone. */
  timeZone: string;
  sameDayDelivery: boolean;
  /** ZIP prefixes (first three digits) the store delivers to the same day. */
  sameDayZipPrefixes: readonly string[];
  /** Whether the store keeps the physical gift cards on its shelf. */
  stocksGiftCards: boolean;
  /** The ship-to-store programmes the store takes part in (spec 5: version 1 or 2). */
  shipToStore: { v1: boolean; v2: boolean };
}

export const STORES: readonly Store[] = [
  {
    storeId: '0412',
    name: 'Cairnfield Denver Flagship',
    city: 'Denver',
    state: 'CO',
    timeZone: 'America/Denver',
    sameDayDelivery: true,
    sameDayZipPrefixes: ['800', '802'],
    stocksGiftCards: true,
    shipToStore: { v1: true, v2: true },
  },
  {
    storeId: '0418',
    name: 'Cairnfield Aurora',
    city: 'Aurora',
    state: 'CO',
    timeZone: 'America/Denver',
    sameDayDelivery: true,
    sameDayZipPrefixes: ['800', '802'],
    stocksGiftCards: true,
    shipToStore: { v1: false, v2: true },
  },
  {
    storeId: '0503',
    name: 'Cairnfield Boulder',
    city: 'Boulder',
    state: 'CO',
    timeZone: 'America/Denver',
    sameDayDelivery: false,
    sameDayZipPrefixes: [],
    stocksGiftCards: true,
    shipToStore: { v1: false, v2: false },
  },
  {
    storeId: '0587',
    name: 'Cairnfield Austin',
    city: 'Austin',
    state: 'TX',
    timeZone: 'America/Chicago',
    sameDayDelivery: true,
    sameDayZipPrefixes: ['787'],
    stocksGiftCards: false,
    shipToStore: { v1: true, v2: false },
  },
];

export const SDD_ERROR_KEYS = {
  storeNotFound: ErrorKey.sddStoreNotFound,
  notOffered: ErrorKey.sddNotOffered,
  outsideArea: ErrorKey.sddOutsideArea,
  itemsOutOfStock: ErrorKey.sddItemsOutOfStock,
} as const;

export function findStore(storeId: string | null | undefined): Store | null {
  return STORES.find((s) => s.storeId === storeId) ?? null;
}

const servesZip = (store: Store, zip: string) =>
  store.sameDayDelivery && store.sameDayZipPrefixes.includes(zip.slice(0, 3));

/**
 * The store's same-day answer for a ZIP, or the first refusal. `bestStores` lists the chosen store
 * first, then the other same-day stores serving that ZIP (a real shop would rank them by distance).
 */
export function checkSameDayStore(input: {
  storeId: string;
  zipCode: string;
  /** The order has physical same-day items to take from the store's shelf. */
  hasGiftCardItems: boolean;
}): { ok: true; store: Store; bestStores: string[] } | { ok: false; rule: RuleError } {
  const store = findStore(input.storeId);
  if (!store) {
    return {
      ok: false,
      rule: {
        errorKey: SDD_ERROR_KEYS.storeNotFound,
        message: `Store ${input.storeId} was not found.`,
        field: 'sddStoreId',
        data: { storeId: input.storeId },
      },
    };
  }
  if (!store.sameDayDelivery) {
    return {
      ok: false,
      rule: {
        errorKey: SDD_ERROR_KEYS.notOffered,
        message: `${store.name} does not offer Same Day Delivery.`,
        data: { storeId: store.storeId },
      },
    };
  }
  if (!servesZip(store, input.zipCode)) {
    return {
      ok: false,
      rule: {
        errorKey: SDD_ERROR_KEYS.outsideArea,
        message: `${store.name} does not deliver the same day to ${input.zipCode || 'this address'}.`,
        field: 'zipCode',
        data: { storeId: store.storeId, zipCode: input.zipCode },
      },
    };
  }
  if (input.hasGiftCardItems && !store.stocksGiftCards) {
    return {
      ok: false,
      rule: {
        errorKey: SDD_ERROR_KEYS.itemsOutOfStock,
        message: `${store.name} has these items out of stock for Same Day Delivery.`,
        data: { storeId: store.storeId },
      },
    };
  }
  const others = STORES.filter(
    (s) => s.storeId !== store.storeId && s.stocksGiftCards && servesZip(s, input.zipCode),
  ).map((s) => s.storeId);
  return { ok: true, store, bestStores: [store.storeId, ...others] };
}

/**
 * The ship-to-store programmes a gift card SKU ships under (spec 3 skuInfo isSTSv1/isSTSv2): the
 * standard card under version 2, the bulk cards under version 1, eGift cards under neither.
 */
export function skuShipToStore(giftCardType: string): { isSTSv1: boolean; isSTSv2: boolean } {
  return { isSTSv1: giftCardType === 'bulk', isSTSv2: giftCardType === 'standard' };
}

/**
 * Spec 5: ship-to-store items need the store to take them under version 1 or 2. The refusal lists
 * every ineligible skuId.
 */
export function checkShipToStore(
  store: Store | null,
  items: readonly { skuId: string; giftCardType: string }[],
): RuleError | null {
  const ineligible = items
    .filter((item) => {
      const sku = skuShipToStore(item.giftCardType);
      return (
        !store || !((sku.isSTSv1 && store.shipToStore.v1) || (sku.isSTSv2 && store.shipToStore.v2))
      );
    })
    .map((item) => item.skuId);
  if (ineligible.length === 0) return null;
  const skuIds = [...new Set(ineligible)].join(', ');
  return {
    errorKey: ErrorKey.shipToStoreIneligible,
    message: `Ship to store is not available at your store for items ${skuIds}.`,
    field: 'selectedStoreId',
    data: { skuIds, storeId: store?.storeId ?? '' },
  };
}
