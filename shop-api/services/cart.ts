import type { ShopRepository } from '../db/repository.ts';
import type {
  LastAdd,
  OrderItemRecord,
  OrderRecord,
  ProductRecord,
  SameDayStoreChoice,
  SkuRecord,
} from '../db/schema.ts';
import type { RuleError } from '../domain/errors.ts';
import {
  checkEgiftCount,
  checkLineQuantity,
  checkTotalGiftCardAmount,
  decideStock,
  isValidGiftAmount,
  outOfStockError,
  partialLimitError,
  AMOUNT_RANGE_MESSAGE,
} from '../domain/giftCards.ts';
import { formatAmount, toCents } from '../domain/money.ts';
import { SHIP_MODE_IDS, defaultShipModeId } from '../domain/shipping.ts';
import type { EgiftDetails } from '../domain/types.ts';
import { ApiError, invalidInput, ruleEntry } from '../http/errors.ts';
import {
  NO_ORDER_ID,
  loadLines,
  buildOrderView,
  emptyOrderView,
  loadOwnOrder,
} from './orderView.ts';
import type { Visitor } from './visitor.ts';

/** One SKU of an add-to-cart request, already shape-checked by the route's schema. */
export interface AddLine {
  /** Path of the line in the request body, for error fields (`skus.0`, `orderItem.0`). */
  field: string;
  productId: string | null;
  skuId: string;
  quantity: number;
}

export type AddRequest =
  | {
      kind: 'regular';
      lines: AddLine[];
      giftAmount: number;
      /** isSDD with sddStoreId (and sddZipCode): the same-day store the order is to use. */
      sameDay?: SameDayStoreChoice | null;
      /** isShipToStore with selectedStoreId: the store the cards are shipped to. */
      shipToStore?: string | null;
    }
  | {
      kind: 'egift';
      line: AddLine;
      giftAmount: number;
      orderId: string | null;
      egift: EgiftDetails;
    };

export type CartMode = 'cart' | 'express';

export interface AddResult {
  body: { addToCart: AddToCartBody };
  /** A new session token to set as the cart cookie, when this add created the session. */
  newSessionToken: string | null;
}

export interface AddToCartBody {
  orderId: string;
  exceptionCode: string | null;
  exceptionMessage: string | null;
  errorMessage: string | null;
  requestedQuantity: number;
  totalQuantityAdded: number;
  totalCartQuantity: number;
  items: { itemId: string; orderItemId: string; skuId: string; quantity: number }[];
  integrationError: boolean;
  displayPrice: string;
}

interface ResolvedLine extends AddLine {
  product: ProductRecord;
  sku: SkuRecord;
}

const quantityOf = (
  items: readonly OrderItemRecord[],
  predicate: (i: OrderItemRecord) => boolean,
) => items.filter(predicate).reduce((sum, item) => sum + item.quantity, 0);

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

async function resolveLines(repo: ShopRepository, request: AddRequest): Promise<ResolvedLine[]> {
  const lines = request.kind === 'regular' ? request.lines : [request.line];
  const skus = new Map(
    (await repo.products.getSkus(lines.map((l) => l.skuId))).map((s) => [s.skuId, s]),
  );
  const resolved: ResolvedLine[] = [];
  for (const line of lines) {
    const sku = skus.get(line.skuId);
    if (!sku)
      throw invalidInput([{ field: `${line.field}.sku`, message: `Unknown SKU ${line.skuId}` }]);
    if (line.productId !== null && line.productId !== sku.productId) {
      throw invalidInput([
        {
          field: `${line.field}.${request.kind === 'regular' ? 'id' : 'productId'}`,
          message: `SKU ${line.skuId} belongs to product ${sku.productId}, not ${line.productId}`,
        },
      ]);
    }
    const product = await repo.products.get(sku.productId);
    if (!product)
      throw invalidInput([{ field: `${line.field}.sku`, message: `Unknown SKU ${line.skuId}` }]);
    // eGift cards need sender and recipients, so they only come through the eGift payload.
    if (request.kind === 'regular' && product.giftCardType === 'egift') {
      throw invalidInput([
        {
          field: 'orderItem',
          message: 'eGift cards need the eGift payload (orderItem, sender and recipients)',
        },
      ]);
    }
    if (request.kind === 'egift' && product.giftCardType !== 'egift') {
      throw invalidInput([
        { field: `${line.field}.sku`, message: `SKU ${line.skuId} is not an eGift card` },
      ]);
    }
    const bounds = { min: product.doc.gcMinAmount, max: product.doc.gcMaxAmount };
    if (!isValidGiftAmount(request.giftAmount, bounds)) {
      throw invalidInput([
        {
          field: request.kind === 'regular' ? 'giftAmount' : `${line.field}.xitem_giftAmount`,
          message: AMOUNT_RANGE_MESSAGE,
        },
      ]);
    }
    resolved.push({ ...line, product, sku });
  }
  return resolved;
}

/** eGift payload consistency: one recipient per card unless everything goes to one address. */
function checkRecipients(request: Extract<AddRequest, { kind: 'egift' }>): void {
  const recipients = request.egift.recipients.length;
  if (request.egift.isSendToOne && recipients !== 1) {
    throw invalidInput([
      {
        field: 'recipients',
        message: 'Sending all cards to one recipient takes exactly one recipient',
      },
    ]);
  }
  if (!request.egift.isSendToOne && recipients !== request.line.quantity) {
    throw invalidInput([
      {
        field: 'recipients',
        message: `Give one recipient per eGift card: ${request.line.quantity} cards, ${recipients} recipients`,
      },
    ]);
  }
}

/**
 * Adds gift cards to the visitor's cart (mode `cart`) or to a fresh express order for a wallet
 * checkout (mode `express`, which leaves the cart alone until the wallet flow ends). Rules run
 * against what the order already holds; a refusal changes nothing.
 */
export async function addToCart(
  deps: { repo: ShopRepository; now: () => Date },
  visitor: Visitor,
  request: AddRequest,
  mode: CartMode,
): Promise<AddResult> {
  const now = deps.now();
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
      existing = order?.status === 'P' ? order : null;
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
    const items = existing ? await repo.orders.listItems(existing.orderId) : [];
    const context = {
      orderId: existing?.orderId ?? NO_ORDER_ID,
      requested,
      cartQuantity: quantityOf(items, () => true),
      amountCents,
    };

    // Rules, in the order a shopper would want to hear about them.
    if (request.kind === 'egift') {
      const rule = checkEgiftCount({
        inCart: quantityOf(items, (item) => item.isEgc),
        requested: request.line.quantity,
        recipients: request.egift.recipients.length,
      });
      if (rule) throw refuse(rule, context);
      checkRecipients(request);
    }
    const pendingBySku = new Map<string, number>();
    for (const line of lines) {
      const inCart =
        quantityOf(items, (item) => item.skuId === line.skuId) +
        (pendingBySku.get(line.skuId) ?? 0);
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
        quantityOf(items, (item) => item.skuId === line.skuId) +
        (plannedBySku.get(line.skuId) ?? 0);
      const decision = decideStock({
        stockLevel: line.sku.stockLevel,
        inCart,
        requested: line.quantity,
      });
      if (decision.kind === 'out_of_stock')
        throw refuse(outOfStockError(`${line.field}.sku`), context);
      if (decision.kind === 'none') {
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
        if (previous?.status === 'P')
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
          totalCartQuantity: quantityOf(current, () => true),
          items: written.map((entry) => ({
            itemId: entry.orderItemId,
            orderItemId: entry.orderItemId,
            skuId: current.find((item) => item.orderItemId === entry.orderItemId)?.skuId ?? '',
            quantity: entry.added,
          })),
          integrationError: false,
          displayPrice: formatAmount(amountCents),
        },
      },
    };
  });
}

/**
 * `GET /api/cart/restore`, called after every wallet flow and after a quantity-limit answer:
 * drops an unfinished express order (the cart becomes current again) and undoes the latest add
 * when it added fewer cards than asked for, so the shopper is not left with a partial line.
 */
export async function restoreCart(
  deps: { repo: ShopRepository; now: () => Date },
  visitor: Visitor,
) {
  const now = deps.now();
  const nothing = { status: 'NOTHING_TO_RESTORE', orderId: NO_ORDER_ID, totalCartQuantity: 0 };
  if (!visitor.sessionToken) return { restoreCart: nothing };
  return deps.repo.transaction(async (repo) => {
    const session = await repo.sessions.get(visitor.sessionToken ?? '', { forUpdate: true });
    if (!session) return { restoreCart: nothing };
    let restored = false;
    if (session.expressOrderId) {
      const express = await repo.orders.get(session.expressOrderId, { forUpdate: true });
      if (express?.status === 'P') await repo.orders.update(express.orderId, { status: 'X' }, now);
      restored = true;
    }
    const cart = session.cartOrderId
      ? await repo.orders.get(session.cartOrderId, { forUpdate: true })
      : null;
    const last = session.lastAdd;
    if (
      cart?.status === 'P' &&
      last &&
      last.orderId === cart.orderId &&
      last.added < last.requested
    ) {
      const items = await repo.orders.listItems(cart.orderId);
      for (const line of last.lines) {
        const item = items.find((candidate) => candidate.orderItemId === line.orderItemId);
        if (!item) continue;
        const left = item.quantity - line.added;
        if (line.created || left <= 0) await repo.orders.deleteItem(item.orderItemId);
        else await repo.orders.setItemQuantity(item.orderItemId, left);
      }
      restored = true;
    }
    await repo.sessions.update(session.token, { expressOrderId: null, lastAdd: null }, now);
    const items = cart?.status === 'P' ? await repo.orders.listItems(cart.orderId) : [];
    return {
      restoreCart: {
        status: restored ? 'RESTORED' : 'NOTHING_TO_RESTORE',
        orderId: cart?.status === 'P' ? cart.orderId : NO_ORDER_ID,
        totalCartQuantity: quantityOf(items, () => true),
      },
    };
  });
}

/** `GET /api/cart/{orderId}`: the cart, or an empty one for 000000 without a cart. */
export async function cartView(
  deps: { repo: ShopRepository; now: () => Date },
  visitor: Visitor,
  orderId: string,
) {
  let id: string | null = orderId;
  if (/^0+$/.test(orderId)) {
    const session = visitor.sessionToken
      ? await deps.repo.sessions.get(visitor.sessionToken)
      : null;
    id = session?.cartOrderId ?? null;
    const order = id ? await deps.repo.orders.get(id) : null;
    if (!order || order.status !== 'P') return { cart: emptyOrderView(visitor.userType) };
  }
  const order = await loadOwnOrder(deps.repo, visitor, id ?? orderId);
  const lines = await loadLines(deps.repo, await deps.repo.orders.listItems(order.orderId));
  return { cart: buildOrderView(order, lines, { now: deps.now(), userType: visitor.userType }) };
}
