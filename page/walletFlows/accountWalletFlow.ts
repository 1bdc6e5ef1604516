/**
 * The account-wallet express checkout of spec 4, written against the provider's JS SDK button
 * interface (`paypal.Buttons`, typed by @paypal/paypal-js): the click takes the page's context for
 * this click (or is refused while a checkout runs or the selection is not ready); createOrder adds
 * the item to cart, reads the express order and creates the payment (the wallet order of spec 3);
 * onShippingChange saves the address, sets the ship mode and patches the payment; onApprove executes
 * the payment, places the order, restores the cart and goes to the confirmation page. Cancel, error
 * or any failure cancels the order and restores the cart; an error (not a cancel) shows briefly.
 */
import type { OnShippingChangeData, PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { contactToAddress } from '../purchase/wallet/contact';
import { mapWalletFailure } from '../purchase/wallet/errors';
import {
  buildAccountWalletOrder,
  buildAccountWalletPatch,
  buildAccountWalletPlaceOrder,
  buildShippingAddressUpdate,
} from '../purchase/wallet/payloads';
import {
  readExecutedPayment,
  readOrder,
  readPlacedOrder,
  readShippingMethods,
  type WalletOrder,
} from '../purchase/wallet/readers';
import { WALLET_STATE_LISTS, isStateAllowed } from '../purchase/wallet/states';
import {
  openWalletOrder,
  confirmationUrl,
  quietly,
  undoUnpaidOrder,
  ShownError,
  toWalletFailure,
  type WalletFlowContext,
} from './flowContext';
import { ACCOUNT_WALLET_STYLE } from './accountWalletStyle';

export { ACCOUNT_WALLET_STYLE };

export const DEFAULT_TENDER = 'paypal';

export interface AccountWalletHooks {
  /** The flow context of this click (the current selection), or null when a checkout is running
   * or the selection is not ready (the click is then rejected). */
  begin: () => WalletFlowContext | null;
}

/** The Buttons options; every callback reads the context `begin` gave for this click. */
export function accountWalletButtonOptions(
  hooks: AccountWalletHooks,
): PayPalButtonsComponentOptions {
  let ctx: WalletFlowContext | null = null;
  let orderId: string | null = null;
  let paymentId: string | null = null;
  let order: WalletOrder | null = null;
  /** The order as the flow first read it (the cart's is put back so when the flow ends unpaid). */
  let opened: WalletOrder | null = null;
  let ended = true;

  const shipped = () => (order?.items ?? []).filter((i) => !i.isEgift);

  async function fail(error: unknown, cancelled = false): Promise<void> {
    const c = ctx;
    if (!c || ended) return;
    ended = true;
    const id = orderId;
    if (id)
      await undoUnpaidOrder(c, id, opened, () => c.shop.updateOrder(id, { action: 'cancel' }));
    await quietly(() => c.shop.restoreCart());
    c.reloadMiniCart();
    if (cancelled) {
      c.onEnd({ kind: 'cancelled' });
      return;
    }
    const message =
      error instanceof ShownError
        ? error.message
        : mapWalletFailure(toWalletFailure(error), { alternateGateway: false }, c.catalogue)
            .message;
    c.showError(message);
    c.onEnd({ kind: 'failed', message });
  }

  return {
    style: ACCOUNT_WALLET_STYLE,
    onClick: (_data, actions) => {
      const next = hooks.begin();
      if (!next) return actions.reject();
      ctx = next;
      ended = false;
      orderId = null;
      paymentId = null;
      order = null;
      opened = null;
      return actions.resolve();
    },
    createOrder: async () => {
      const c = ctx!;
      try {
        if (c.needsGuestIdentity) await c.shop.guestIdentity();
        const added = await openWalletOrder(c, (body) =>
          c.shop.addToCartAccountWallet(
            body as unknown as Parameters<typeof c.shop.addToCartAccountWallet>[0],
          ),
        );
        orderId = added.orderId;
        order = opened = added.order;
        const payment = await c.shop.createAccountWalletPayment(
          orderId,
          DEFAULT_TENDER,
          buildAccountWalletOrder({
            orderId,
            totals: order.totals,
            items: order.items,
            shippingAddress: null,
            storeId: null,
          }),
        );
        paymentId = typeof payment.id === 'string' ? payment.id : null;
        if (!paymentId) throw new Error('The wallet gave no payment id');
        return paymentId;
      } catch (error) {
        await fail(error);
        throw error;
      }
    },
    onShippingChange: async (data: OnShippingChangeData, actions) => {
      const c = ctx!;
      const id = orderId!;
      const a = data.shipping_address;
      try {
        if (!c.shipsSomething || !a) return await actions.resolve();
        if (!isStateAllowed(a.state, WALLET_STATE_LISTS.accountWalletShipping)) {
          return await actions.reject();
        }
        const address = contactToAddress(
          {
            locality: a.city,
            administrativeArea: a.state,
            postalCode: a.postal_code,
            countryCode: a.country_code,
          },
          { placeholders: true },
        );
        const current = shipped()[0]?.shipModeId ?? '';
        await c.shop.updateShippingAddress(
          id,
          buildShippingAddressUpdate({ orderId: id, address, orderItems: [] }),
        );
        const methods = readShippingMethods(
          await c.shop.getDeliveryOptions(id, { paymentMethod: 'paypal' }),
        );
        const wanted = data.selected_shipping_option?.id ?? current;
        const chosen = methods.find((m) => m.identifier === wanted) ?? methods[0];
        if (chosen) {
          await c.shop.updateOrder(id, {
            orderItems: shipped().map((i) => ({
              orderItemId: i.orderItemId,
              shipModeId: chosen.identifier,
            })),
          });
        }
        order = readOrder(await c.shop.getOrder(id));
        await c.shop.updateAccountWalletPayment(
          id,
          paymentId!,
          DEFAULT_TENDER,
          buildAccountWalletPatch({
            totals: order.totals,
            items: order.items,
            shippingOptions: methods.map((m) => ({
              id: m.identifier,
              label: m.label,
              selected: m.identifier === chosen?.identifier,
              amount: m.amount,
            })),
          }),
        );
        return await actions.resolve();
      } catch {
        // The sheet says the address cannot be used; the shopper may pick another.
        return await actions.reject();
      }
    },
    onApprove: async () => {
      const c = ctx!;
      const id = orderId!;
      try {
        const executed = readExecutedPayment(
          await c.shop.executeAccountWalletPayment(id, DEFAULT_TENDER, paymentId!),
        );
        order = readOrder(await c.shop.getOrder(id));
        const shipping = executed.shippingAddress;
        const billing =
          shipping && executed.payer
            ? {
                ...shipping,
                firstName: executed.payer.firstName,
                lastName: executed.payer.lastName,
              }
            : shipping;
        const placed = readPlacedOrder(
          await c.shop.placeAccountWalletOrder(
            id,
            DEFAULT_TENDER,
            buildAccountWalletPlaceOrder({
              orderId: id,
              amount: order.totals.orderTotal,
              payment: executed,
              billing,
              shipping,
              fraudSessionId: await c.fraudSessionId(),
              // Ship to store: the store goes as myStoreDetails, with IS_STS_ENABLED.
              storeId: c.fulfilment.storeId,
              flags: {
                shipToStoreEnabled: c.fulfilment.shipToStore,
                egiftEnabled: true,
                clearanceEnabled: false,
              },
            }),
          ),
        );
        ended = true;
        if (placed.freeGiftPromotion) c.log('free gift promotion', placed.freeGiftPromotion);
        await quietly(() => c.shop.restoreCart());
        c.onEnd({ kind: 'success', orderId: placed.orderId ?? id });
        c.navigate(confirmationUrl(placed.orderId ?? id));
      } catch (error) {
        await fail(error);
      }
    },
    onCancel: () => {
      void fail(null, true);
    },
    onError: (err) => {
      void fail(err);
    },
  };
}
