/**
 * What a standard or bulk card's page shows and an eGift card's does not: the store line with
 * spec 9's 'Pick Up at a Different Store', the card picker of a card with several SKUs, and the
 * back-in-stock block of a card out of stock. They are one chunk (`standardParts`,
 * scripts/vite/pageChunks.ts), which the browser entry loads beside the page's own before it
 * hydrates such a page (layout/App.tsx), so an eGift page's visit carries none of them.
 *
 * The store line and the card picker hydrate with the page (`inline`): a page renders them only
 * where `needsStandardParts` says it loads them. The back-in-stock block can also appear later,
 * when the stock line changes, so it has a boundary of its own and loads then if it must.
 */
import type { Product } from '../domain';
import { lazyServerRendered } from '../lazy/lazyServerRendered';

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

/** Loads the standard cards' chunk: its parts then render without suspending. */
export function loadStandardParts(): Promise<void> {
  return Promise.all([
    StoreSlot.preload(),
    VariantPicker.preload(),
    BackInStockBlock.preload(),
  ]).then(() => undefined);
}
