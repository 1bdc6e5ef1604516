import {
  DEFAULT_AMOUNT_BOUNDS,
  exceedsOrderTotal,
  formatTotalLimit,
  GIFT_CARD_LIMITS,
  isWholeAmountWithin,
  quantityBounds,
  type AmountBounds,
  type GiftCardType,
} from '../../shared/giftCards.ts';
import { ErrorKey, fillTemplate } from './errors.ts';
import type { RuleError } from './errors.ts';

export const AMOUNT_RANGE_MESSAGE = `Gift card amount should be between $${GIFT_CARD_LIMITS.minAmount} and $${GIFT_CARD_LIMITS.maxAmount}`;

/** Whole dollars within the product's bounds (spec 5: invalid below gcMinAmount or above gcMaxAmount). */
export function isValidGiftAmount(
  amount: number,
  bounds: AmountBounds = DEFAULT_AMOUNT_BOUNDS,
): boolean {
  return isWholeAmountWithin(amount, bounds);
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
  const bounds = quantityBounds(input.type, {
    bulkMinQuantity: input.bulkMinQuantity,
    eGiftMaxQuantity: GIFT_CARD_LIMITS.eGiftMaxQuantity,
  });
  if (input.type === 'standard') {
    // The standard card stops one below the bulk minimum (spec 5: 51 - 1 = 50).
    const max = bounds.max;
    if (after > max) {
      return {
        errorKey: ErrorKey.excessQuantityNonBulk,
        message: `You can buy a maximum of ${max} gift cards for this item. For larger quantities, buy the bulk gift card.`,
        ...(field ? { field } : {}),
        data: { maxQty: max, inCart: input.inCart },
      };
    }
  } else if (input.type === 'bulk') {
    if (after < bounds.min) {
      return {
        errorKey: ErrorKey.bulkMinQuantity,
        message: fillTemplate('Bulk gift card orders start at {{minQty}} cards.', {
          minQty: input.bulkMinQuantity,
        }),
        ...(field ? { field } : {}),
        data: { minQty: input.bulkMinQuantity, inCart: input.inCart },
      };
    }
    if (after > bounds.max) {
      return {
        errorKey: ErrorKey.bulkMaxQuantity,
        message: fillTemplate('You can buy at most {{maxQty}} bulk gift cards of one design.', {
          maxQty: bounds.max,
        }),
        ...(field ? { field } : {}),
        data: { maxQty: bounds.max, inCart: input.inCart },
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
  if (attempted > GIFT_CARD_LIMITS.eGiftMaxQuantity) {
    return {
      errorKey: ErrorKey.egcRecipientsLimitExceeded,
      message: `The maximum number of eGift cards you can purchase is ${GIFT_CARD_LIMITS.eGiftMaxQuantity}.`,
      data: { maxQty: GIFT_CARD_LIMITS.eGiftMaxQuantity, totalQty: attempted },
    };
  }
  return null;
}

/** Spec 9: the gift card value of one order may not pass the limit (larger orders go to live chat). */
export function checkTotalGiftCardAmount(input: {
  inCartCents: number;
  addCents: number;
}): RuleError | null {
  const attemptedCents = input.inCartCents + input.addCents;
  if (exceedsOrderTotal(attemptedCents / 100)) {
    return {
      errorKey: ErrorKey.totalGcAmountExceeded,
      message: `Gift card orders above ${formatTotalLimit(GIFT_CARD_LIMITS.totalMaxAmount)} cannot be placed online. Please contact us through live chat.`,
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
