/**
 * Quantity rules per gift card type (spec 4, 5 and 9), over the bounds the shop shares
 * (shared/giftCards.ts): above a standard card's maximum the quantity modal offers the bulk card;
 * below a bulk card's minimum the quantity resets to it.
 */
import { quantityBounds as boundsOf, type QuantityBounds } from '../../shared/giftCards';
import type { GiftCardType } from '../domain';
import { errorText, fillPlaceholders, type ErrorTexts } from './messageText';
import { NOJS_TEXT } from './messages';

export type { QuantityBounds };

export interface QuantityContext {
  bulkMinQuantity: number;
  maxEgiftRecipients: number;
}

export function quantityBounds(type: GiftCardType, ctx: QuantityContext): QuantityBounds {
  return boundsOf(type, {
    bulkMinQuantity: ctx.bulkMinQuantity,
    eGiftMaxQuantity: ctx.maxEgiftRecipients,
  });
}

/** The quantity a page starts with: the minimum (1, or the bulk minimum). */
export function initialQuantity(type: GiftCardType, ctx: QuantityContext): number {
  return quantityBounds(type, ctx).min;
}

export function clampQuantity(value: number, bounds: QuantityBounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}

/** Spec 4: above max, the quantity modal may open, but not for bulk or eGift items. */
export function opensQuantityModal(type: GiftCardType): boolean {
  return type === 'standard';
}

/** Spec 8 _EXCESS_QUANTITY_TO_BUY_NON_BULK_GIFTCARD, for the quantity modal. */
export function excessQuantityMessage(max: number, egift = false): string {
  return `You can buy a maximum of ${max} ${egift ? 'eGift cards' : 'gift cards'} for this item. For larger quantities, buy the bulk gift card.`;
}

/**
 * Spec 8 _EGC_RECIPIENTS_LIMT_EXCEEDED: its key and shipped text (the error catalogue's entry for
 * the key is this text, errorCatalogue.ts).
 */
export const EGIFT_RECIPIENTS_LIMIT = {
  key: '_EGC_RECIPIENTS_LIMT_EXCEEDED',
  text: 'The maximum number of eGift cards you can purchase is {{maxQty}}.',
} as const;

/**
 * Spec 8 _EGC_RECIPIENTS_LIMT_EXCEEDED: asking for more eGift cards than recipients allowed, in the
 * configured text for the key when there is one.
 */
export function egiftQuantityMessage(
  attempted: number,
  max: number,
  texts: ErrorTexts = {},
): string {
  return errorText(EGIFT_RECIPIENTS_LIMIT.key, EGIFT_RECIPIENTS_LIMIT.text, texts, {
    maxQty: max,
    totalQty: attempted,
  });
}

/**
 * The quantity's error (spec 9 limits, spec 8 texts), or null when it is in range: the posted
 * purchase form's (purchaseForm.ts) and the cart page's quantity change (cart.ts).
 */
export function quantityError(
  type: GiftCardType,
  quantity: number,
  bounds: QuantityBounds,
  ctx: { errorTexts?: ErrorTexts | undefined },
): string | null {
  if (Number.isInteger(quantity) && quantity >= bounds.min && quantity <= bounds.max) return null;
  if (Number.isInteger(quantity) && quantity > bounds.max) {
    if (type === 'egift') {
      return egiftQuantityMessage(quantity, bounds.max, ctx.errorTexts);
    }
    if (type === 'standard') return excessQuantityMessage(bounds.max);
  }
  return fillPlaceholders(NOJS_TEXT.quantityRange, { min: bounds.min, max: bounds.max });
}
