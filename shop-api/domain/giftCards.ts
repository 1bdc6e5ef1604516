import { ErrorKey, fillTemplate } from './errors.ts';
import type { RuleError } from './errors.ts';

/** Spec 9: gift card amounts, order total and quantity limits. */
export const GIFT_CARD_LIMITS = {
  minAmount: 1,
  maxAmount: 1500,
  totalMaxAmount: 10_000,
  standardMaxQuantity: 50,
  bulkMinQuantity: 51,
  bulkMaxQuantity: 999,
  egiftMaxQuantity: 5,
} as const;

export const GIFT_CARD_TYPES = ['standard', 'bulk', 'egift'] as const;
export type GiftCardType = (typeof GIFT_CARD_TYPES)[number];

export const AMOUNT_RANGE_MESSAGE = `Gift card amount should be between $${GIFT_CARD_LIMITS.minAmount} and $${GIFT_CARD_LIMITS.maxAmount}`;

/** Whole dollars within the product's bounds (spec 5: invalid below gcMinAmount or above gcMaxAmount). */
export function isValidGiftAmount(
  amount: number,
  bounds: { min: number; max: number } = {
    min: GIFT_CARD_LIMITS.minAmount,
    max: GIFT_CARD_LIMITS.maxAmount,
  },
): boolean {
  return Number.isInteger(amount) && amount >= bounds.min && amount <= bounds.max;
}

/**
 * Quantity rule for one SKU line, applied to what the line would hold after the add
 * (what is already in the cart plus the request), so two adds cannot bypass a limit.
 */
export function checkLineQuantity(input: {
  type: GiftCardType;
  inCart: number;
  requested: number;
  bulkMinQuantity: number;
  field?: string;
}): RuleError | null {
  const after = input.inCart + input.requested;
  const field = input.field;
  if (input.type === 'standard') {
    // The standard card stops one below the bulk minimum (spec 5: 51 - 1 = 50).
    const max = input.bulkMinQuantity - 1;
    if (after > max) {
      return {
        errorKey: ErrorKey.excessQuantityNonBulk,
        message: `You can buy a maximum of ${max} gift cards for this item. For larger quantities, buy the bulk gift card.`,
        ...(field ? { field } : {}),
        data: { maxQty: max, inCart: input.inCart },
      };
    }
  } else if (input.type === 'bulk') {
    if (after < input.bulkMinQuantity) {
      return {
        errorKey: ErrorKey.bulkMinQuantity,
        message: fillTemplate('Bulk gift card orders start at {{minQty}} cards.', {
          minQty: input.bulkMinQuantity,
        }),
        ...(field ? { field } : {}),
        data: { minQty: input.bulkMinQuantity, inCart: input.inCart },
      };
    }
    if (after > GIFT_CARD_LIMITS.bulkMaxQuantity) {
      return {
        errorKey: ErrorKey.bulkMaxQuantity,
        message: fillTemplate('You can buy at most {{maxQty}} bulk gift cards of one design.', {
          maxQty: GIFT_CARD_LIMITS.bulkMaxQuantity,
        }),
        ...(field ? { field } : {}),
        data: { maxQty: GIFT_CARD_LIMITS.bulkMaxQuantity, inCart: input.inCart },
      };
    }
  }
  return null;
}

/**
 * eGift cards: at most 5 per order (spec 9, maxQtyRecipients), counted over every eGift line
 * already in the order plus this request. With send-to-one off there is one recipient per card.
 */
export function checkEgiftCount(input: {
  inCart: number;
  requested: number;
  recipients: number;
}): RuleError | null {
  const attempted = Math.max(input.inCart + input.requested, input.recipients);
  if (attempted > GIFT_CARD_LIMITS.egiftMaxQuantity) {
    return {
      errorKey: ErrorKey.egcRecipientsLimitExceeded,
      message: `The maximum number of eGift cards you can purchase is ${GIFT_CARD_LIMITS.egiftMaxQuantity}.`,
      data: { maxQty: GIFT_CARD_LIMITS.egiftMaxQuantity, totalQty: attempted },
    };
  }
  return null;
}

/** Spec 9: the gift card value of one order may not pass $10,000 (larger orders go to live chat). */
export function checkTotalGiftCardAmount(input: {
  inCartCents: number;
  addCents: number;
}): RuleError | null {
  const limitCents = GIFT_CARD_LIMITS.totalMaxAmount * 100;
  const attemptedCents = input.inCartCents + input.addCents;
  if (attemptedCents > limitCents) {
    return {
      errorKey: ErrorKey.totalGcAmountExceeded,
      message:
        'Gift card orders above $10,000 cannot be placed online. Please contact us through live chat.',
      data: { maxAmount: GIFT_CARD_LIMITS.totalMaxAmount, attemptedAmount: attemptedCents / 100 },
    };
  }
  return null;
}

export type StockDecision =
  | { kind: 'full'; add: number }
  | { kind: 'partial'; add: number; available: number }
  | { kind: 'none'; available: number }
  | { kind: 'out_of_stock' };

/**
 * How much of a request the stock allows. `stockLevel` is the quantity one order may hold
 * (`null`: not tracked). A partial add is not an error: the shop adds what it can and reports
 * `totalQuantityAdded` below the request, which the page turns into the quantity-limit message.
 */
export function decideStock(input: {
  stockLevel: number | null;
  inCart: number;
  requested: number;
}): StockDecision {
  if (input.stockLevel === null) return { kind: 'full', add: input.requested };
  if (input.stockLevel === 0) return { kind: 'out_of_stock' };
  const available = Math.max(0, input.stockLevel - input.inCart);
  if (available === 0) return { kind: 'none', available: input.stockLevel };
  if (available >= input.requested) return { kind: 'full', add: input.requested };
  return { kind: 'partial', add: available, available };
}

export function outOfStockError(field?: string): RuleError {
  return {
    errorKey: ErrorKey.outOfStock,
    message: 'Out Of Stock',
    ...(field ? { field } : {}),
  };
}

export function partialLimitError(maxQty: number, field?: string): RuleError {
  return {
    errorKey: ErrorKey.partialQtyLimit,
    message: fillTemplate('You already have the most we can sell of this item ({{maxQty}}).', {
      maxQty,
    }),
    ...(field ? { field } : {}),
    data: { maxQty },
  };
}

/** Inventory status reported for one SKU from its stock level. */
export type InventoryStatus = 'IN_STOCK' | 'LIMITED_AVAILABILITY' | 'OUT_OF_STOCK';

/** Below this many units a tracked SKU reports LIMITED_AVAILABILITY. */
export const LIMITED_AVAILABILITY_BELOW = 10;

export function inventoryStatusFor(stockLevel: number | null): InventoryStatus {
  if (stockLevel === null) return 'IN_STOCK';
  if (stockLevel === 0) return 'OUT_OF_STOCK';
  return stockLevel < LIMITED_AVAILABILITY_BELOW ? 'LIMITED_AVAILABILITY' : 'IN_STOCK';
}

/** The product's status is the best of its SKUs' (a product with one buyable SKU is buyable). */
export function aggregateInventoryStatus(statuses: readonly InventoryStatus[]): InventoryStatus {
  if (statuses.includes('IN_STOCK')) return 'IN_STOCK';
  if (statuses.includes('LIMITED_AVAILABILITY')) return 'LIMITED_AVAILABILITY';
  return 'OUT_OF_STOCK';
}
