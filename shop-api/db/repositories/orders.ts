import { sql } from 'kysely';
import type { CurrentDb } from '../database.ts';
import { encode, instant } from '../encode.ts';
import type { OrderItemRecord, OrderRecord } from '../schema.ts';

export type OrderPatch = Partial<
  Pick<
    OrderRecord,
    | 'status'
    | 'email'
    | 'shippingAddress'
    | 'billingAddress'
    | 'addressId'
    | 'sddSlot'
    | 'sddStore'
    | 'stsStoreId'
    | 'payment'
    | 'placedTotals'
    | 'placedAt'
    | 'sessionToken'
    | 'profileId'
  >
>;

export type NewOrder = Pick<OrderRecord, 'sessionToken' | 'profileId' | 'kind'>;
export type NewOrderItem = Omit<OrderItemRecord, 'orderItemId' | 'createdAt'>;

/** Orders and their items. A cart is a pending order (status P) of its session. */
export interface OrderRepository {
  /** A new pending order, numbered from the order id sequence. */
  create(order: NewOrder, now: Date): Promise<OrderRecord>;
  get(orderId: string, options?: { forUpdate?: boolean }): Promise<OrderRecord | null>;
  update(orderId: string, patch: OrderPatch, now: Date): Promise<void>;
  listItems(orderId: string): Promise<OrderItemRecord[]>;
  insertItem(item: NewOrderItem, now: Date): Promise<OrderItemRecord>;
  setItemQuantity(orderItemId: string, quantity: number): Promise<void>;
  setItemShipMode(orderItemId: string, shipModeId: string): Promise<void>;
  deleteItem(orderItemId: string): Promise<void>;
  /** Moves an item to another order (a guest cart merged at sign-in). */
  moveItem(orderItemId: string, toOrderId: string): Promise<void>;
  /** The profile's most recently changed pending cart, if any. */
  latestCartOf(profileId: string, options?: { forUpdate?: boolean }): Promise<OrderRecord | null>;
  /** Deletes anonymous carts (pending orders of no profile) untouched since `olderThan`. */
  purgeAbandonedCarts(olderThan: Date): Promise<number>;
}

export function orderRepository(db: CurrentDb): OrderRepository {
  return {
    async create(order, now) {
      return db()
        .insertInto('orders')
        .values({
          ...encode({ ...order, status: 'P' as const, createdAt: now, updatedAt: now }),
          orderId: sql<string>`nextval('order_id_seq')::text`,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async get(orderId, options = {}) {
      let query = db().selectFrom('orders').selectAll().where('orderId', '=', orderId);
      if (options.forUpdate) query = query.forUpdate();
      return (await query.executeTakeFirst()) ?? null;
    },

    async update(orderId, patch, now) {
      await db()
        .updateTable('orders')
        .set(encode({ ...patch, updatedAt: now }))
        .where('orderId', '=', orderId)
        .execute();
    },

    async listItems(orderId) {
      return (
        db()
          .selectFrom('orderItems')
          .selectAll()
          .where('orderId', '=', orderId)
          .orderBy('createdAt')
          // Item ids are numbers in text: shorter ones first keeps 9 before 10.
          .orderBy((eb) => eb.fn('length', ['orderItemId']))
          .orderBy('orderItemId')
          .execute()
      );
    },

    async insertItem(item, now) {
      return db()
        .insertInto('orderItems')
        .values({
          ...encode({ ...item, createdAt: now }),
          orderItemId: sql<string>`nextval('order_item_id_seq')::text`,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async setItemQuantity(orderItemId, quantity) {
      await db()
        .updateTable('orderItems')
        .set({ quantity })
        .where('orderItemId', '=', orderItemId)
        .execute();
    },

    async setItemShipMode(orderItemId, shipModeId) {
      await db()
        .updateTable('orderItems')
        .set({ shipModeId })
        .where('orderItemId', '=', orderItemId)
        .execute();
    },

    async deleteItem(orderItemId) {
      await db().deleteFrom('orderItems').where('orderItemId', '=', orderItemId).execute();
    },

    async moveItem(orderItemId, toOrderId) {
      await db()
        .updateTable('orderItems')
        .set({ orderId: toOrderId })
        .where('orderItemId', '=', orderItemId)
        .execute();
    },

    async latestCartOf(profileId, options = {}) {
      let query = db()
        .selectFrom('orders')
        .selectAll()
        .where('profileId', '=', profileId)
        // Literals, so the planner can use the partial index of migration 011.
        .where('status', '=', sql.lit('P'))
        .where('kind', '=', sql.lit('cart'))
        .orderBy('updatedAt', 'desc')
        .orderBy('orderId', 'desc')
        .limit(1);
      if (options.forUpdate) query = query.forUpdate();
      return (await query.executeTakeFirst()) ?? null;
    },

    async purgeAbandonedCarts(olderThan) {
      // The literal 'P' (not a parameter) lets the planner use the partial index of
      // migration 005 (orders_abandoned_idx: status = 'P' AND profile_id IS NULL).
      const rows = await db()
        .deleteFrom('orders')
        .where('status', '=', sql.lit('P'))
        .where('profileId', 'is', null)
        .where('updatedAt', '<', instant(olderThan))
        .returning('orderId')
        .execute();
      return rows.length;
    },
  };
}
