/**
 * The device-wallet express checkout of spec 4, written against the device wallet's session
 * (deviceWalletApi.ts: the browser's `window.ApplePaySession`, version 3): merchant validation,
 * wallet add to cart, payment-method selection (tax and summary), shipping-contact selection
 * (address saved, delivery options, summary), shipping-method selection, authorization (spec 5
 * validation, then order placement), and cancel or abort. The session is created synchronously
 * inside the click (a user gesture); every shop call happens in the session's events.
 */
import { ERROR_KEYS, resolveErrorMessage } from '../purchase/errorCatalogue';
import { contactToAddress, type WalletContact } from '../purchase/wallet/contact';
import { mapWalletFailure, withWalletTexts } from '../purchase/wallet/errors';
import { paymentSystemFor } from '../purchase/wallet/gateway';
import { buildDeviceWalletOrder, buildShippingAddressUpdate } from '../purchase/wallet/payloads';
import { readPlacedOrder, readShippingMethods, type WalletOrder } from '../purchase/wallet/readers';
import {
  readSameDayAnswer,
  sameDayModeId,
  sameDayOrderFields,
  slotMethodId,
  slotMethods,
  slotPosition,
  type SameDayAnswer,
} from '../purchase/wallet/sameDay';
import { WALLET_STATE_LISTS } from '../purchase/wallet/states';
import {
  checkState,
  deliveryMethodFor,
  validateWalletAuthorization,
  type SheetError,
} from '../purchase/wallet/validation';
import {
  DEVICE_WALLET_VERSION,
  type DeviceWalletErrorConstructor,
  type DeviceWalletSession,
  type DeviceWalletSessionConstructor,
} from './deviceWalletApi';
import { initialPaymentRequest, type InitialPaymentRequest } from './deviceWalletRequest';
import {
  openWalletOrder,
  confirmationUrl,
  quietly,
  undoUnpaidOrder,
  ShownError,
  toWalletFailure,
  type FlowEnd,
  type WalletFlowContext,
} from './flowContext';
import { abortSheet, chosenFirst, sheetSummary, toSheetMethod } from './deviceWalletSheet';

/** Opens the sheet and runs the flow: synchronously inside the click (a user gesture). */
export function startDeviceWalletFlow(
  Session: DeviceWalletSessionConstructor,
  ErrorCtor: DeviceWalletErrorConstructor,
  ctx: WalletFlowContext,
): void {
  const first = initialPaymentRequest(ctx);
  const session = new Session(DEVICE_WALLET_VERSION, first.request);
  runDeviceWalletFlow(Session, ErrorCtor, session, first, ctx);
  session.begin();
}

/** The flow's handlers on a session opened with `first`; the caller begins it (walletIntent.ts). */
export function runDeviceWalletFlow(
  Session: DeviceWalletSessionConstructor,
  ErrorCtor: DeviceWalletErrorConstructor,
  session: DeviceWalletSession,
  first: InitialPaymentRequest,
  ctx: WalletFlowContext,
): void {
  let total = first.total;
  let lineItems = first.lineItems;
  let orderId: string | null = null;
  let order: WalletOrder | null = null;
  let methods: ApplePayJS.ApplePayShippingMethod[] = [];
  let shipModeId: string | null = null;
  // Same day (spec 3, 7): offered when the shopper has a same-day store and the order can use it;
  // `slot` is the chosen delivery window's position, null while a regular method is chosen.
  const sameDayWanted = ctx.fulfilment.sameDay !== null;
  let sameDayMode: string | null = null;
  let sameDay: SameDayAnswer | null = null;
  let slot: number | null = null;
  let merchantIdentifier = '';
  let ended = false;
  const alternate = ctx.alternateGatewayOn();

  const abortQuietly = () => abortSheet(session);
  const sheetError = (e: SheetError) => new ErrorCtor(e.code, e.contactField, e.message);

  const timer = setTimeout(() => {
    if (ended) return;
    abortQuietly();
    void cleanUp({ kind: 'cancelled' });
  }, ctx.sessionTimeoutMs);

  /** Abort, cancel or unknown failure: the order undone as it was when read, the cart restored. */
  async function cleanUp(end: FlowEnd): Promise<void> {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    const id = orderId;
    if (id) await undoUnpaidOrder(ctx, id, order, () => ctx.shop.removeAddressIdAssociation(id));
    await quietly(() => ctx.shop.restoreCart());
    ctx.reloadMiniCart();
    if (end.kind === 'failed') ctx.showError(end.message);
    ctx.onEnd(end);
  }

  /** A failed step before authorization: abort the session, restore, show the error. */
  function failStep(error: unknown, fallbackKey?: string): void {
    const failure = mapped(error);
    const message =
      error instanceof ShownError
        ? error.message
        : failure.kind === 'unknown' && fallbackKey
          ? resolveErrorMessage({ errorKey: fallbackKey }, {}, withWalletTexts(ctx.catalogue))
          : failure.message;
    abortQuietly();
    void cleanUp({ kind: 'failed', message });
  }

  async function summary(id: string) {
    ({ total, lineItems } = await sheetSummary(ctx.shop, id));
  }

  const shippedItems = () => (order?.items ?? []).filter((i) => !i.isEgift);
  const shippingModes = () => {
    const mode = slot !== null && sameDayMode ? sameDayMode : shipModeId;
    return mode
      ? shippedItems().map((i) => ({ orderItemId: i.orderItemId, shipModeId: mode }))
      : [];
  };
  const mapped = (error: unknown) =>
    mapWalletFailure(toWalletFailure(error), { alternateGateway: alternate }, ctx.catalogue);
  const deliveryMethod = () =>
    deliveryMethodFor({
      ...ctx.fulfilment,
      shipsSomething: ctx.shipsSomething,
      sameDaySlotChosen: slot !== null,
    });

  /** Same day back off: the order's items return to standard (no store check). */
  async function leaveSameDay(id: string): Promise<void> {
    slot = null;
    await ctx.shop.validateSameDay(id, { validateSDDItems: false, hasSDDItems: false });
  }

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
        const added = await openWalletOrder(ctx, (body) =>
          ctx.shop.addToCartDeviceWallet(
            body as unknown as Parameters<typeof ctx.shop.addToCartDeviceWallet>[0],
          ),
        );
        orderId = added.orderId;
        order = added.order;
        // The express order's current ship mode, until the shopper picks one in the sheet.
        shipModeId = shippedItems()[0]?.shipModeId || null;
        session.completeMerchantValidation(merchantSession);
      } catch (error) {
        failStep(error, orderId ? undefined : ERROR_KEYS.deviceWalletSession);
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
        const options = await ctx.shop.getDeliveryOptions(id, { paymentMethod: 'applepay' });
        const regular = readShippingMethods(options).map(toSheetMethod);
        let offered = regular;
        let sameDayError: SheetError | null = null;
        sameDayMode = sameDayWanted ? sameDayModeId(options) : null;
        if (sameDayMode) {
          // Same day validated for this address (spec 4): its windows are offered as methods.
          try {
            sameDay = readSameDayAnswer(
              await ctx.shop.validateSameDay(id, {
                validateSDDItems: true,
                hasSDDItems: slot !== null,
              }),
            );
            offered = [...regular, ...slotMethods(sameDay).map(toSheetMethod)];
          } catch (error) {
            const failure = mapped(error);
            if (failure.kind === 'unknown') throw error;
            sameDay = null;
            // The shopper chose same day and this address cannot have it: a contact error.
            if (slot !== null) {
              sameDayError = failure.sheetError;
              await leaveSameDay(id);
            }
          }
        }
        if (slot !== null && !offered.some((m) => m.identifier === slotMethodId(slot!))) {
          await leaveSameDay(id);
        }
        if (
          slot === null &&
          regular.length > 0 &&
          !regular.some((m) => m.identifier === shipModeId)
        ) {
          shipModeId = regular[0]!.identifier;
          await ctx.shop.updateOrder(id, { orderItems: shippingModes() });
        } else if (sameDayError) {
          await ctx.shop.updateOrder(id, { orderItems: shippingModes() });
        }
        methods = chosenFirst(offered, slot !== null ? slotMethodId(slot) : shipModeId);
        await summary(id);
        session.completeShippingContactSelection({
          newTotal: total,
          newLineItems: lineItems,
          newShippingMethods: methods,
          ...(sameDayError ? { errors: [sheetError(sameDayError)] } : {}),
        });
      } catch (error) {
        const failure = mapped(error);
        if (failure.kind === 'known' && failure.sheetError.code !== 'unknown') {
          session.completeShippingContactSelection({
            newTotal: total,
            newLineItems: lineItems,
            newShippingMethods: [],
            errors: [sheetError(failure.sheetError)],
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
        const position = slotPosition(event.shippingMethod.identifier);
        if (position !== null) {
          // A same-day window: the items move to same day (checked again), then the window.
          try {
            sameDay = readSameDayAnswer(
              await ctx.shop.validateSameDay(id, { validateSDDItems: true, hasSDDItems: true }),
            );
            await ctx.shop.updateSameDayWindow(id, position);
            slot = position;
          } catch (error) {
            const failure = mapped(error);
            if (failure.kind === 'unknown') throw error;
            await summary(id);
            // The errors reach the simulator's sheet only: Safari ignores them on this update
            // (ShippingMethodUpdate in deviceWalletApi.ts).
            session.completeShippingMethodSelection({
              newTotal: total,
              newLineItems: lineItems,
              errors: [sheetError(failure.sheetError)],
            });
            return;
          }
        } else {
          if (slot !== null) await leaveSameDay(id);
          shipModeId = event.shippingMethod.identifier;
          await ctx.shop.updateOrder(id, { orderItems: shippingModes() });
        }
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
      const shipping: WalletContact | null = payment.shippingContact ?? null;
      const invalid = validateWalletAuthorization({
        billing,
        shipping,
        deliveryMethod: deliveryMethod(),
        items: (order?.items ?? []).map((i) => ({
          skuId: i.skuId,
          isEgift: i.isEgift,
          isPickup: !i.isEgift && ctx.fulfilment.pickUpInStore,
          isShipToStore: !i.isEgift && ctx.fulfilment.shipToStore,
          isSTSv1: i.isSTSv1,
          isSTSv2: i.isSTSv2,
        })),
        // The store's programmes as the shop answered them with the express order.
        store: order?.shipToStore ?? null,
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
              fraudSessionId: await ctx.fraudSessionId(),
              attempts: ctx.attemptFor(id),
              paymentSystem: paymentSystemFor(alternate),
              ...(slot !== null && sameDay ? { sameDay: sameDayOrderFields(sameDay) } : {}),
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
        const failure = mapped(error);
        if (failure.switchToAlternateGateway) ctx.switchAlternateGatewayOn();
        if (failure.track)
          ctx.track('wallet_gateway_error', { errorKey: failure.errorKey, orderId: id });
        if (failure.kind === 'unknown') {
          session.completePayment({ status: Session.STATUS_FAILURE });
          void cleanUp({ kind: 'failed', message: failure.message });
          return;
        }
        session.completePayment({
          status: Session.STATUS_FAILURE,
          errors: [sheetError(failure.sheetError)],
        });
        ctx.showError(failure.message);
      }
    })();
  };

  session.oncancel = () => {
    void cleanUp({ kind: 'cancelled' });
  };
}
