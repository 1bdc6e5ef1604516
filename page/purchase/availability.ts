/**
 * Availability (spec 4). Pure rules:
 * - a SKU's online and store delivery-message keys fold into IN_STOCK or IN_STORE_ONLY (or
 *   OUT_OF_STOCK when neither channel has it);
 * - gift cards and bundles count as in stock (they are not stocked per store);
 * - the product's inventoryStatus (the whole vocabulary) overrides: OUT_OF_STOCK and SOLD_OUT
 *   always win, and the nuanced statuses (LIMITED_AVAILABILITY, ONLINE_ONLY, PRE_ORDER, PRE_SALE)
 *   are kept when the SKU itself is available;
 * - when the chosen colour's SKU is out of stock, another in-stock SKU of that colour is chosen.
 */
import type { Inventory, Product, Sku, SkuInventory, StockStatus } from '../domain';

/** Delivery-message keys that mean "not available on this channel". */
const UNAVAILABLE_KEYS: ReadonlySet<string> = new Set([
  'OUT_OF_STOCK',
  'SOLD_OUT',
  'UNAVAILABLE',
  'NOT_AVAILABLE',
  'NOT_SOLD_ONLINE',
  'NOT_SOLD_IN_STORE',
  'BOPIS_INELIGIBLE',
  'INVENTORY_LOOK_UP_NOT_AVAILABLE_STORE',
  'NONE',
]);

function normaliseKey(key: string | null | undefined): string | null {
  if (key === null || key === undefined) return null;
  const k = key
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return k === '' ? null : k;
}

/** A channel has the item when its message key is present and not an "unavailable" key. */
export function channelAvailable(key: string | null | undefined): boolean {
  const k = normaliseKey(key);
  return k !== null && !UNAVAILABLE_KEYS.has(k);
}

export interface FoldOptions {
  /** Gift cards and bundles count as in stock. */
  countsAsInStock: boolean;
}

/** Spec 4: online or store delivery-message keys fold into IN_STOCK or IN_STORE_ONLY. */
export function foldDeliveryMessages(
  sku: Pick<SkuInventory, 'onlineMessage' | 'storeMessage'>,
  options: FoldOptions,
): 'IN_STOCK' | 'IN_STORE_ONLY' | 'OUT_OF_STOCK' {
  const online = channelAvailable(sku.onlineMessage);
  const store = channelAvailable(sku.storeMessage);
  if (online) return 'IN_STOCK';
  if (store) return options.countsAsInStock ? 'IN_STOCK' : 'IN_STORE_ONLY';
  return 'OUT_OF_STOCK';
}

/** Statuses under which the item can be bought online now (add to cart enabled). */
const PURCHASABLE: ReadonlySet<StockStatus> = new Set([
  'IN_STOCK',
  'LIMITED_AVAILABILITY',
  'ONLINE_ONLY',
  'PRE_ORDER',
  'PRE_SALE',
]);

export function isPurchasable(status: StockStatus): boolean {
  return PURCHASABLE.has(status);
}

/** Back in stock is offered only for an item that may come back (not for SOLD_OUT). */
export function offersBackInStock(status: StockStatus): boolean {
  return status === 'OUT_OF_STOCK';
}

/** Shopper-facing labels (spec 8: 'Out Of Stock'). */
export const STOCK_LABELS: Readonly<Record<StockStatus, string>> = {
  IN_STOCK: 'In stock',
  OUT_OF_STOCK: 'Out Of Stock',
  SOLD_OUT: 'Sold out',
  IN_STORE_ONLY: 'Available in stores only',
  LIMITED_AVAILABILITY: 'Limited availability',
  ONLINE_ONLY: 'Online only',
  PRE_ORDER: 'Available for pre-order',
  PRE_SALE: 'Available for pre-sale',
};

const NUANCED: ReadonlySet<StockStatus> = new Set([
  'LIMITED_AVAILABILITY',
  'ONLINE_ONLY',
  'PRE_ORDER',
  'PRE_SALE',
]);

/** Availability of one SKU of a product, given the inventory answer. */
export function skuAvailability(
  inventory: Inventory,
  skuId: string,
  options: FoldOptions,
): StockStatus {
  const product = inventory.productStatus;
  if (product === 'OUT_OF_STOCK' || product === 'SOLD_OUT') return product;
  const entry = inventory.skus.find((s) => s.skuId === skuId);
  // A SKU the inventory does not mention takes the product's status (gift cards: in stock).
  if (!entry) return options.countsAsInStock && product === 'IN_STORE_ONLY' ? 'IN_STOCK' : product;
  if (entry.status === 'OUT_OF_STOCK' || entry.status === 'SOLD_OUT') return entry.status;
  const folded = foldDeliveryMessages(entry, options);
  if (folded === 'OUT_OF_STOCK') return 'OUT_OF_STOCK';
  // The SKU's own nuance wins over the product's (which sums up every SKU).
  const nuance = entry.status ?? product;
  if (folded === 'IN_STOCK' && NUANCED.has(nuance)) return nuance;
  return folded;
}

/** The product page's availability for the selected SKU. */
export function availabilityOf(product: Product, inventory: Inventory, skuId: string): StockStatus {
  return skuAvailability(inventory, skuId, { countsAsInStock: product.isGiftCard });
}

/**
 * Spec 4: if the chosen colour variant is out of stock, switch to another in-stock SKU of the same
 * colour. `identifier` is the defining attribute that names the variant (Color by default; the
 * bulk gift card uses Pattern). Returns the SKU to select (the same one when nothing better).
 */
export function switchToInStockVariant(
  skus: readonly Sku[],
  selectedSkuId: string,
  statusOf: (skuId: string) => StockStatus,
  identifier = 'Color',
): string {
  const selected = skus.find((s) => s.skuId === selectedSkuId);
  if (!selected || statusOf(selected.skuId) !== 'OUT_OF_STOCK') return selectedSkuId;
  const value = selected.attributes[identifier];
  if (value === undefined) return selectedSkuId;
  const alternative = skus.find(
    (s) =>
      s.skuId !== selectedSkuId &&
      s.attributes[identifier] === value &&
      isPurchasable(statusOf(s.skuId)),
  );
  return alternative?.skuId ?? selectedSkuId;
}
