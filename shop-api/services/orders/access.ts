import type { ShopRepository } from '../../db/repository.ts';
import type { OrderItemRecord, OrderRecord } from '../../db/schema.ts';
import type { ProductDocument, SkuInfo } from '../../catalogue/types.ts';
import { ErrorKey } from '../../domain/errors.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { Visitor } from '../visitor.ts';

/** What every order use case needs: the repository and the clock. */
export interface ShopDeps {
  repo: ShopRepository;
  now: () => Date;
}

/** Order id the page uses when there is no cart yet (spec 7); any run of zeros means the same. */
export const NO_ORDER_ID = '000000';

export const isNoOrder = (orderId: string) => /^0+$/.test(orderId);

export interface OrderLine {
  item: OrderItemRecord;
  product: ProductDocument | null;
  sku: SkuInfo | null;
}

/** Loads the product documents the items refer to, once each. */
export async function loadLines(
  repo: ShopRepository,
  items: readonly OrderItemRecord[],
): Promise<OrderLine[]> {
  const ids = [...new Set(items.map((item) => item.productId))];
  const products = new Map<string, ProductDocument>();
  for (const id of ids) {
    const record = await repo.products.get(id);
    if (record) products.set(id, record.doc);
  }
  return items.map((item) => {
    const product = products.get(item.productId) ?? null;
    return {
      item,
      product,
      sku: product?.sKUs.find((sku) => sku.skuId === item.skuId) ?? null,
    };
  });
}

/**
 * Whose an order is: a signed-in shopper's order (it has a profile) is theirs alone, seen only in
 * their signed-in session, whatever cart cookie the browser holds (a cookie left behind on a shared
 * computer, or planted, shows nothing of it); a guest's order belongs to the cart cookie that made
 * it.
 */
export function isOwnOrder(order: OrderRecord, visitor: Visitor): boolean {
  if (order.profileId !== null) return visitor.profileId === order.profileId;
  return visitor.sessionToken !== null && order.sessionToken === visitor.sessionToken;
}

/**
 * Loads an order the visitor may see (isOwnOrder). Anything else answers 404, not 403, so order
 * ids cannot be probed.
 */
export async function loadOwnOrder(
  repo: ShopRepository,
  visitor: Visitor,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRecord> {
  const order = await repo.orders.get(orderId, options);
  if (!order || !isOwnOrder(order, visitor)) throw notFound(`Order ${orderId} was not found`);
  return order;
}

export function requirePending(order: OrderRecord): void {
  if (order.status !== 'P') {
    throw new ApiError(409, {
      errors: [
        {
          errorKey: ErrorKey.orderNotPending,
          message:
            order.status === 'M'
              ? `Order ${order.orderId} has already been placed`
              : `Order ${order.orderId} has been cancelled`,
          orderStatus: order.status,
        },
      ],
    });
  }
}

export function requireItems(order: OrderRecord, items: readonly OrderItemRecord[]): void {
  if (items.length === 0) {
    throw new ApiError(400, {
      errors: [{ errorKey: ErrorKey.emptyOrder, message: `Order ${order.orderId} has no items` }],
    });
  }
}

/** The visitor's cart, when it is still pending. */
export async function currentCart(
  repo: ShopRepository,
  visitor: Visitor,
): Promise<OrderRecord | null> {
  if (!visitor.sessionToken) return null;
  const session = await repo.sessions.get(visitor.sessionToken);
  const order = session?.cartOrderId ? await repo.orders.get(session.cartOrderId) : null;
  return order?.status === 'P' && isOwnOrder(order, visitor) ? order : null;
}
