import { formatTotalLimit, GIFT_CARD_LIMITS } from '../../shared/giftCards.ts';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The gift card limits as the catalogue's texts write them, so a changed limit changes them too. */
export const LIMIT_TEXTS = {
  /** '$1 to $1,500' */
  amounts: `${dollars(GIFT_CARD_LIMITS.minAmount)} to ${dollars(GIFT_CARD_LIMITS.maxAmount)}`,
  /** '$10,000' */
  orderTotal: formatTotalLimit(GIFT_CARD_LIMITS.totalMaxAmount),
  /** '51' */
  bulkMin: String(GIFT_CARD_LIMITS.bulkMinQuantity),
  /** '999' */
  bulkMax: String(GIFT_CARD_LIMITS.bulkMaxQuantity),
  /** '51 to 999' */
  bulkQuantities: `${GIFT_CARD_LIMITS.bulkMinQuantity} to ${GIFT_CARD_LIMITS.bulkMaxQuantity}`,
};
