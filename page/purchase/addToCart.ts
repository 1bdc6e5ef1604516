/**
 * Add to cart, as pure functions: the request payload (spec 3 "Add-to-cart payload", and the eGift
 * variant fields) and the meaning of the answer (spec 4 "Add to cart", spec 8 messages). The hook
 * (hooks/usePurchase.ts) only sends and dispatches.
 */
import type { AddToCartAnswer, AddToCartPayload, Product, ShopFailure } from '../domain';
import { egiftPayloadFields, type EgiftDraft } from './egift';
import { fillPlaceholders } from './errorCatalogue';

/** Spec 8 texts (the content system's overrides are not shown in the spec). */
export const MESSAGES = {
  _ERR_DEFAULT_KEY: 'Sorry, Something went wrong. Please try after sometime.',
  _ERR_REQUEST_QTY_LIMIT_EXCEEDED:
    'Only {{qty}} of the requested quantity could be added to your cart.',
  _ERR_PARTIAL_QTY_LIMIT: 'You can add at most {{maxQty}} of this item.',
  outOfStock: 'Out Of Stock',
  addedTitle: 'Added to cart',
} as const;

export interface PayloadInput {
  product: Product;
  skuId: string;
  quantity: number;
  amount: number;
  storeId: string | null;
  egift: EgiftDraft | null;
}

/** "No order yet" (CONTRACT.md): the shop uses the visitor's cart. */
const NO_ORDER = '000000';

export function buildAddToCartPayload(input: PayloadInput): AddToCartPayload {
  const { product, skuId, quantity, amount } = input;
  if (product.giftCard.type === 'egift' && input.egift) {
    // The eGift variant (spec 3): chosen by the shop because the body has orderItem.
    return {
      orderId: NO_ORDER,
      orderItem: [
        {
          productId: product.productId,
          sku: skuId,
          quantity,
          comment: '',
          xitem_isEGCItem: 'true',
          xitem_giftAmount: amount,
          firstDataFulfilState: 'NEW',
        },
      ],
      inventoryCheck: true,
      ...egiftPayloadFields(input.egift, quantity),
    };
  }
  return {
    skus: [{ id: product.productId, sku: skuId, quantity, type: 'REGULAR' }],
    giftAmount: amount,
    inventoryCheck: true,
    isGCItem: true,
    isPickUpInStore: false,
    isShipToStore: false,
    ...(input.storeId ? { selectedStoreId: input.storeId } : {}),
  };
}

export type AddOutcome =
  | { kind: 'added'; quantity: number; cartQuantity: number | null; orderId: string | null }
  | { kind: 'unavailable'; message: string }
  | { kind: 'quantityLimit'; added: number; message: string }
  | { kind: 'signIn' }
  | { kind: 'failed'; message: string };

/** Reads a successful answer (spec 4): exception or error messages mean unavailable. */
export function interpretAddToCart(answer: AddToCartAnswer, requested: number): AddOutcome {
  if (answer.problem) return { kind: 'unavailable', message: answer.problem };
  const added = answer.quantityAdded ?? requested;
  if (added !== requested) {
    return {
      kind: 'quantityLimit',
      added,
      message: fillPlaceholders(MESSAGES._ERR_REQUEST_QTY_LIMIT_EXCEEDED, { qty: added }),
    };
  }
  return {
    kind: 'added',
    quantity: added,
    cartQuantity: answer.cartQuantity,
    orderId: answer.orderId,
  };
}

/** Reads a failure: 503 sends the shopper to sign in; rule refusals keep the shop's message. */
export function interpretAddToCartError(failure: ShopFailure): AddOutcome {
  if (failure.kind === 'http') {
    if (failure.status === 503) return { kind: 'signIn' };
    if (failure.exceptionMessage) return { kind: 'unavailable', message: failure.exceptionMessage };
    if (failure.serverMessage && failure.status !== null && failure.status < 500) {
      return { kind: 'failed', message: failure.serverMessage };
    }
  }
  return { kind: 'failed', message: MESSAGES._ERR_DEFAULT_KEY };
}

export const SIGN_IN_URL = '/shop/LogonForm?rememberMe=true';
