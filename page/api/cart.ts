/** Cart endpoints (spec 7, "Cart"). The cart-item variant switch picks /api/cartitem/* paths. */
import type { HttpClient } from './http';
import {
  addToCartResponseWire,
  ignoredResponseWire,
  looseObjectWire,
  type AddToCartResponse,
} from './wire';

export interface CartOptions {
  /** The cart-item variant switch: /api/cartitem/… instead of /api/cart/…. @default false */
  cartItemVariant?: boolean;
  /** One UUID per attempt: a retried request is not added twice (shop-api idempotency). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface AddToCartSku {
  id: string;
  sku: string;
  quantity: number;
  type: 'REGULAR';
}

/** Spec 3, "Add-to-cart payload" (plus the eGift variant fields, spec 3 "eGift card form"). */
export interface AddToCartPayload {
  skus?: AddToCartSku[];
  giftAmount?: number;
  inventoryCheck: true;
  isGCItem?: boolean;
  shippingModes?: unknown;
  bundleId?: string;
  isBundle?: boolean;
  isPickUpInStore?: boolean;
  isShipToStore?: boolean;
  selectedStoreId?: string;
  skip?: boolean;
  cfst?: boolean;
  atcopt?: boolean;
  // eGift variant
  orderId?: string;
  orderItem?: {
    productId: string;
    sku: string;
    quantity: number;
    comment?: string;
    xitem_isEGCItem: 'true' | 'false';
    xitem_giftAmount: number;
    firstDataFulfilState: 'NEW';
  }[];
  senderEmail?: string;
  senderFirstName?: string;
  senderLastName?: string;
  senderMessage?: string;
  recipients?: {
    sequence: number;
    recipientFirstName: string;
    recipientLastName: string;
    recipientEmail: string;
  }[];
  isSendToOne?: '1' | '0';
}

export interface WalletAddToCartPayload {
  skus: { id: string; sku: string; quantity: number; type?: 'REGULAR' }[];
  isPickUpInStore?: boolean;
  isShipToStore?: boolean;
  selectedStoreId?: string;
  isSDD?: boolean;
  sddStoreId?: string;
  sddZipCode?: string;
  giftAmount?: number;
}

export interface CartQuery {
  deliveryZipCode?: string;
  storeZipCode?: string;
  [flag: string]: string | number | boolean | undefined;
}

/** Order id used when none exists yet (spec 7). */
export const NO_ORDER_ID = '000000';

function base(options: CartOptions = {}): string {
  return options.cartItemVariant ? '/api/cartitem' : '/api/cart';
}

function headers(options: CartOptions = {}): Record<string, string> {
  return options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};
}

export function cartEndpoints(http: HttpClient) {
  return {
    /** POST /api/cart/sku (or /api/cartitem/sku): add to cart. */
    addToCart(payload: AddToCartPayload, options: CartOptions = {}): Promise<AddToCartResponse> {
      return http.request(`${base(options)}/sku`, {
        method: 'POST',
        body: payload,
        schema: addToCartResponseWire,
        headers: headers(options),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    },
    /** POST /api/cart/applepay/sku: device-wallet add to cart. */
    addToCartDeviceWallet(
      payload: WalletAddToCartPayload,
      options: CartOptions = {},
    ): Promise<AddToCartResponse> {
      return http.request(`${base(options)}/applepay/sku`, {
        method: 'POST',
        body: payload,
        schema: addToCartResponseWire,
        headers: headers(options),
      });
    },
    /** POST /api/cart/paypal/sku: account-wallet add to cart. */
    addToCartAccountWallet(
      payload: WalletAddToCartPayload,
      options: CartOptions = {},
    ): Promise<AddToCartResponse> {
      return http.request(`${base(options)}/paypal/sku`, {
        method: 'POST',
        body: payload,
        schema: addToCartResponseWire,
        headers: headers(options),
      });
    },
    /** GET /api/cart/restore: restores the cart after a wallet flow. */
    restoreCart(): Promise<unknown> {
      return http.request('/api/cart/restore', { schema: ignoredResponseWire });
    },
    /** GET /api/cart/{orderId} (000000 when there is no order yet). */
    getCart(orderId: string = NO_ORDER_ID, query: CartQuery = {}, signal?: AbortSignal) {
      return http.request(`/api/cart/${encodeURIComponent(orderId)}`, {
        schema: looseObjectWire,
        query,
        ...(signal ? { signal } : {}),
      });
    },
  };
}
