import type { ProductRatings } from '../catalogue/types.ts';
import type { ShopRepository } from '../db/repository.ts';
import type { SkuStock } from '../db/repositories/products.ts';
import { aggregateInventoryStatus, inventoryStatusFor } from '../domain/giftCards.ts';
import type { InventoryStatus } from '../domain/giftCards.ts';
import { notFound } from '../http/errors.ts';

/** Untracked stock is reported as this many units (a number is easier on the page than null). */
export const UNTRACKED_AVAILABLE_QUANTITY = 9999;

export interface SkuInventory {
  skuId: string;
  deliveryMessage: { online: InventoryStatus; store: 'BOPIS_INELIGIBLE' };
  availableQuantity: number;
  inventoryStatus: InventoryStatus;
}

export interface Inventory {
  productId: string;
  online: SkuInventory[];
  /** Store stock: gift cards are not offered for store pickup, so this stays empty. */
  store: never[];
  inventoryMessage: { inventoryStatus: InventoryStatus; message: string };
}

const STATUS_MESSAGE: Record<InventoryStatus, string> = {
  IN_STOCK: 'In Stock',
  LIMITED_AVAILABILITY: 'Limited Availability',
  OUT_OF_STOCK: 'Out Of Stock',
};

/** The inventory answer (spec 7) for a product's SKUs, in its document's order, with their stock. */
export function buildInventory(productId: string, skus: readonly SkuStock[]): Inventory {
  const online = skus.map((sku): SkuInventory => {
    // A SKU without a stock row (not yet stocked) counts as out of stock.
    const level = sku.stocked ? sku.stockLevel : 0;
    const status = inventoryStatusFor(level);
    return {
      skuId: sku.skuId,
      deliveryMessage: { online: status, store: 'BOPIS_INELIGIBLE' },
      availableQuantity: level ?? UNTRACKED_AVAILABLE_QUANTITY,
      inventoryStatus: status,
    };
  });
  const status = aggregateInventoryStatus(online.map((entry) => entry.inventoryStatus));
  return {
    productId,
    online,
    store: [],
    inventoryMessage: { inventoryStatus: status, message: STATUS_MESSAGE[status] },
  };
}

/** One decimal, capped at 5 (spec 5, "Ratings"). */
export function displayRating(average: number): number {
  return Math.min(5, Math.round(average * 10) / 10);
}

export async function ratingsFor(repo: ShopRepository, productId: string): Promise<ProductRatings> {
  const [stats] = await repo.reviews.statistics([productId]);
  const rating = displayRating(stats?.averageOverallRating ?? 0);
  const count = stats?.totalReviewCount ?? 0;
  return { bvRating: rating, rating, reviewCount: count, averageRating: rating };
}

/** `GET /api/product/v2/{id}` (and the preview route): product info, ratings and inventory. */
export async function productResponse(
  repo: ShopRepository,
  key: string,
  options: { preview: boolean },
) {
  const record = await repo.products.get(key, { preview: options.preview });
  if (!record) throw notFound(`Product ${key} was not found`);
  const doc = record.doc;
  const [ratings, stock] = await Promise.all([
    ratingsFor(repo, doc.productId),
    repo.products.getStock(key, { preview: options.preview }),
  ]);
  const inventory = buildInventory(doc.productId, stock ?? []);
  const productinfo = {
    ...doc,
    ...ratings,
    productAttributes: [
      ...doc.productAttributes.filter((attribute) => attribute.key !== 'reviewcount'),
      { key: 'reviewcount', value: String(ratings.reviewCount) },
    ],
    isPreview: record.isPreview,
  };
  return { productinfo, fromTimeoutCache: false, inventory };
}
