import type { ShopRepository } from '../../db/repository.ts';
import type { OrderItemRecord, OrderRecord } from '../../db/schema.ts';
import { isValidEmail } from '../../domain/address.ts';
import { outOfStockError, partialLimitError } from '../../domain/giftCards.ts';
import { SHIP_MODE_IDS } from '../../domain/shipping.ts';
import { checkShipToStore, findStore } from '../../domain/stores.ts';
import type { OrderTotals } from '../../domain/totals.ts';
import type { Address } from '../../domain/types.ts';
import { validateWalletOrder } from '../../domain/walletValidation.ts';
import type { ContactAddress } from '../../domain/walletValidation.ts';
import { ruleFailure } from '../../http/errors.ts';
import { ORDER_CONFIRMATION_PATH } from '../../http/paths.ts';
import { loadLines, loadOwnOrder, requireItems, requirePending } from './access.ts';
import type { ShopDeps } from './access.ts';
import { totalsFor } from './view.ts';
import type { Visitor } from '../visitor.ts';

/**
 * Placing an order at the end of a wallet checkout (both wallets): the wallet rules over the
 * contacts, ship to store, stock, then status M with the totals, addresses and payment kept.
 */

export interface PlacementInput {
  billingAddress: ContactAddress | null | undefined;
  shippingAddress: ContactAddress | null | undefined;
  email: string | null | undefined;
  sameDayRequested: boolean;
  payment: Record<string, unknown>;
  /** Extra check run inside the transaction before anything is written (payment state). */
  beforePlace?: (repo: ShopRepository, order: OrderRecord, totals: OrderTotals) => Promise<void>;
  afterPlace?: (repo: ShopRepository, order: OrderRecord) => Promise<void>;
}

/** A wallet contact as the order keeps it: trimmed, upper-case state, a valid e-mail or none. */
export function toStoredAddress(address: ContactAddress | null | undefined): Address | null {
  if (!address) return null;
  return {
    firstName: address.firstName?.trim() ?? '',
    lastName: address.lastName?.trim() ?? '',
    address: address.address?.trim() ?? '',
    address2: address.address2?.trim() || null,
    city: address.city?.trim() ?? '',
    state: address.state?.trim().toUpperCase() ?? '',
    zipCode: address.zipCode?.trim() ?? '',
    country: 'US',
    // Only an address that passes the one e-mail rule is kept with the contact.
    email: isValidEmail(address.email?.trim() ?? '') ? (address.email?.trim() ?? null) : null,
  };
}

/** Validates the wallet contacts against the order and places it (status M). */
export async function placeOrder(
  deps: ShopDeps,
  visitor: Visitor,
  orderId: string,
  input: PlacementInput,
) {
  const now = deps.now();
  return deps.repo.transaction(async (repo) => {
    const order = await loadOwnOrder(repo, visitor, orderId, { forUpdate: true });
    requirePending(order);
    const lines = await loadLines(repo, await repo.orders.listItems(order.orderId));
    const items = lines.map((line) => line.item);
    requireItems(order, items);
    // The first e-mail given, skipping blanks: wallet sheets often send empty strings.
    const email =
      [input.email, input.shippingAddress?.email, input.billingAddress?.email, order.email]
        .map((value) => value?.trim())
        .find((value) => value) ?? null;
    const rule = validateWalletOrder({
      billingAddress: input.billingAddress,
      shippingAddress: input.shippingAddress ?? order.shippingAddress,
      // eGift cards are e-mailed and ship-to-store items go to the store; the rest to an address.
      needsShipping: items.some(
        (item) => !item.isEgc && item.shipModeId !== SHIP_MODE_IDS.shipToStore,
      ),
      isSameDay:
        input.sameDayRequested || items.some((item) => item.shipModeId === SHIP_MODE_IDS.sameDay),
      email,
      items: lines
        .filter((line) => !line.item.isEgc)
        .map((line) => ({
          name: line.product?.name ?? 'This item',
          stateRestriction: line.product?.stateRestriction ?? [],
        })),
    });
    if (rule) throw ruleFailure(400, rule);
    const shipToStore = lines.filter((line) => line.item.shipModeId === SHIP_MODE_IDS.shipToStore);
    if (shipToStore.length > 0) {
      const ineligible = checkShipToStore(
        findStore(order.stsStoreId),
        shipToStore.map((line) => ({
          skuId: line.item.skuId,
          giftCardType: line.product?.giftCardType ?? 'standard',
        })),
      );
      if (ineligible) throw ruleFailure(400, ineligible);
    }
    await checkStockForPlacement(repo, items);
    const totals = totalsFor(order, items, visitor.userType);
    await input.beforePlace?.(repo, order, totals);
    const shipping = toStoredAddress(input.shippingAddress) ?? order.shippingAddress;
    await repo.orders.update(
      order.orderId,
      {
        status: 'M',
        billingAddress: toStoredAddress(input.billingAddress),
        shippingAddress: shipping,
        email,
        payment: input.payment,
        placedTotals: { ...totals },
        placedAt: now,
      },
      now,
    );
    await input.afterPlace?.(repo, order);
    return {
      placeOrder: {
        orderId: order.orderId,
        orderStatus: 'M',
        confirmationUrl: `${ORDER_CONFIRMATION_PATH}?orderId=${order.orderId}`,
        orderTotal: totals.orderTotal,
        grandTotal: totals.grandTotal,
        placedAt: now.toISOString(),
      },
      errors: [],
    };
  });
}

/** Re-checks tracked stock just before an order is placed (stock may have dropped meanwhile). */
export async function checkStockForPlacement(
  repo: ShopRepository,
  items: readonly OrderItemRecord[],
) {
  const skus = new Map(
    (await repo.products.getSkus(items.map((item) => item.skuId))).map((sku) => [sku.skuId, sku]),
  );
  for (const item of items) {
    const level = skus.get(item.skuId)?.stockLevel ?? null;
    if (level !== null && item.quantity > level) {
      throw ruleFailure(409, level === 0 ? outOfStockError() : partialLimitError(level), {
        orderItemId: item.orderItemId,
      });
    }
  }
}
