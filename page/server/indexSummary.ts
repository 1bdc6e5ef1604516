/** The index page's line per demo product (issue [6] item 15): its type and whether it is in stock. */
import type { ShopClient } from '../api';
import { giftCardTypeOf, reshapeInventory } from '../api/reshape';
import type { ProductResponse } from '../api/wire';
import type { PublicConfig } from '../config';
import type { StockStatus } from '../domain';
import { indexSummary } from '../indexSummary';

export async function indexSummaryOf(
  shop: ShopClient,
  wire: ProductResponse,
  config: Pick<PublicConfig, 'bulkGiftcardMinQuantity' | 'maxEgiftRecipients'>,
): Promise<string> {
  let status: StockStatus | null = null;
  try {
    const inventory = wire.inventory
      ? reshapeInventory(wire.inventory)
      : reshapeInventory(
          (await shop.getInventory({ productId: wire.productinfo.productId })).data.inventory,
        );
    status = inventory.productStatus;
  } catch {
    // Unknown availability: the line names the type only.
  }
  return indexSummary({
    type: giftCardTypeOf(wire.productinfo),
    status,
    bulkMinQuantity: wire.productinfo.bulkGiftcardMinQuantity ?? config.bulkGiftcardMinQuantity,
    maxEgiftRecipients: config.maxEgiftRecipients,
  });
}
