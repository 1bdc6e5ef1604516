// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  SimulatedApplePayError,
  SimulatedApplePaySession,
} from '../../walletSimulator/applePaySimulator';
import { sheetStore } from '../../walletSimulator/state';
import { startDeviceWalletFlow } from './deviceWalletFlow';
import { HOME_DELIVERY } from '../../purchase/wallet/payloads';
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
  const fn = (name: string, value: unknown) =>
    vi.fn((..._args: unknown[]) => {
      calls.push(name);
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
    });
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

function context(shop: WalletShop, overrides: Partial<WalletFlowContext> = {}) {
  const ctx: WalletFlowContext = {
    shop,
    addPayload: {
      skus: [{ id: '10001', sku: '20001', quantity: 1, type: 'REGULAR' }],
      giftAmount: 25,
    },
    fulfilment: HOME_DELIVERY,
    initialTotal: 25,
    productName: 'Cairnfield Gift Card',
    shipsSomething: true,
    needsGuestIdentity: false,
    fraudSessionId: () => 'fraudsession123',
    attemptFor: () => 1,
    alternateGatewayOn: () => false,
    switchAlternateGatewayOn: vi.fn(),
    sessionTimeoutMs: 600_000,
    track: vi.fn(),
    log: vi.fn(),
    showError: vi.fn(),
    reloadMiniCart: vi.fn(),
    navigate: vi.fn(),
    onEnd: vi.fn(),
    ...overrides,
  };
  return ctx;
}

const sheet = () => sheetStore.get();
async function ready() {
  await vi.waitFor(() => {
    const s = sheet().sheet;
    expect(s?.wallet === 'device' && s.phase === 'ready' && s.methods.length > 0).toBe(true);
  });
}

afterEach(() => sheetStore.set({ sheet: null, actions: null, open: false, opener: null }));

describe('device-wallet flow (spec 4)', () => {
  it('runs validation, add to cart, selections and placement in order, then restores and redirects', async () => {
    const { shop, calls } = fakeShop();
    const ctx = context(shop);
    startDeviceWalletFlow(SimulatedApplePaySession, SimulatedApplePayError, ctx);
    await ready();
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
      firstName: 'APSFN',
      lastName: 'APSLN',
      address: 'APSADL1',
      phoneNumber: 'APSPN',
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

  it('posts a guest identity first when asked to', async () => {
    const { shop, calls } = fakeShop();
    startDeviceWalletFlow(
      SimulatedApplePaySession,
      SimulatedApplePayError,
      context(shop, { needsGuestIdentity: true }),
    );
    await ready();
    expect(calls.slice(0, 3)).toEqual(['guestIdentity', 'session', 'add']);
  });

  it('cancel removes the address association, restores the cart and reloads the mini-cart', async () => {
    const { shop, calls } = fakeShop();
    const ctx = context(shop);
    startDeviceWalletFlow(SimulatedApplePaySession, SimulatedApplePayError, ctx);
    await ready();
    sheet().actions!.cancel();
    await vi.waitFor(() => expect(ctx.onEnd).toHaveBeenCalledWith({ kind: 'cancelled' }));
    expect(calls.slice(-2)).toEqual(['removeAddress', 'restore']);
    expect(ctx.reloadMiniCart).toHaveBeenCalled();
  });

  it('a failed session call aborts with _SERVER_ERR_APPLEPAY_SESSION and restores', async () => {
    const failure = new ApiError({ kind: 'http', method: 'POST', url: '/s', status: 500 });
    const { shop, calls } = fakeShop({ deviceWalletSession: failure });
    const ctx = context(shop);
    startDeviceWalletFlow(SimulatedApplePaySession, SimulatedApplePayError, ctx);
    await vi.waitFor(() => expect(ctx.onEnd).toHaveBeenCalled());
    expect(ctx.showError).toHaveBeenCalledWith(
      'The payment could not be started. Please try again or add to cart.',
    );
    expect(calls).toEqual(['deviceWalletSession', 'restore']);
    expect(sheet().open).toBe(false);
  });

  it('a 503 BAD_GATEWAY_AUTH_RES on the primary gateway switches the alternate gateway on and restores', async () => {
    const failure = new ApiError({
      kind: 'http', method: 'POST', url: '/x', status: 503,
      body: { errors: [{ errorKey: 'BAD_GATEWAY_AUTH_RES' }] },
    }); // prettier-ignore
    const { shop, calls } = fakeShop({ deviceWalletExpress: failure });
    const ctx = context(shop);
    startDeviceWalletFlow(SimulatedApplePaySession, SimulatedApplePayError, ctx);
    await ready();
    sheet().actions!.pay();
    await vi.waitFor(() => expect(ctx.onEnd).toHaveBeenCalled());
    expect(ctx.switchAlternateGatewayOn).toHaveBeenCalled();
    expect(ctx.track).not.toHaveBeenCalled();
    expect(calls.slice(-2)).toEqual(['removeAddress', 'restore']);
    // Unknown: the sheet is told of failure and closes.
    expect(sheet().open).toBe(false);
  });

  it('an invalid name at authorization goes to the sheet; nothing is placed', async () => {
    const { shop } = fakeShop();
    const ctx = context(shop);
    startDeviceWalletFlow(SimulatedApplePaySession, SimulatedApplePayError, ctx);
    await ready();
    sheet().actions!.selectContact('r2');
    await ready();
    sheet().actions!.pay();
    await vi.waitFor(() => expect(sheet().sheet?.phase).toBe('failed'));
    const s = sheet().sheet;
    expect(s?.wallet === 'device' && s.errors[0]).toMatchObject({
      code: 'billingContactInvalid',
      contactField: 'name',
      message: 'Invalid First Name',
    });
    expect(shop.deviceWalletExpress).not.toHaveBeenCalled();
    expect(ctx.showError).toHaveBeenCalledWith('Invalid First Name');
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
      startDeviceWalletFlow(
        SimulatedApplePaySession,
        SimulatedApplePayError,
        context(shop, { fulfilment: SAME_DAY }),
      );
      await ready();
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
      const ctx = context(shop, { fulfilment: SAME_DAY });
      startDeviceWalletFlow(SimulatedApplePaySession, SimulatedApplePayError, ctx);
      await ready();
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
      const ctx = context(shop, { fulfilment: SAME_DAY });
      startDeviceWalletFlow(SimulatedApplePaySession, SimulatedApplePayError, ctx);
      await ready();
      sheet().actions!.selectContact('lee');
      await ready();
      sheet().actions!.selectMethod('sdd-slot-0');
      await ready();
      sheet().actions!.pay();
      await vi.waitFor(() => expect(sheet().sheet?.phase).toBe('failed'));
      const s = sheet().sheet;
      expect(s?.wallet === 'device' && s.errors[0]).toMatchObject({
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
      startDeviceWalletFlow(
        SimulatedApplePaySession,
        SimulatedApplePayError,
        context(shop, { fulfilment: SAME_DAY }),
      );
      await ready();
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

  it('given no same-day store, should neither send isSDD nor check same day', async () => {
    const { shop, calls } = sameDayShop();
    startDeviceWalletFlow(SimulatedApplePaySession, SimulatedApplePayError, context(shop));
    await ready();
    expect(shop.addToCartDeviceWallet.mock.calls[0]![0]).toMatchObject({ isSDD: false });
    expect(calls.some((c) => c.startsWith('sod'))).toBe(false);
    expect(methodsShown()).toEqual(['Standard Shipping 5.99']);
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
    const ctx = context(shop, { fulfilment: SHIP_TO_STORE, shipsSomething: false });
    startDeviceWalletFlow(SimulatedApplePaySession, SimulatedApplePayError, ctx);
    await vi.waitFor(() => expect(sheet().sheet?.phase).toBe('ready'));
    sheet().actions!.pay();
    return { shop, ctx };
  }

  it('given pickup later, the wallet add should ship to the store and the sheet ask no address', async () => {
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

  it('given a store outside the card’s programme, should show the eligibility error with the skuIds', async () => {
    const { shop } = await payAtStore(false);
    await vi.waitFor(() => expect(sheet().sheet?.phase).toBe('failed'));
    const s = sheet().sheet;
    expect(s?.wallet === 'device' && s.errors[0]?.message).toBe(
      'Ship to store is not available at your store for items 20001.',
    );
    expect(shop.deviceWalletExpress).not.toHaveBeenCalled();
  });
});
