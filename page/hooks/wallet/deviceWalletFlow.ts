/**
 * The device-wallet express checkout of spec 4, written against the browser's ApplePaySession
 * interface (version 3): merchant validation, wallet add to cart, payment-method selection (tax and
 * summary), shipping-contact selection (address saved, delivery options, summary),
 * shipping-method selection, authorization (spec 5 validation, then order placement), and cancel
 * or abort. The session is created synchronously inside the click (the browser requires a user
 * gesture); every shop call happens in the session's events.
 */
import { ERROR_KEYS, resolveErrorMessage } from '../../purchase/errorCatalogue';
import { contactToAddress, type WalletContact } from '../../purchase/wallet/contact';
import { mapWalletFailure } from '../../purchase/wallet/errors';
import { paymentSystemFor } from '../../purchase/wallet/gateway';
import {
  buildDeviceWalletOrder,
  buildShippingAddressUpdate,
  buildWalletAddToCart,
} from '../../purchase/wallet/payloads';
import {
  readWalletAdd,
  readOrder,
  readPaymentSummary,
  readPlacedOrder,
  readShippingMethods,
  type SheetLine,
  type WalletOrder,
} from '../../purchase/wallet/readers';
import { WALLET_STATE_LISTS } from '../../purchase/wallet/states';
import {
  checkState,
  validateWalletAuthorization,
  type SheetError,
} from '../../purchase/wallet/validation';
import {
  DEVICE_WALLET_VERSION,
  SUPPORTED_NETWORKS,
  type ApplePayErrorConstructor,
  type ApplePayLineItem,
  type ApplePayPaymentContact,
  type ApplePaySessionConstructor,
  type ApplePayShippingMethod,
} from './deviceWalletApi';
import {
  confirmationUrl,
  quietly,
  ShownError,
  toWalletFailure,
  type FlowEnd,
  type WalletFlowContext,
} from './flowContext';

const money = (n: number) => n.toFixed(2);
const toSheetLines = (lines: readonly SheetLine[]): ApplePayLineItem[] =>
  lines.map((l) => ({ label: l.label, amount: l.amount, type: 'final' }));

export function startDeviceWalletFlow(
  Session: ApplePaySessionConstructor,
  ErrorCtor: ApplePayErrorConstructor,
  ctx: WalletFlowContext,
): void {
  const request = {
    countryCode: 'US',
    currencyCode: 'USD',
    supportedNetworks: SUPPORTED_NETWORKS,
    merchantCapabilities: ['supports3DS'],
    total: {
      label: 'Cairnfield Outfitters',
      amount: money(ctx.initialTotal),
      type: 'final' as const,
    },
    lineItems: [
      { label: ctx.productName, amount: money(ctx.initialTotal), type: 'final' as const },
    ],
    requiredBillingContactFields: ['postalAddress', 'name'],
    requiredShippingContactFields: ctx.shipsSomething
      ? ['postalAddress', 'name', 'email', 'phone']
      : ['email'],
  };
  const session = new Session(DEVICE_WALLET_VERSION, request);

  let orderId: string | null = null;
  let order: WalletOrder | null = null;
  let total: ApplePayLineItem = request.total;
  let lineItems: ApplePayLineItem[] = request.lineItems;
  let methods: ApplePayShippingMethod[] = [];
  let shipModeId: string | null = null;
  let merchantIdentifier = '';
  let ended = false;
  const alternate = ctx.alternateGatewayOn();

  const abortQuietly = () => {
    try {
      session.abort();
    } catch {
      // Already closed.
    }
  };
  const sheetError = (e: SheetError) => new ErrorCtor(e.code, e.contactField, e.message);

  const timer = setTimeout(() => {
    if (ended) return;
    abortQuietly();
    void cleanUp({ kind: 'cancelled' });
  }, ctx.sessionTimeoutMs);

  /** Abort, cancel or unknown failure: take the address off the order, restore the cart. */
  async function cleanUp(end: FlowEnd, removeAddress = true): Promise<void> {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    const id = orderId;
    if (id && removeAddress) await quietly(() => ctx.shop.removeAddressIdAssociation(id));
    await quietly(() => ctx.shop.restoreCart());
    ctx.reloadMiniCart();
    if (end.kind === 'failed') ctx.showError(end.message);
    ctx.onEnd(end);
  }

  /** A failed step before authorization: abort the session, restore, show the error. */
  function failStep(error: unknown, fallbackKey?: string): void {
    const mapped = mapWalletFailure(
      toWalletFailure(error),
      { alternateGateway: alternate },
      ctx.catalogue,
    );
    const message =
      error instanceof ShownError
        ? error.message
        : mapped.kind === 'unknown' && fallbackKey
          ? resolveErrorMessage({ errorKey: fallbackKey }, {}, ctx.catalogue)
          : mapped.message;
    abortQuietly();
    void cleanUp({ kind: 'failed', message });
  }

  async function summary(id: string) {
    const s = readPaymentSummary(
      await ctx.shop.paymentSummary(
        { orderId: id, paymentMethod: 'applepay' },
        { paymentMethod: 'applepay' },
      ),
    );
    total = { label: s.total.label, amount: s.total.amount, type: 'final' };
    lineItems = toSheetLines(s.lineItems);
  }

  const shippedItems = () => (order?.items ?? []).filter((i) => !i.isEgift);
  const shippingModes = () =>
    shipModeId
      ? shippedItems().map((i) => ({ orderItemId: i.orderItemId, shipModeId: shipModeId! }))
      : [];

  session.onvalidatemerchant = (event) => {
    void (async () => {
      try {
        if (ctx.needsGuestIdentity) await ctx.shop.guestIdentity();
        const merchant = await ctx.shop.deviceWalletSession(event.validationURL, alternate);
        const merchantSession =
          merchant.svcBdy && typeof merchant.svcBdy === 'object'
            ? ((merchant.svcBdy as Record<string, unknown>).getSessionRes ?? merchant.data)
            : merchant.data;
        const m = merchantSession as Record<string, unknown> | undefined;
        merchantIdentifier = typeof m?.merchantIdentifier === 'string' ? m.merchantIdentifier : '';
        const added = await ctx.shop.addToCartDeviceWallet(
          // The wallet add takes the regular payload (eGift fields included) plus its own fields.
          buildWalletAddToCart(ctx.addPayload) as unknown as Parameters<
            typeof ctx.shop.addToCartDeviceWallet
          >[0],
        );
        const wallet = readWalletAdd(added);
        if (wallet.problem) throw new ShownError(wallet.problem);
        orderId = wallet.orderId;
        if (!orderId) throw new Error('The wallet add to cart gave no order');
        order = readOrder(await ctx.shop.getOrder(orderId));
        // The express order's current ship mode, until the shopper picks one in the sheet.
        shipModeId = shippedItems()[0]?.shipModeId || null;
        session.completeMerchantValidation(merchantSession);
      } catch (error) {
        failStep(error, orderId ? undefined : ERROR_KEYS.applePaySession);
      }
    })();
  };

  session.onpaymentmethodselected = () => {
    void (async () => {
      try {
        const id = orderId!;
        await ctx.shop.getTax(id, { paymentMethod: 'applepay' });
        await summary(id);
        session.completePaymentMethodSelection({ newTotal: total, newLineItems: lineItems });
      } catch (error) {
        failStep(error);
      }
    })();
  };

  session.onshippingcontactselected = (event) => {
    void (async () => {
      const id = orderId!;
      const contact = event.shippingContact;
      if (!ctx.shipsSomething) {
        session.completeShippingContactSelection({ newTotal: total, newLineItems: lineItems });
        return;
      }
      // The first device-wallet list (spec 9): Alaska and Hawaii are refused in the sheet.
      const stateError = checkState(contact, WALLET_STATE_LISTS.deviceWalletShipping, 'shipping');
      if (stateError) {
        session.completeShippingContactSelection({
          newTotal: total,
          newLineItems: lineItems,
          newShippingMethods: [],
          errors: [sheetError(stateError)],
        });
        return;
      }
      try {
        await ctx.shop.updateShippingAddress(
          id,
          buildShippingAddressUpdate({
            orderId: id,
            address: contactToAddress(contact, { placeholders: true }),
            orderItems: shippingModes(),
          }),
        );
        methods = readShippingMethods(
          await ctx.shop.getDeliveryOptions(id, { paymentMethod: 'applepay' }),
        ).map((m) => ({
          identifier: m.identifier,
          label: m.label,
          detail: m.detail,
          amount: money(m.amount),
        }));
        if (methods.length > 0 && !methods.some((m) => m.identifier === shipModeId)) {
          shipModeId = methods[0]!.identifier;
          await ctx.shop.updateOrder(id, { orderItems: shippingModes() });
        }
        await summary(id);
        session.completeShippingContactSelection({
          newTotal: total,
          newLineItems: lineItems,
          newShippingMethods: methods,
        });
      } catch (error) {
        const mapped = mapWalletFailure(
          toWalletFailure(error),
          { alternateGateway: alternate },
          ctx.catalogue,
        );
        if (mapped.kind === 'known' && mapped.sheetError.code !== 'unknown') {
          session.completeShippingContactSelection({
            newTotal: total,
            newLineItems: lineItems,
            newShippingMethods: [],
            errors: [sheetError(mapped.sheetError)],
          });
          return;
        }
        // Unknown shipping errors abort and show the server's errors (spec 8).
        failStep(error);
      }
    })();
  };

  session.onshippingmethodselected = (event) => {
    void (async () => {
      try {
        const id = orderId!;
        shipModeId = event.shippingMethod.identifier;
        await ctx.shop.updateOrder(id, { orderItems: shippingModes() });
        await summary(id);
        session.completeShippingMethodSelection({ newTotal: total, newLineItems: lineItems });
      } catch (error) {
        failStep(error);
      }
    })();
  };

  session.onpaymentauthorized = (event) => {
    void (async () => {
      const id = orderId!;
      const payment = event.payment;
      const billing: WalletContact | null = payment.billingContact ?? null;
      const shipping: ApplePayPaymentContact | null = payment.shippingContact ?? null;
      const invalid = validateWalletAuthorization({
        billing,
        shipping,
        deliveryMethod: ctx.shipsSomething ? 'home' : null,
        items: (order?.items ?? []).map((i) => ({
          skuId: i.skuId,
          isEgift: i.isEgift,
          isPickup: false,
          isShipToStore: false,
          isSTSv1: i.isSTSv1,
          isSTSv2: i.isSTSv2,
        })),
        lists: {
          billing: WALLET_STATE_LISTS.billing,
          shipping: WALLET_STATE_LISTS.deviceWalletAuthorization,
        },
      });
      if (invalid) {
        // The first failing error goes to the sheet; the shopper may correct it and pay again.
        session.completePayment({ status: Session.STATUS_FAILURE, errors: [sheetError(invalid)] });
        ctx.showError(invalid.message);
        return;
      }
      try {
        const placed = readPlacedOrder(
          await ctx.shop.deviceWalletExpress(
            id,
            buildDeviceWalletOrder({
              orderId: id,
              shippingModes: shippingModes(),
              billing,
              shipping,
              token: payment.token,
              merchantIdentifier,
              fraudSessionId: ctx.fraudSessionId(),
              attempts: ctx.attemptFor(id),
              paymentSystem: paymentSystemFor(alternate),
            }),
          ),
        );
        ended = true;
        clearTimeout(timer);
        session.completePayment({ status: Session.STATUS_SUCCESS });
        if (placed.freeGiftPromotion) ctx.log('free gift promotion', placed.freeGiftPromotion);
        await quietly(() => ctx.shop.restoreCart());
        ctx.onEnd({ kind: 'success', orderId: placed.orderId ?? id });
        ctx.navigate(confirmationUrl(placed.orderId ?? id));
      } catch (error) {
        const mapped = mapWalletFailure(
          toWalletFailure(error),
          { alternateGateway: alternate },
          ctx.catalogue,
        );
        if (mapped.switchToAlternateGateway) ctx.switchAlternateGatewayOn();
        if (mapped.track)
          ctx.track('wallet_gateway_error', { errorKey: mapped.errorKey, orderId: id });
        if (mapped.kind === 'unknown') {
          session.completePayment({ status: Session.STATUS_FAILURE });
          void cleanUp({ kind: 'failed', message: mapped.message });
          return;
        }
        session.completePayment({
          status: Session.STATUS_FAILURE,
          errors: [sheetError(mapped.sheetError)],
        });
        ctx.showError(mapped.message);
      }
    })();
  };

  session.oncancel = () => {
    void cleanUp({ kind: 'cancelled' });
  };

  session.begin();
}
