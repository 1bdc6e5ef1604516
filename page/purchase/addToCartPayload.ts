/**
 * The add to cart request, as a pure function: the payload of spec 3 ("Add-to-cart payload") and
 * its eGift variant's fields. Add to cart and the express checkout both send it.
 */
import type { AddToCartPayload, Product } from '../domain';
import type { EGiftFormValues } from '@cairnfield/design-system/formValues';
import { egiftPayloadFields } from './eGift';

/** Spec 9: shipping mode id of home delivery (the gift card ships to the shopper). */
export const HOME_SHIPPING_MODE = '10551';

export interface PayloadInput {
  product: Product;
  skuId: string;
  quantity: number;
  amount: number;
  storeId: string | null;
  egift: EGiftFormValues | null;
  /**
   * The cart's eGift item this add replaces (an edit, spec 2 ?orderItemId): sent with the eGift
   * payload, so a shop that offers the replace does it in the same step as the add.
   */
  replacesOrderItemId?: string | null;
}

/** "No order yet" (shop-api/openapi.json): the shop uses the visitor's cart. */
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
      ...(input.replacesOrderItemId ? { replacesOrderItemId: input.replacesOrderItemId } : {}),
    };
  }
  return {
    skus: [{ id: product.productId, sku: skuId, quantity, type: 'REGULAR' }],
    giftAmount: amount,
    inventoryCheck: true,
    isGCItem: true,
    // Spec 3 lists these; the shop passes the flags through (shop-api/openapi.json).
    shippingModes: HOME_SHIPPING_MODE,
    isPickUpInStore: false,
    isShipToStore: false,
    ...(input.storeId ? { selectedStoreId: input.storeId } : {}),
    skip: false,
    cfst: false,
    atcopt: false,
  };
}
