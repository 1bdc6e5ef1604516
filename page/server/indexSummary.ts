/** The index page's line per demo product (issue [6] item 15): its type and whether it is in stock. */
import type { ShopClient } from '../api';
import type { PublicConfig } from '../config';
import type { Inventory, Product, StockStatus } from '../domain';
import { indexSummary } from '../indexSummary';

export async function indexSummaryOf(
  shop: ShopClient,
  answer: { product: Product; inventory: Inventory | null },
  config: Pick<PublicConfig, 'maxEgiftRecipients'>,
): Promise<string> {
  const { product } = answer;
  let status: StockStatus | null = null;
  try {
    const inventory =
      answer.inventory ?? (await shop.getInventory({ productId: product.productId }));
    status = inventory.productStatus;
  } catch {
    // Unknown availability: the line names the type only.
  }
  return indexSummary({
    type: product.giftCard.type,
    status,
    bulkMinQuantity: product.giftCard.bulkMinQuantity,
    maxEgiftRecipients: config.maxEgiftRecipients,
  });
}
