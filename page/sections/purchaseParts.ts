/**
 * The purchase panel's parts that load on their own, and which of them a product shows at once.
 * - The eGift form (an eGift card's).
 * - The store line with spec 9's 'Pick Up at a Different Store' and the card picker (a standard or
 *   bulk card's, or an eGift card's of several designs). They hydrate with the page (`inline`), so
 *   the page loads them before it hydrates wherever it renders them.
 * - The back-in-stock block of a card out of stock. It can also appear later, when the stock line
 *   changes, so it has a boundary of its own and loads then if it must.
 */
import type { Product } from '../domain';
import { lazyServerRendered } from '../lazy/lazyServerRendered';

export const EGiftPart = lazyServerRendered(() => import('./EGiftPart'), 'the eGift card form');

export const StoreSlot = lazyServerRendered(() => import('./StoreSlot'), 'your store', {
  inline: true,
});

export const VariantPicker = lazyServerRendered(
  async () => ({ default: (await import('./VariantPicker')).VariantPicker }),
  'the card designs',
  { inline: true },
);

export const BackInStockBlock = lazyServerRendered(
  async () => ({ default: (await import('./BackInStockBlock')).BackInStockBlock }),
  'the back-in-stock notice',
);

/** True where the page shows the store line or the card picker (not an eGift card of one SKU). */
export function needsStandardParts(product: Product): boolean {
  return product.giftCard.type !== 'egift' || product.skus.length > 1;
}

/**
 * Loads the parts a page of `product` shows at once, so they hydrate without suspending: the
 * eGift form on an eGift card's page, the store line, card picker and back-in-stock block on the
 * others. The details area is not one of them: it loads when it comes near.
 */
export function loadPurchaseParts(product: Product): Promise<void>[] {
  const parts: Promise<void>[] = [];
  if (product.giftCard.type === 'egift') parts.push(EGiftPart.preload());
  if (needsStandardParts(product)) {
    parts.push(StoreSlot.preload(), VariantPicker.preload(), BackInStockBlock.preload());
  }
  return parts;
}
