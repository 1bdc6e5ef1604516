/** Cart endpoints (spec 7, "Cart"). The cart-item variant switch picks /api/cartitem/* paths. */
import type { AddToCartAnswer, AddToCartPayload } from '../domain';
import type { CartView } from '../purchase/cart';
import { ignoredResponseWire, type HttpClient } from './http';
import { NO_ORDER_ID } from './constants';
import type { CartQuery } from './early';
import { cartAnswerWire, reshapeCartView } from './cartView';
import { reshapeAddToCart } from './reshape';
import { addToCartResponseWire } from './wire';

export type { AddToCartPayload } from '../domain';

export interface CartOptions {
  /** The cart-item variant switch: /api/cartitem/… instead of /api/cart/…. @default false */
  cartItemVariant?: boolean;
  /** One UUID per attempt: a retried request is not added twice (shop-api idempotency). */
  idempotencyKey?: string;
  signal?: AbortSignal;
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

export type { CartQuery };

/** Order id used when none exists yet (spec 7). */
export { NO_ORDER_ID };

function base(options: CartOptions = {}): string {
  return options.cartItemVariant ? '/api/cartitem' : '/api/cart';
}

function headers(options: CartOptions = {}): Record<string, string> {
  return options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};
}

export function cartEndpoints(http: HttpClient) {
  return {
    /** POST /api/cart/sku (or /api/cartitem/sku): add to cart. */
    async addToCart(
      payload: AddToCartPayload,
      options: CartOptions = {},
    ): Promise<AddToCartAnswer> {
      const wire = await http.request(`${base(options)}/sku`, {
        method: 'POST',
        body: payload,
        schema: addToCartResponseWire,
        headers: headers(options),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return reshapeAddToCart(wire);
    },
    /** POST /api/cart/applepay/sku: device-wallet add to cart. */
    async addToCartDeviceWallet(
      payload: WalletAddToCartPayload,
      options: CartOptions = {},
    ): Promise<AddToCartAnswer> {
      const wire = await http.request(`${base(options)}/applepay/sku`, {
        method: 'POST',
        body: payload,
        schema: addToCartResponseWire,
        headers: headers(options),
      });
      return reshapeAddToCart(wire);
    },
    /** POST /api/cart/paypal/sku: account-wallet add to cart. */
    async addToCartAccountWallet(
      payload: WalletAddToCartPayload,
      options: CartOptions = {},
    ): Promise<AddToCartAnswer> {
      const wire = await http.request(`${base(options)}/paypal/sku`, {
        method: 'POST',
        body: payload,
        schema: addToCartResponseWire,
        headers: headers(options),
      });
      return reshapeAddToCart(wire);
    },
    /** GET /api/cart/restore: restores the cart after a wallet flow. */
    restoreCart(): Promise<unknown> {
      return http.request('/api/cart/restore', { schema: ignoredResponseWire });
    },
    /** GET /api/cart/{orderId}, read for the cart page: lines, eGift details and totals. */
    async getCartView(orderId: string = NO_ORDER_ID, query: CartQuery = {}): Promise<CartView> {
      const wire = await http.request(`/api/cart/${encodeURIComponent(orderId)}`, {
        schema: cartAnswerWire,
        query,
      });
      return reshapeCartView(wire);
    },
  };
}
