/** The shop client as the add-to-cart action's cart (purchase/addToCartAction.ts). */
import type { CartClient } from '../purchase/addToCartAction';
import { shopFailureOf } from './failures';
import type { ShopClient } from './index';

export function cartClientOf(
  shop: Pick<ShopClient, 'addToCart' | 'restoreCart' | 'updateOrder'>,
): CartClient {
  return {
    add: (payload, options) => shop.addToCart(payload, options),
    restore: () => shop.restoreCart(),
    removeItem: (orderId, orderItemId) =>
      shop.updateOrder(orderId, { action: 'update', orderItems: [{ orderItemId, quantity: 0 }] }),
    failureOf: shopFailureOf,
  };
}
