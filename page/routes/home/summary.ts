/**
 * What each demo product on the index page shows, as one pure rule: its card
 * type with the type's quantity rule, and whether it is out of stock (the back-in-stock path).
 */
import { quantityBounds } from '../../../shared/giftCards';
import type { GiftCardType, StockStatus } from '../../domain';

export interface HomeSummaryInput {
  type: GiftCardType;
  status: StockStatus | null;
  bulkMinQuantity: number;
  maxEgiftRecipients: number;
}

export function homeSummary(input: HomeSummaryInput): string {
  const { type } = input;
  const { min, max } = quantityBounds(type, {
    bulkMinQuantity: input.bulkMinQuantity,
    eGiftMaxQuantity: input.maxEgiftRecipients,
  });
  const kind =
    type === 'egift'
      ? `eGift card, sent by e-mail: up to ${max} recipients per order.`
      : type === 'bulk'
        ? `Bulk gift card: ${min} to ${max} cards per order, in several designs.`
        : `Standard gift card by mail: ${min} to ${max} cards per order.`;
  const gone = input.status === 'OUT_OF_STOCK' || input.status === 'SOLD_OUT';
  return gone ? `${kind} Out of stock: shows the back-in-stock sign-up.` : kind;
}
