// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import {
  SimulatedApplePayError,
  SimulatedApplePaySession,
} from '../walletSimulator/applePaySimulator';
import { sheetStore } from '../walletSimulator/state';
import { startDeviceWalletFlow } from './deviceWalletFlow';
import { recordingCall, walletFlowContext } from '../test/walletFlow';
import { WITHHELD_CONTACT_PLACEHOLDERS } from '../test/walletContacts';
import type { WalletFlowContext, WalletShop } from './flowContext';

// The device-wallet flow against the simulator's ApplePaySession (the same interface as the
// browser's), with the shop faked at the edge: which calls go out, in which order, with what.

const order = {
  order: {
    orderId: '3000002',
    orderStatus: 'P',
    orderItems: [
      { orderItemId: '7000003', skuId: '20001', name: 'Cairnfield Gift Card', quantity: 1, unitPrice: 25, isEGCItem: false, shipModeId: '10551' },
    ],
  },
}; // prettier-ignore
const summary = {
  paymentSummary: {
    orderTotal: 31.48,
    lineItems: [
      { label: 'Subtotal', amount: '25.00' },
      { label: 'Shipping', amount: '5.99' },
    ],
    total: { label: 'Cairnfield Outfitters', amount: '31.48' },
  },
};

function fakeShop(overrides: Partial<Record<keyof WalletShop, unknown>> = {}) {
  const calls: string[] = [];
  const fn = (name: string, value: unknown) => recordingCall(calls, name, value);
  const shop = {
    guestIdentity: fn('guestIdentity', {}),
    deviceWalletSession: fn('session', { data: { merchantIdentifier: 'merchant.test' } }),
    addToCartDeviceWallet: fn('add', {
      orderId: '3000002',
      problem: null,
      quantityAdded: 1,
      cartQuantity: 1,
    }),
    getOrder: fn('getOrder', order),
    getTax: fn('tax', {}),
    paymentSummary: fn('summary', summary),
    updateShippingAddress: fn('shipping', {}),
    getDeliveryOptions: fn('delivery', {
      deliveryOptions: {
        shippingMethods: [
          { shipmodeId: '10551', shipmodeDisplayName: 'Standard Shipping', shippingType: 'HOME', saleShippingCharge: 5.99, isSelected: true },
          { shipmodeId: '11360', shipmodeDisplayName: 'Express Shipping', shippingType: 'SG', saleShippingCharge: 14.99 },
          { shipmodeId: '10557', shipmodeDisplayName: 'Email Delivery', shippingType: 'EMAIL', saleShippingCharge: 0 },
        ],
      },
    }), // prettier-ignore
    updateOrder: fn('updateOrder', {}),
    deviceWalletExpress: fn('place', { placeOrder: { orderId: '3000002' } }),
    removeAddressIdAssociation: fn('removeAddress', {}),
    restoreCart: fn('restore', {}),
    ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, fn(k, v)])),
  };
  return { shop: shop as unknown as WalletShop & typeof shop, calls };
}

const sheet = () => sheetStore.get();
async function ready() {
  await vi.waitFor(() => {
    const s = sheet().sheet;
    expect(s?.wallet === 'device' && s.phase === 'ready' && s.methods.length > 0).toBe(true);
  });
}

/** Starts the flow with the simulator's session and waits for its sheet to be ready. */
async function openSheet(shop: WalletShop, overrides: Partial<WalletFlowContext> = {}) {
  const ctx = walletFlowContext(shop, overrides);
  startDeviceWalletFlow(SimulatedApplePaySession, SimulatedApplePayError, ctx);
  await ready();
  return ctx;
}

/** Waits for the sheet to fail the payment; the first error it shows. */
async function sheetError() {
  await vi.waitFor(() => expect(sheet().sheet?.phase).toBe('failed'));
  const s = sheet().sheet;
  return s?.wallet === 'device' ? s.errors[0] : undefined;
}

afterEach(() => {
  // A sheet left open keeps its flow, and the flow's time-out, alive: close it as a shopper would.
  sheetStore.get().actions?.cancel();
  sheetStore.set({ sheet: null, actions: null, open: false, opener: null });
});

describe('device-wallet flow (spec 4)', () => {
  describe('when the sheet opens and the shopper pays', () => {
    it('should validate, add to cart, select and place in order, then restore and redirect', async () => {
      const { shop, calls } = fakeShop();
      const ctx = await openSheet(shop);
      expect(calls).toEqual(['session', 'add', 'getOrder', 'tax', 'summary', 'shipping', 'delivery', 'summary']); // prettier-ignore
      // The sheet offers home and expedited methods only, with the summary's total.
      const s = sheet().sheet;
      expect(s?.wallet === 'device' && s.methods.map((m) => m.identifier)).toEqual([
        '10551',
        '11360',
      ]);
      expect(s?.wallet === 'device' && s.total.amount).toBe('31.48');
      // The shipping address goes out with the placeholders for what the sheet withholds.
      expect(shop.updateShippingAddress.mock.calls[0]![1]).toMatchObject({
        ...WITHHELD_CONTACT_PLACEHOLDERS,
        city: 'Denver',
        state: 'CO',
        orderItems: [{ orderItemId: '7000003', shipModeId: '10551' }],
      });

      sheet().actions!.pay();
      await vi.waitFor(() =>
        expect(ctx.navigate).toHaveBeenCalledWith('/OrderConfirmation?orderId=3000002'),
      );
      expect(shop.deviceWalletExpress.mock.calls[0]![1]).toMatchObject({
        orderId: '3000002',
        kountSessionId: 'fraudsession123',
        noOfAttempts: 1,
        paymentSystem: 'default',
        shippingAddress: { firstName: 'Ana', lastName: 'Diaz', state: 'CO' },
        applePayTransactionDetails: { merchantIdentifier: 'merchant.test' },
      });
      expect(calls.slice(-2)).toEqual(['place', 'restore']);
      expect(ctx.onEnd).toHaveBeenCalledWith({ kind: 'success', orderId: '3000002' });
      expect(sheet().open).toBe(false);
    });
  });

  describe('given a guest identity is needed', () => {
    it('should post it before the session and the add', async () => {
      const { shop, calls } = fakeShop();
      await openSheet(shop, { needsGuestIdentity: true });
      expect(calls.slice(0, 3)).toEqual(['guestIdentity', 'session', 'add']);
    });
  });

  describe('given the cart page’s wallet (the cart paid as it stands)', () => {
    it('should read the cart’s own order instead of adding, and place that order', async () => {
      const { shop, calls } = fakeShop();
      const ctx = await openSheet(shop, { source: { kind: 'cart', orderId: '3000002' } });
      expect(calls.slice(0, 2)).toEqual(['session', 'getOrder']);
      expect(shop.addToCartDeviceWallet).not.toHaveBeenCalled();
      expect(shop.getOrder.mock.calls[0]![0]).toBe('3000002');
      sheet().actions!.pay();
      await vi.waitFor(() =>
        expect(ctx.navigate).toHaveBeenCalledWith('/OrderConfirmation?orderId=3000002'),
      );
      expect(shop.deviceWalletExpress.mock.calls[0]![0]).toBe('3000002');
    });

    it('should, when cancelled, put the cart back as it was: address off, ship modes as read', async () => {
      const { shop, calls } = fakeShop();
      const ctx = await openSheet(shop, { source: { kind: 'cart', orderId: '3000002' } });
      sheet().actions!.cancel();
      await vi.waitFor(() => expect(ctx.onEnd).toHaveBeenCalledWith({ kind: 'cancelled' }));
      expect(calls.slice(-3)).toEqual(['removeAddress', 'updateOrder', 'restore']);
      expect(shop.updateOrder.mock.calls.at(-1)).toEqual([
        '3000002',
        { orderItems: [{ orderItemId: '7000003', shipModeId: '10551' }] },
      ]);
    });
  });

  describe('when the shopper cancels the sheet', () => {
    it('should remove the address association, restore the cart and reload the mini-cart', async () => {
      const { shop, calls } = fakeShop();
      const ctx = await openSheet(shop);
      sheet().actions!.cancel();
      await vi.waitFor(() => expect(ctx.onEnd).toHaveBeenCalledWith({ kind: 'cancelled' }));
      expect(calls.slice(-2)).toEqual(['removeAddress', 'restore']);
      expect(ctx.reloadMiniCart).toHaveBeenCalled();
    });
  });

  describe('when the session call fails', () => {
    it('should abort with _SERVER_ERR_APPLEPAY_SESSION and restore', async () => {
      const failure = new ApiError({ kind: 'http', method: 'POST', url: '/s', status: 500 });
      const { shop, calls } = fakeShop({ deviceWalletSession: failure });
      const ctx = walletFlowContext(shop);
      startDeviceWalletFlow(SimulatedApplePaySession, SimulatedApplePayError, ctx);
      await vi.waitFor(() => expect(ctx.onEnd).toHaveBeenCalled());
      expect(ctx.showError).toHaveBeenCalledWith(
        'The payment could not be started. Please try again or add to cart.',
      );
      expect(calls).toEqual(['deviceWalletSession', 'restore']);
      expect(sheet().open).toBe(false);
    });
  });

  describe('when the primary gateway answers 503 BAD_GATEWAY_AUTH_RES', () => {
    it('should switch the alternate gateway on and restore', async () => {
      const failure = new ApiError({
      kind: 'http', method: 'POST', url: '/x', status: 503,
      body: { errors: [{ errorKey: 'BAD_GATEWAY_AUTH_RES' }] },
    }); // prettier-ignore
      const { shop, calls } = fakeShop({ deviceWalletExpress: failure });
      const ctx = await openSheet(shop);
      sheet().actions!.pay();
      await vi.waitFor(() => expect(ctx.onEnd).toHaveBeenCalled());
      expect(ctx.switchAlternateGatewayOn).toHaveBeenCalled();
      expect(ctx.track).not.toHaveBeenCalled();
      expect(calls.slice(-2)).toEqual(['removeAddress', 'restore']);
      // Unknown: the sheet is told of failure and closes.
      expect(sheet().open).toBe(false);
    });
  });

  describe('given a contact with an invalid name, when the shopper pays', () => {
    it('should show the error in the sheet and place nothing', async () => {
      const { shop } = fakeShop();
      const ctx = await openSheet(shop);
      sheet().actions!.selectContact('r2');
      await ready();
      sheet().actions!.pay();
      expect(await sheetError()).toMatchObject({
        code: 'billingContactInvalid',
        contactField: 'name',
        message: 'Invalid First Name',
      });
      expect(shop.deviceWalletExpress).not.toHaveBeenCalled();
      expect(ctx.showError).toHaveBeenCalledWith('Invalid First Name');
    });
  });
});

describe('device-wallet flow with same-day delivery (spec 3, 4, 7)', () => {
  const SAME_DAY = {
    pickUpInStore: false,
    shipToStore: false,
    storeId: null,
    sameDay: { storeId: '0412', zipCode: '80202' },
  };
  const delivery = {
    deliveryOptions: {
      shippingMethods: [
        {
          shipmodeId: '10551',
          shipmodeDisplayName: 'Standard Shipping',
          shippingType: 'HOME',
          saleShippingCharge: 5.99,
          isSelected: true,
        },
        {
          shipmodeId: '12010',
          shipmodeDisplayName: 'Same Day Delivery',
          shippingType: 'SDD',
          saleShippingCharge: 9.99,
        },
      ],
    },
  };
  const ddResponse = {
    data: {
      ddResponse: {
        storeId: '0412',
        bestStores: ['0412', '0418'],
        storeTimeZone: 'America/Denver',
        deliveryWindows: [
          {
            id: 'sdd-1',
            deliveryBy: '2026-11-22T23:00:00.000Z',
            deliveryStartTime: '2026-11-22T21:00:00.000Z',
            deliveryEndTime: '2026-11-22T23:00:00.000Z',
            deliveryCharge: 9.99,
            selected: false,
          },
          {
            id: 'sdd-2',
            deliveryBy: '2026-11-23T01:00:00.000Z',
            deliveryStartTime: '2026-11-22T23:00:00.000Z',
            deliveryEndTime: '2026-11-23T01:00:00.000Z',
            deliveryCharge: 9.99,
            selected: false,
          },
        ],
      },
    },
  };
  const outsideArea = new ApiError({
    kind: 'http', method: 'POST', url: '/sod', status: 400,
    body: { errors: [{ errorKey: 'SDD_1', message: 'Not delivered the same day to 78701.' }] },
  }); // prettier-ignore

  /** A shop whose same-day check refuses addresses in Texas (what the redacted contact shows). */
  function sameDayShop() {
    const made = fakeShop({ getDeliveryOptions: delivery, updateSameDayWindow: {} });
    let lastState = '';
    made.shop.updateShippingAddress = vi.fn((_id: string, body: { state: string }) => {
      lastState = body.state;
      made.calls.push('shipping');
      return Promise.resolve({});
    }) as never;
    made.shop.validateSameDay = vi.fn(
      (_id: string, body: { validateSDDItems: boolean; hasSDDItems: boolean }) => {
        made.calls.push(`sod:${body.validateSDDItems}:${body.hasSDDItems}`);
        return body.validateSDDItems && lastState === 'TX'
          ? Promise.reject(outsideArea)
          : Promise.resolve(ddResponse);
      },
    );
    return made;
  }
  const methodsShown = () => {
    const s = sheet().sheet;
    return s?.wallet === 'device'
      ? s.methods.map((m) => [m.label, m.detail, m.amount].filter(Boolean).join(' '))
      : [];
  };

  describe('given the shopper’s same-day store, when the sheet opens', () => {
    it('should send isSDD with the store and ZIP and offer each window as a "Same Day Delivery" method', async () => {
      const { shop, calls } = sameDayShop();
      await openSheet(shop, { fulfilment: SAME_DAY });
      expect(shop.addToCartDeviceWallet.mock.calls[0]![0]).toMatchObject({
        isSDD: true,
        sddStoreId: '0412',
        sddZipCode: '80202',
        isPickUpInStore: false,
        isShipToStore: false,
      });
      expect(calls).toContain('sod:true:false');
      expect(methodsShown()).toEqual([
        'Standard Shipping 5.99',
        'Same Day Delivery Today 2:00 – 4:00 PM MST 9.99',
        'Same Day Delivery Today 4:00 – 6:00 PM MST 9.99',
      ]);
    });
  });

  describe('when the shopper picks a window and pays', () => {
    it('should move the items to same day, choose the window and place the order with the dd fields', async () => {
      const { shop, calls } = sameDayShop();
      const ctx = await openSheet(shop, { fulfilment: SAME_DAY });
      sheet().actions!.selectMethod('sdd-slot-1');
      await ready();
      expect(calls.slice(-3)).toEqual(['sod:true:true', 'updateSameDayWindow', 'summary']);
      expect(shop.updateSameDayWindow).toHaveBeenCalledWith('3000002', 1);
      sheet().actions!.pay();
      await vi.waitFor(() => expect(ctx.navigate).toHaveBeenCalled());
      expect(shop.deviceWalletExpress.mock.calls[0]![1]).toMatchObject({
        shippingModes: [{ orderItemId: '7000003', shipModeId: '12010' }],
        ddBestStores: ['0412', '0418'],
        ddStoreTimeZone: 'America/Denver',
        ddDeliveryMethod: 'SDD',
      });
    });

    it('should refuse a PO box at authorization with NON_DELVERABLE_ADDRESS_ERR and place nothing', async () => {
      const { shop } = sameDayShop();
      await openSheet(shop, { fulfilment: SAME_DAY });
      sheet().actions!.selectContact('lee');
      await ready();
      sheet().actions!.selectMethod('sdd-slot-0');
      await ready();
      sheet().actions!.pay();
      expect(await sheetError()).toMatchObject({
        code: 'shippingContactInvalid',
        contactField: 'postalAddress',
        message: 'Same Day Delivery cannot be delivered to a PO box.',
      });
      expect(shop.deviceWalletExpress).not.toHaveBeenCalled();
    });
  });

  describe('when a window is chosen and the shopper switches to an address the store does not serve', () => {
    it('should show SDD_1 as a shipping-contact error and return the order to standard shipping', async () => {
      const { shop, calls } = sameDayShop();
      await openSheet(shop, { fulfilment: SAME_DAY });
      sheet().actions!.selectMethod('sdd-slot-0');
      await ready();
      sheet().actions!.selectContact('r2');
      await vi.waitFor(() => {
        const s = sheet().sheet;
        expect(s?.wallet === 'device' && s.phase === 'ready' && s.errors.length).toBe(1);
      });
      const s = sheet().sheet;
      expect(s?.wallet === 'device' && s.errors[0]).toMatchObject({
        code: 'shippingContactInvalid',
        contactField: 'postalAddress',
        message: 'Same Day Delivery is not available for this address.',
      });
      expect(calls).toContain('sod:false:false');
      expect(methodsShown()).toEqual(['Standard Shipping 5.99']);
      expect(shop.updateOrder).toHaveBeenLastCalledWith('3000002', {
        orderItems: [{ orderItemId: '7000003', shipModeId: '10551' }],
      });
    });
  });

  describe('given no same-day store', () => {
    it('should neither send isSDD nor check same day', async () => {
      const { shop, calls } = sameDayShop();
      await openSheet(shop);
      expect(shop.addToCartDeviceWallet.mock.calls[0]![0]).toMatchObject({ isSDD: false });
      expect(calls.some((c) => c.startsWith('sod'))).toBe(false);
      expect(methodsShown()).toEqual(['Standard Shipping 5.99']);
    });
  });
});

describe('device-wallet flow with ship to store (spec 5, 7, 9)', () => {
  const SHIP_TO_STORE = { pickUpInStore: false, shipToStore: true, storeId: '0503', sameDay: null };
  const stsOrder = (stsV1: boolean, stsV2: boolean) => ({
    order: {
      ...order.order,
      shipToStore: { storeId: '0503', isSTSv1: stsV1, isSTSv2: stsV2 },
      orderItems: [{ ...order.order.orderItems[0], shipModeId: '11363', skuDetails: { skuInfo: { isSTSv1: false, isSTSv2: true } } }],
    },
  }); // prettier-ignore
  async function payAtStore(stsV2: boolean) {
    const { shop } = fakeShop({ getOrder: stsOrder(false, stsV2) });
    const ctx = walletFlowContext(shop, { fulfilment: SHIP_TO_STORE, shipsSomething: false });
    startDeviceWalletFlow(SimulatedApplePaySession, SimulatedApplePayError, ctx);
    await vi.waitFor(() => expect(sheet().sheet?.phase).toBe('ready'));
    sheet().actions!.pay();
    return { shop, ctx };
  }

  describe('given pickup later at the store', () => {
    it('should add to cart shipping to the store and ask the sheet for no address', async () => {
      const { shop, ctx } = await payAtStore(true);
      await vi.waitFor(() => expect(ctx.navigate).toHaveBeenCalled());
      expect(shop.addToCartDeviceWallet.mock.calls[0]![0]).toMatchObject({
        isPickUpInStore: false,
        isShipToStore: true,
        selectedStoreId: '0503',
        isSDD: false,
      });
      expect(shop.updateShippingAddress).not.toHaveBeenCalled();
      expect(shop.deviceWalletExpress).toHaveBeenCalled();
    });
  });

  describe('given a store outside the card’s programme', () => {
    it('should show the eligibility error with the skuIds', async () => {
      const { shop } = await payAtStore(false);
      expect((await sheetError())?.message).toBe(
        'Ship to store is not available at your store for items 20001.',
      );
      expect(shop.deviceWalletExpress).not.toHaveBeenCalled();
    });
  });
});
