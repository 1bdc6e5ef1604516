/**
 * The purchase panel's state as one pure reducer over a closed set of named actions (Next.js
 * Commerce's cart reducer, typed): the SKU, the amount, the quantity, the eGift form's values and
 * validity, and the add-to-cart request's status. `addToCartState` decides what the button does.
 */
import type { EgiftOrderItem, GiftCardType, Product, StockStatus } from '../domain';
import {
  amountRangeMessage,
  amountReducer,
  effectiveAmount,
  initialAmount,
  type AmountAction,
  type AmountBounds,
  type AmountSelection,
  type AmountText,
} from './amount';
import { isPurchasable, offersBackInStock } from './availability';
import type { EGiftFormValues } from '@cairnfield/design-system/formValues';
import { isEgiftDraftValid } from './eGift';
import { ADD_REASON_TEXT } from './messages';

/** Why add to cart is disabled: the spec's texts, or the page's catalogue's for its language. */
export type AddReasonText = { readonly [K in keyof typeof ADD_REASON_TEXT]: string };
import type { FormFieldError } from './formFields';
import type { PostedPurchase, PurchaseFormOutcome } from './purchaseForm';
import {
  clampQuantity,
  initialQuantity,
  quantityBounds,
  type QuantityContext,
} from './quantityRules';

export type SubmitStatus =
  | { status: 'idle' }
  | { status: 'adding' }
  /**
   * Added: the page confirms it with a toast or the cart drawer (ProductPage); after the form was
   * posted without JavaScript, with the message the panel shows.
   */
  | { status: 'added'; message?: string | undefined }
  | { status: 'failed'; message: string; help?: { href: string; label: string } | undefined };

export interface PurchaseState {
  type: GiftCardType;
  skuId: string;
  amount: AmountSelection;
  quantity: number;
  egift: { values: EGiftFormValues | null; valid: boolean };
  /** Which order item the eGift form was prefilled from (?orderItemId). */
  egiftOrderItemId: string | null;
  /** Counts the times the form was filled from a kept draft (the eGift form remounts with it). */
  draftsRestored: number;
  submit: SubmitStatus;
  /** The shop said this SKU cannot be added (spec 4: an exception or error message). */
  unavailable: { skuId: string; message: string } | null;
  /** An eGift quantity above the recipients' maximum that was asked for (spec 8), else null. */
  refusedQuantity: number | null;
  /** The posted form's field errors (buying without JavaScript), until the next add. */
  formErrors: readonly FormFieldError[];
}

export type PurchaseAction =
  | AmountAction
  | { type: 'selectSku'; skuId: string }
  | { type: 'setQuantity'; quantity: number }
  | { type: 'setEgift'; values: EGiftFormValues; valid: boolean }
  /**
   * `?orderItemId=`: the order item's values. `presets` are the card's preset amounts (a preset
   * amount shows as its chip); `valid` is the prefilled form's validity, so Add to cart is enabled
   * at once when the saved item is complete.
   */
  | { type: 'prefillEgift'; item: EgiftOrderItem; presets: readonly number[]; valid: boolean }
  /** The form as kept before a reload (purchase/draft.ts), read like a posted form. */
  | { type: 'restoreDraft'; values: PostedPurchase }
  /** The edited order item was replaced by the new one: later additions are new items. */
  | { type: 'egiftItemReplaced' }
  | { type: 'addStarted' }
  | { type: 'addSucceeded' }
  | { type: 'addFailed'; message: string; help?: { href: string; label: string } }
  | { type: 'markUnavailable'; skuId: string; message: string }
  | { type: 'quantityRefused'; attempted: number }
  | { type: 'submitReset' };

export interface PurchaseInit {
  product: Product;
  skuId: string;
  quantity: QuantityContext;
  /** The form posted without JavaScript: the page opens with its values, errors and outcome. */
  posted?: PurchaseFormOutcome | null | undefined;
}

export function initialPurchaseState({
  product,
  skuId,
  quantity,
  posted,
}: PurchaseInit): PurchaseState {
  const type = product.giftCard.type;
  const fresh: PurchaseState = {
    type,
    skuId,
    amount: initialAmount(product.giftCard.amounts),
    quantity: initialQuantity(type, quantity),
    egift: { values: null, valid: type !== 'egift' },
    egiftOrderItemId: null,
    draftsRestored: 0,
    submit: { status: 'idle' },
    unavailable: null,
    refusedQuantity: null,
    formErrors: [],
  };
  if (!posted) return fresh;
  const { errors, result } = posted;
  // A flash cookie from an older page may name a SKU the product no longer has.
  const known = product.skus.some((s) => s.skuId === posted.values.skuId);
  const values = known ? posted.values : { ...posted.values, skuId };
  return {
    ...withFormValues(fresh, values, quantity),
    egiftOrderItemId: posted.replaces ?? null,
    formErrors: errors,
    unavailable:
      result?.kind === 'unavailable' ? { skuId: values.skuId, message: result.message } : null,
    submit:
      result?.kind === 'added'
        ? { status: 'added', message: result.message }
        : result?.kind === 'failed'
          ? { status: 'failed', message: result.message, help: result.help }
          : fresh.submit,
  };
}

/**
 * The state with a form's values (posted without JavaScript, or kept across a reload), as
 * parsePurchaseForm read them: its SKU is one of the product's.
 */
function withFormValues(
  state: PurchaseState,
  values: PostedPurchase,
  quantity: QuantityContext,
): PurchaseState {
  // The quantity within the card's limits (its error, if any, says what the limit is).
  const formQuantity = clampQuantity(values.quantity, quantityBounds(state.type, quantity));
  const egift = values.egift ? { ...values.egift, quantity: formQuantity } : null;
  return {
    ...state,
    skuId: values.skuId,
    amount: values.amount,
    quantity: formQuantity,
    egift: egift ? { values: egift, valid: isEgiftDraftValid(egift) } : state.egift,
  };
}

export function makePurchaseReducer(ctx: { quantity: QuantityContext }) {
  return function purchaseReducer(state: PurchaseState, action: PurchaseAction): PurchaseState {
    switch (action.type) {
      case 'choosePreset':
      case 'chooseCustom':
      case 'setCustomAmount':
        return { ...state, amount: amountReducer(state.amount, action) };
      case 'selectSku':
        return state.skuId === action.skuId ? state : { ...state, skuId: action.skuId };
      case 'setQuantity': {
        const bounds = quantityBounds(state.type, ctx.quantity);
        const quantity = clampQuantity(action.quantity, bounds);
        // The notice stays while the quantity sits at the max it was clamped to.
        return {
          ...state,
          quantity,
          refusedQuantity: quantity < bounds.max ? null : state.refusedQuantity,
        };
      }
      case 'quantityRefused':
        return { ...state, refusedQuantity: action.attempted };
      case 'markUnavailable':
        return {
          ...state,
          unavailable: { skuId: action.skuId, message: action.message },
          // The message shows as the button's reason; the stock line announces 'Out Of Stock'.
          submit: { status: 'idle' },
        };
      case 'setEgift':
        return { ...state, egift: { values: action.values, valid: action.valid } };
      case 'prefillEgift': {
        const item = action.item;
        const bounds = quantityBounds(state.type, ctx.quantity);
        const quantity = clampQuantity(
          item.quantity ?? Math.max(1, item.recipients.length),
          bounds,
        );
        const values: EGiftFormValues = {
          sender: item.sender ?? { email: '', firstName: '', lastName: '' },
          recipients: item.recipients.map((r) => ({ ...r })),
          message: item.message,
          sendToSame: item.sendToOne,
          quantity,
          sendDate: item.sendDate,
          ...(item.sendTimeZone ? { sendTimeZone: item.sendTimeZone } : {}),
          ...(item.designId ? { designId: item.designId } : {}),
        };
        return {
          ...state,
          quantity,
          amount:
            item.amount === null
              ? state.amount
              : action.presets.includes(item.amount)
                ? { kind: 'preset', amount: item.amount }
                : { kind: 'custom', amount: item.amount },
          egift: { values, valid: action.valid },
          egiftOrderItemId: item.orderItemId,
        };
      }
      case 'restoreDraft':
        return {
          ...withFormValues(state, action.values, ctx.quantity),
          draftsRestored: state.draftsRestored + 1,
        };
      case 'egiftItemReplaced':
        return { ...state, egiftOrderItemId: null };
      case 'addStarted':
        // Duplicate requests are blocked (spec 4).
        return state.submit.status === 'adding'
          ? state
          : { ...state, submit: { status: 'adding' }, formErrors: [] };
      case 'addSucceeded':
        return { ...state, submit: { status: 'added' } };
      case 'addFailed':
        return {
          ...state,
          submit: { status: 'failed', message: action.message, help: action.help },
        };
      case 'submitReset':
        return { ...state, submit: { status: 'idle' } };
    }
  };
}

/** Inventory as the panel sees it. */
export type AvailabilityView =
  { status: 'loading' } | { status: 'error' } | { status: 'known'; stock: StockStatus };

export interface AddToCartView {
  /** Rendered at all (suppressed when out of stock, spec 4). */
  visible: boolean;
  enabled: boolean;
  /** Why it is disabled, shown next to the button (null when enabled). */
  reason: string | null;
  busy: boolean;
  /** The back-in-stock block replaces it. */
  showBackInStock: boolean;
}

export function addToCartState(
  state: PurchaseState,
  ctx: {
    availability: AvailabilityView;
    restricted: boolean;
    amountBounds: AmountBounds;
    backInStockAllowed: boolean;
    /** The reasons' and the amount's texts in the page's language. @default the spec's */
    text?: { reasons: AddReasonText; amount: AmountText };
  },
): AddToCartView {
  const reasons = ctx.text?.reasons ?? ADD_REASON_TEXT;
  const busy = state.submit.status === 'adding';
  // Spec 4: the shop's exception or error message marks the selected item unavailable.
  if (state.unavailable && state.unavailable.skuId === state.skuId) {
    return {
      visible: true,
      enabled: false,
      reason: state.unavailable.message,
      busy: false,
      showBackInStock: false,
    };
  }
  const a = ctx.availability;
  if (a.status === 'known' && !isPurchasable(a.stock)) {
    return {
      visible: false,
      enabled: false,
      reason: null,
      busy: false,
      showBackInStock: offersBackInStock(a.stock) && ctx.backInStockAllowed,
    };
  }
  const disabled = (reason: string): AddToCartView => ({
    visible: true,
    enabled: false,
    reason,
    busy,
    showBackInStock: false,
  });
  if (a.status === 'loading') return disabled(reasons.checking);
  if (ctx.restricted) return disabled(reasons.restricted);
  if (effectiveAmount(state.amount, ctx.amountBounds) === null) {
    return disabled(
      state.amount.kind === 'custom' && state.amount.amount === null
        ? reasons.enterAmount
        : amountRangeMessage(ctx.amountBounds, ctx.text?.amount),
    );
  }
  if (state.type === 'egift' && !state.egift.valid) {
    return disabled(reasons.completeEgift);
  }
  return { visible: true, enabled: !busy, reason: null, busy, showBackInStock: false };
}
