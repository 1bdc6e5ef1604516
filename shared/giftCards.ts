/**
 * The gift card rules the shop and the page share (spec 5 and 9): the limits, and what each type
 * of card allows. Plain constants and functions that import nothing, so the shop API, the page,
 * their tests and the stories all read this one copy. A product may send limits of its own (the
 * shop's product document: gcMinAmount, gcMaxAmount, totalGcMaxAmount, bulkGiftcardMinQuantity);
 * these are the shop's, and the page's where a product leaves one out.
 */

export const GIFT_CARD_TYPES = ['standard', 'bulk', 'egift'] as const;
export type GiftCardType = (typeof GIFT_CARD_TYPES)[number];

/** Spec 9: gift card amounts (whole dollars), the order total, and quantities. */
export const GIFT_CARD_LIMITS = {
  minAmount: 1,
  maxAmount: 1500,
  /** The gift card value one order may hold (larger orders go to live chat, spec 8). */
  totalMaxAmount: 10_000,
  /** Spec 5: the bulk card's minimum; a standard card stops one below it. */
  bulkMinQuantity: 51,
  bulkMaxQuantity: 999,
  /** Spec 9 maxQtyRecipients: eGift cards per order. */
  eGiftMaxQuantity: 5,
} as const;

export interface AmountBounds {
  min: number;
  max: number;
}

/** The limits' own amount bounds (a product's may differ). */
export const DEFAULT_AMOUNT_BOUNDS: AmountBounds = {
  min: GIFT_CARD_LIMITS.minAmount,
  max: GIFT_CARD_LIMITS.maxAmount,
};

/** Spec 5: a whole dollar amount within the bounds (below the min or above the max is invalid). */
export function isWholeAmountWithin(amount: number, bounds: AmountBounds): boolean {
  return Number.isInteger(amount) && amount >= bounds.min && amount <= bounds.max;
}

export interface QuantityBounds {
  min: number;
  max: number;
}

/** What the quantity of a line depends on beyond its type. */
export interface QuantityLimits {
  /** The product's bulk minimum (bulkGiftcardMinQuantity), or the configured one. */
  bulkMinQuantity: number;
  /** eGift cards one order may hold (the configured maxQtyRecipients). */
  eGiftMaxQuantity: number;
}

/**
 * Spec 5 and 9: how many cards one line of each type may hold.
 * - standard: 1 to the bulk minimum - 1 (50); more is the bulk card's business;
 * - bulk: the bulk minimum (51) to GIFT_CARD_LIMITS.bulkMaxQuantity (999);
 * - eGift: 1 to the eGift maximum (5), one recipient per card.
 */
export function quantityBounds(type: GiftCardType, limits: QuantityLimits): QuantityBounds {
  switch (type) {
    case 'standard':
      return { min: 1, max: Math.max(1, limits.bulkMinQuantity - 1) };
    case 'bulk':
      return { min: limits.bulkMinQuantity, max: GIFT_CARD_LIMITS.bulkMaxQuantity };
    case 'egift':
      return { min: 1, max: limits.eGiftMaxQuantity };
  }
}

/** Spec 9: whether a gift card total passes the order's limit. */
export function exceedsOrderTotal(
  total: number,
  limit: number = GIFT_CARD_LIMITS.totalMaxAmount,
): boolean {
  return total > limit;
}

/** '$10,000': the order total's limit as spec 8's texts write it (grouped, en-US). */
export function formatTotalLimit(amount: number): string {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}
