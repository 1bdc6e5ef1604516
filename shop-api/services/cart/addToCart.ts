import type { LastAdd, OrderItemRecord, OrderRecord } from '../../db/schema.ts';
import type { RuleError } from '../../domain/errors.ts';
import {
  checkEgiftCount,
  checkLineQuantity,
  checkTotalGiftCardAmount,
  decideStock,
  outOfStockError,
  partialLimitError,
} from '../../domain/giftCards.ts';
import { checkSendDate } from '../../domain/eGiftSchedule.ts';
import { formatAmount, toCents } from '../../domain/money.ts';
import { SHIP_MODE_IDS, defaultShipModeId } from '../../domain/shipping.ts';
import { ApiError, invalidInput, ruleEntry } from '../../http/errors.ts';
import { NO_ORDER_ID, isOwnOrder } from '../orders/access.ts';
import type { ShopDeps } from '../orders/access.ts';
import { cardCount } from '../orders/view.ts';
import type { Visitor } from '../visitor.ts';
import { checkRecipients, resolveLines } from './addRequest.ts';
import type { AddRequest, AddResult, AddToCartBody, CartMode, ResolvedLine } from './addRequest.ts';

/**
 * Add to cart (`POST /api/cart/sku` and the wallets' variants): the rules in the order a shopper
 * would want to hear about them, then the writes, all in one transaction.
 */

/** Refusal of an add: the rule in both envelopes the page reads (addToCart and errors[]). */
function refuse(
  rule: RuleError,
  context: { orderId: string; requested: number; cartQuantity: number; amountCents: number },
): ApiError {
  return new ApiError(400, {
    addToCart: {
      orderId: context.orderId,
      exceptionCode: rule.errorKey,
      exceptionMessage: rule.message,
      errorMessage: rule.message,
      requestedQuantity: context.requested,
      totalQuantityAdded: 0,
      totalCartQuantity: context.cartQuantity,
      items: [],
      integrationError: false,
      displayPrice: formatAmount(context.amountCents),
    } satisfies AddToCartBody,
    errors: [ruleEntry(rule)],
  });
}

/**
 * Adds gift cards to the visitor's cart (mode `cart`) or to a fresh express order for a wallet
 * checkout (mode `express`, which leaves the cart alone until the wallet flow ends). Rules run
 * against what the order already holds; a refusal changes nothing.
 */
export async function addToCart(
  deps: ShopDeps,
  visitor: Visitor,
  asked: AddRequest,
  mode: CartMode,
): Promise<AddResult> {
  const now = deps.now();
  const request = withCheckedSchedule(asked, now);
  const amountCents = toCents(request.giftAmount);
  return deps.repo.transaction(async (repo) => {
    const lines = await resolveLines(repo, request);
    const requested = lines.reduce((sum, line) => sum + line.quantity, 0);

    let session = visitor.sessionToken
      ? await repo.sessions.get(visitor.sessionToken, { forUpdate: true })
      : null;
    let existing: OrderRecord | null = null;
    if (session && mode === 'cart' && session.cartOrderId) {
      const order = await repo.orders.get(session.cartOrderId, { forUpdate: true });
      // A signed-in shopper's cart is not a guest's to add to (isOwnOrder): a new one is started.
      existing = order?.status === 'P' && isOwnOrder(order, visitor) ? order : null;
    }
    if (
      request.kind === 'egift' &&
      request.orderId &&
      request.orderId !== (existing?.orderId ?? null)
    ) {
      throw invalidInput([
        { field: 'orderId', message: `Order ${request.orderId} is not your current cart` },
      ]);
    }
    const inCart = existing ? await repo.orders.listItems(existing.orderId) : [];
    // An edit (replacesOrderItemId): the rules read the cart without the item it replaces.
    const replaced = replacedItem(request, mode, inCart);
    const items = replaced ? inCart.filter((item) => item !== replaced) : inCart;
    const context = {
      orderId: existing?.orderId ?? NO_ORDER_ID,
      requested,
      cartQuantity: cardCount(inCart),
      amountCents,
    };

    // Rules, in the order a shopper would want to hear about them.
    if (request.kind === 'egift') {
      const rule = checkEgiftCount({
        inCart: cardCount(items, (item) => item.isEgc),
        requested: request.line.quantity,
        recipients: request.egift.recipients.length,
      });
      if (rule) throw refuse(rule, context);
      checkRecipients(request);
    }
    const pendingBySku = new Map<string, number>();
    for (const line of lines) {
      const inCart =
        cardCount(items, (item) => item.skuId === line.skuId) + (pendingBySku.get(line.skuId) ?? 0);
      const rule = checkLineQuantity({
        type: line.product.giftCardType,
        inCart,
        requested: line.quantity,
        bulkMinQuantity: line.product.doc.bulkGiftcardMinQuantity,
        field: `${line.field}.quantity`,
      });
      if (rule) throw refuse(rule, context);
      pendingBySku.set(line.skuId, (pendingBySku.get(line.skuId) ?? 0) + line.quantity);
    }
    const totalRule = checkTotalGiftCardAmount({
      inCartCents: items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
      addCents: amountCents * requested,
    });
    if (totalRule) throw refuse(totalRule, context);

    const plan: { line: ResolvedLine; add: number }[] = [];
    const plannedBySku = new Map<string, number>();
    for (const line of lines) {
      const inCart =
        cardCount(items, (item) => item.skuId === line.skuId) + (plannedBySku.get(line.skuId) ?? 0);
      const decision = decideStock({
        stockLevel: line.sku.stockLevel,
        inCart,
        requested: line.quantity,
      });
      if (decision.kind === 'out_of_stock')
        throw refuse(outOfStockError(`${line.field}.sku`), context);
      // A replacement is whole or nothing: cut short, it would leave the shopper fewer cards than
      // the item it took out.
      if (decision.kind === 'none' || (replaced && decision.kind === 'partial')) {
        throw refuse(partialLimitError(decision.available, `${line.field}.quantity`), context);
      }
      plan.push({ line, add: decision.add });
      plannedBySku.set(line.skuId, (plannedBySku.get(line.skuId) ?? 0) + decision.add);
    }

    // Everything allowed: create what is missing, then write.
    let newSessionToken: string | null = null;
    if (!session) {
      newSessionToken = crypto.randomUUID();
      session = await repo.sessions.create(newSessionToken, now);
    }
    let order = existing;
    if (!order) {
      if (mode === 'express' && session.expressOrderId) {
        // A wallet checkout started again: the abandoned express order is cancelled.
        const previous = await repo.orders.get(session.expressOrderId, { forUpdate: true });
        if (previous?.status === 'P' && isOwnOrder(previous, visitor))
          await repo.orders.update(previous.orderId, { status: 'X' }, now);
      }
      order = await repo.orders.create(
        { sessionToken: session.token, profileId: visitor.profileId, kind: mode },
        now,
      );
      await repo.sessions.update(
        session.token,
        mode === 'cart' ? { cartOrderId: order.orderId } : { expressOrderId: order.orderId },
        now,
      );
    }

    if (request.kind === 'regular' && request.sameDay) {
      await repo.orders.update(order.orderId, { sddStore: request.sameDay }, now);
    }
    if (request.kind === 'regular' && request.shipToStore) {
      await repo.orders.update(order.orderId, { stsStoreId: request.shipToStore }, now);
    }

    if (replaced) await repo.orders.deleteItem(replaced.orderItemId);
    const written: LastAdd['lines'] = [];
    const current = [...items];
    for (const { line, add } of plan) {
      // Same card at the same amount merges into one line; eGift items never merge, as each
      // carries its own recipients.
      const mergeWith =
        request.kind === 'regular'
          ? current.find(
              (item) =>
                !item.isEgc && item.skuId === line.skuId && item.unitPriceCents === amountCents,
            )
          : undefined;
      if (mergeWith) {
        mergeWith.quantity += add;
        await repo.orders.setItemQuantity(mergeWith.orderItemId, mergeWith.quantity);
        written.push({ orderItemId: mergeWith.orderItemId, added: add, created: false });
      } else {
        const isEgc = request.kind === 'egift';
        const inserted = await repo.orders.insertItem(
          {
            orderId: order.orderId,
            productId: line.product.doc.productId,
            skuId: line.skuId,
            quantity: add,
            unitPriceCents: amountCents,
            isEgc,
            egift: request.kind === 'egift' ? request.egift : null,
            shipModeId:
              request.kind === 'regular' && request.shipToStore
                ? SHIP_MODE_IDS.shipToStore
                : defaultShipModeId(isEgc),
          },
          now,
        );
        current.push(inserted);
        written.push({ orderItemId: inserted.orderItemId, added: add, created: true });
      }
    }
    const added = written.reduce((sum, entry) => sum + entry.added, 0);
    await repo.sessions.update(
      session.token,
      { lastAdd: { orderId: order.orderId, requested, added, lines: written } },
      now,
    );
    return {
      newSessionToken,
      body: {
        addToCart: {
          orderId: order.orderId,
          exceptionCode: null,
          exceptionMessage: null,
          errorMessage: null,
          requestedQuantity: requested,
          totalQuantityAdded: added,
          totalCartQuantity: cardCount(current),
          items: written.map((entry) => ({
            itemId: entry.orderItemId,
            orderItemId: entry.orderItemId,
            skuId: current.find((item) => item.orderItemId === entry.orderItemId)?.skuId ?? '',
            quantity: entry.added,
          })),
          integrationError: false,
          displayPrice: formatAmount(amountCents),
          ...(replaced ? { replacedOrderItemId: replaced.orderItemId } : {}),
        },
      },
    };
  });
}

/**
 * The cart's eGift item an edit replaces, or null for a plain add. Only an eGift item of the
 * visitor's cart can be replaced, and only in the cart (a wallet's express order holds one add).
 */
function replacedItem(
  request: AddRequest,
  mode: CartMode,
  inCart: readonly OrderItemRecord[],
): OrderItemRecord | null {
  const id = request.kind === 'egift' ? request.replacesOrderItemId : null;
  if (!id) return null;
  const item =
    mode === 'cart' ? inCart.find((entry) => entry.orderItemId === id && entry.isEgc) : undefined;
  if (!item) {
    throw invalidInput([
      {
        field: 'replacesOrderItemId',
        message:
          mode === 'cart'
            ? `Order item ${id} is not an eGift card in your cart`
            : 'Only an add to the cart replaces an item',
      },
    ]);
  }
  return item;
}

/**
 * An eGift's send date checked in the shopper's zone (domain/egiftSchedule.ts) and stored as
 * checked: a date with its zone, or neither (sent now).
 */
function withCheckedSchedule(request: AddRequest, now: Date): AddRequest {
  if (request.kind !== 'egift') return request;
  const schedule = checkSendDate(
    request.egift.sendDate ?? undefined,
    request.egift.sendTimeZone ?? undefined,
    now,
  );
  if (!schedule.ok) throw invalidInput([{ field: schedule.field, message: schedule.message }]);
  return {
    ...request,
    egift: { ...request.egift, sendDate: schedule.sendDate, sendTimeZone: schedule.sendTimeZone },
  };
}
