/**
 * Editing an eGift order item without JavaScript (spec 2, ?orderItemId): the page server reads
 * the item and renders the purchase form filled from it, as the browser's prefill does
 * (hooks/useEGiftPrefill.ts): the same reducer action, so the same amount chip, quantity and eGift
 * values. The form then carries the item's id and saving replaces it (routes/product/action.ts).
 */
import type { EgiftOrderItem, Product } from '../domain';
import { isEgiftDraftValid } from './eGift';
import type { PurchaseFormOutcome } from './purchaseForm';
import { initialPurchaseState, makePurchaseReducer, type PurchaseAction } from './purchaseReducer';
import type { QuantityContext } from './quantityRules';

/**
 * The reducer action that fills the purchase form from a saved eGift order item: one rule for the
 * browser's prefill (hooks/useEGiftPrefill.ts) and the page server's form (egiftEditOutcome).
 * The item's card count is kept within the eGift maximum; `valid` says whether the saved values
 * pass the form's rules as they are.
 */
export function prefillEgiftAction(
  item: EgiftOrderItem,
  presets: readonly number[],
  maxRecipients: number,
): PurchaseAction {
  const cards = Math.min(maxRecipients, Math.max(1, item.quantity ?? item.recipients.length));
  const valid = isEgiftDraftValid({
    sender: item.sender ?? { email: '', firstName: '', lastName: '' },
    recipients: item.recipients.map((r) => ({ ...r })),
    message: item.message,
    sendToSame: item.sendToOne,
    quantity: cards,
  });
  return { type: 'prefillEgift', item, presets, valid };
}

export function egiftEditOutcome(
  product: Product,
  item: EgiftOrderItem,
  quantity: QuantityContext,
): PurchaseFormOutcome {
  const fresh = initialPurchaseState({ product, skuId: product.defaultSkuId, quantity });
  const state = makePurchaseReducer({ quantity })(
    fresh,
    prefillEgiftAction(item, product.giftCard.amounts, quantity.maxEgiftRecipients),
  );
  return {
    values: {
      skuId: state.skuId,
      amount: state.amount,
      quantity: state.quantity,
      egift: state.egift.values,
    },
    errors: [],
    result: null,
    replaces: item.orderItemId,
  };
}
