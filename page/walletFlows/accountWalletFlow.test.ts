// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { accountWalletButtonOptions, ACCOUNT_WALLET_STYLE } from './accountWalletFlow';
import { recordingCall, walletFlowContext } from '../test/walletFlow';
import { WITHHELD_CONTACT_PLACEHOLDERS } from '../test/walletContacts';
import type { WalletFlowContext, WalletShop } from './flowContext';

// The account-wallet adapter's paypal.Buttons options, called in the order the provider's SDK
// calls them, with the shop faked at the edge.

const order = (total: number, ship: number) => ({
  order: {
    orderId: '3000009',
    orderStatus: 'P',
    orderTotal: total,
    totalProductPrice: 25,
    totalShippingCharge: ship,
    totalTax: 0,
    orderItems: [
      { orderItemId: '7000010', skuId: '20001', name: 'Cairnfield Gift Card', quantity: 1, unitPrice: 25, isEGCItem: false, shipModeId: '10551' },
    ],
  },
}); // prettier-ignore

function setup(
  overrides: Partial<Record<string, unknown>> = {},
  contextOverrides: Partial<WalletFlowContext> = {},
) {
  const calls: string[] = [];
  const fn = (name: string, value: unknown) => recordingCall(calls, name, value);
  const shop = {
    addToCartAccountWallet: fn('add', {
      orderId: '3000009',
      problem: null,
      quantityAdded: 1,
      cartQuantity: 1,
    }),
    getOrder: vi
      .fn()
      .mockImplementationOnce(() => (calls.push('getOrder'), Promise.resolve(order(30.99, 5.99))))
      .mockImplementation(() => (calls.push('getOrder'), Promise.resolve(order(39.99, 14.99)))),
    createAccountWalletPayment: fn('create', { id: 'PAYID-ABC1234567' }),
    updateShippingAddress: fn('shipping', {}),
    getDeliveryOptions: fn('delivery', {
      deliveryOptions: {
        shippingMethods: [
          { shipmodeId: '10551', shipmodeDisplayName: 'Standard Shipping', shippingType: 'HOME', saleShippingCharge: 5.99 },
          { shipmodeId: '11360', shipmodeDisplayName: 'Express Shipping', shippingType: 'SG', saleShippingCharge: 14.99 },
        ],
      },
    }), // prettier-ignore
    updateOrder: fn('updateOrder', {}),
    updateAccountWalletPayment: fn('patch', {}),
    executeAccountWalletPayment: fn('execute', {
      id: 'PAYID-ABC1234567',
      state: 'approved',
      payer: { payer_info: { email: 'buyer@example.com', first_name: 'Sandbox', last_name: 'Buyer', payer_id: 'SANDBOXBUYER1',
        shipping_address: { recipient_name: 'Sandbox Buyer', line1: '1550 Larimer St', city: 'Denver', state: 'CO', postal_code: '80202', country_code: 'US' } } },
      transactions: [{ related_resources: [{ order: { id: 'O-ABC1234567', create_time: '2026-11-22T12:00:00Z' } }] }],
    }), // prettier-ignore
    placeAccountWalletOrder: fn('place', { placeOrder: { orderId: '3000009' } }),
    restoreCart: fn('restore', {}),
    guestIdentity: fn('guest', {}),
    ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, fn(k, v)])),
  };
  const ctx = walletFlowContext(shop as unknown as WalletShop, contextOverrides);
  const options = accountWalletButtonOptions({ begin: () => ctx });
  const resolve = vi.fn(() => Promise.resolve());
  const reject = vi.fn(() => Promise.resolve());
  return { shop, ctx, options, calls, actions: { resolve, reject } };
}

describe('account-wallet adapter (spec 4)', () => {
  describe('given the adapter’s button options', () => {
    it('should keep the button style gold, rect, 50, no tagline', () => {
      expect(setup().options.style).toEqual({
        color: 'gold',
        shape: 'rect',
        height: 50,
        tagline: false,
      });
      expect(ACCOUNT_WALLET_STYLE.height).toBe(50);
    });
  });

  describe('when the shopper clicks, creates the order, changes the shipping and approves', () => {
    it('should send the placeholders and the new method, patch the payment, place the order and redirect', async () => {
      const { options, shop, ctx, calls, actions } = setup();
      await options.onClick!({}, actions);
      expect(actions.resolve).toHaveBeenCalled();
      const id = await options.createOrder!(
        { paymentSource: 'paypal' },
        { order: { create: vi.fn() } },
      );
      expect(id).toBe('PAYID-ABC1234567');
      expect(shop.createAccountWalletPayment.mock.calls[0]![2]).toMatchObject({
        intent: 'order',
        transactions: [{ amount: { total: '30.99', currency: 'USD' }, invoice_number: '3000009' }],
        shipping_preference: 'GET_FROM_FILE',
      });

      await options.onShippingChange!(
      {
        paymentID: id,
        shipping_address: { city: 'Seattle', state: 'WA', postal_code: '98101', country_code: 'US' },
        selected_shipping_option: { id: '11360', label: 'Express', type: 'SHIPPING', selected: true, amount: { currency_code: 'USD', value: '14.99' } },
        forceRestAPI: false,
      },
      { ...actions, order: { patch: vi.fn() } },
    ); // prettier-ignore
      // Spec 9: the wallet reveals only city, state and ZIP; the rest goes as placeholders.
      expect(shop.updateShippingAddress.mock.calls[0]![1]).toMatchObject({
        orderId: '3000009',
        ...WITHHELD_CONTACT_PLACEHOLDERS,
        city: 'Seattle',
        state: 'WA',
        zipCode: '98101',
        country: 'US',
      });
      expect(shop.updateOrder.mock.calls[0]![1]).toEqual({
        orderItems: [{ orderItemId: '7000010', shipModeId: '11360' }],
      });
      const patch = shop.updateAccountWalletPayment.mock.calls[0]![3] as {
        op: string;
        path: string;
        value: unknown;
      }[];
      expect(patch.map((p) => `${p.op} ${p.path}`)).toEqual([
        'replace /transactions/0/amount',
        'replace /transactions/0/item_list/items',
        'add /transactions/0/item_list/shipping_options',
      ]);
      expect(patch[0]!.value).toMatchObject({ total: '39.99', details: { shipping: '14.99' } });

      await options.onApprove!({ orderID: id }, { redirect: vi.fn(), restart: vi.fn() });
      expect(shop.placeAccountWalletOrder.mock.calls[0]![2]).toMatchObject({
        amount: 39.99,
        kountSessionId: 'fraudsession123',
        paypalTransactionDetails: {
          paypalOrderId: 'PAYID-ABC1234567',
          payerId: 'SANDBOXBUYER1',
          authorization: 'O-ABC1234567',
        },
        billingAddress: { firstName: 'Sandbox', lastName: 'Buyer', state: 'CO' },
      });
      expect(calls.slice(-4)).toEqual(['execute', 'getOrder', 'place', 'restore']);
      expect(ctx.navigate).toHaveBeenCalledWith('/OrderConfirmation?orderId=3000009');
    });
  });

  describe('when the shipping address changes to Alaska', () => {
    it('should reject the change without calling the shop', async () => {
      const { options, shop, actions } = setup();
      await options.onClick!({}, actions);
      await options.createOrder!({ paymentSource: 'paypal' }, { order: { create: vi.fn() } });
      await options.onShippingChange!(
      { shipping_address: { city: 'Juneau', state: 'AK', postal_code: '99801', country_code: 'US' }, forceRestAPI: false },
      { ...actions, order: { patch: vi.fn() } },
    ); // prettier-ignore
      expect(actions.reject).toHaveBeenCalled();
      expect(shop.updateShippingAddress).not.toHaveBeenCalled();
    });
  });

  describe('when placing the order fails', () => {
    it('should cancel the order, restore the cart and show the error', async () => {
      const failure = new ApiError({
      kind: 'http', method: 'POST', url: '/x', status: 400,
      body: { errors: [{ errorKey: 'SHIPNPICKUP_PLACEORDER_NOT_ALLOWED' }] },
    }); // prettier-ignore
      const { options, shop, ctx, calls, actions } = setup({ placeAccountWalletOrder: failure });
      await options.onClick!({}, actions);
      await options.createOrder!({ paymentSource: 'paypal' }, { order: { create: vi.fn() } });
      await options.onApprove!(
        { orderID: 'PAYID-ABC1234567' },
        { redirect: vi.fn(), restart: vi.fn() },
      );
      expect(shop.updateOrder).toHaveBeenCalledWith('3000009', { action: 'cancel' });
      expect(calls.slice(-2)).toEqual(['updateOrder', 'restore']);
      expect(ctx.showError).toHaveBeenCalledWith(
        'Orders that mix shipping and pickup cannot be paid this way.',
      );
      expect(ctx.onEnd).toHaveBeenCalledWith({
        kind: 'failed',
        message: 'Orders that mix shipping and pickup cannot be paid this way.',
      });
      expect(ctx.navigate).not.toHaveBeenCalled();
    });
  });

  describe('when the shopper cancels', () => {
    it('should cancel the order and restore the cart without an error', async () => {
      const { options, ctx, calls, actions } = setup();
      await options.onClick!({}, actions);
      await options.createOrder!({ paymentSource: 'paypal' }, { order: { create: vi.fn() } });
      options.onCancel!({}, { redirect: vi.fn() });
      await vi.waitFor(() => expect(ctx.onEnd).toHaveBeenCalledWith({ kind: 'cancelled' }));
      expect(calls.slice(-2)).toEqual(['updateOrder', 'restore']);
      expect(ctx.showError).not.toHaveBeenCalled();
    });
  });

  describe('given another checkout running, when the button is clicked', () => {
    it('should reject the click', async () => {
      const options = accountWalletButtonOptions({ begin: () => null });
      const actions = {
        resolve: vi.fn(() => Promise.resolve()),
        reject: vi.fn(() => Promise.resolve()),
      };
      await options.onClick!({}, actions);
      expect(actions.reject).toHaveBeenCalled();
      expect(actions.resolve).not.toHaveBeenCalled();
    });
  });

  describe('given pickup later at the selected store', () => {
    it('should ship there and name the store when placing', async () => {
      const shipToStore = {
        pickUpInStore: false,
        shipToStore: true,
        storeId: '0412',
        sameDay: null,
      };
      const { options, shop, actions } = setup(
        {},
        { fulfilment: shipToStore, shipsSomething: false },
      );
      await options.onClick!({}, actions);
      await options.createOrder!({ paymentSource: 'paypal' }, { order: { create: vi.fn() } });
      expect(shop.addToCartAccountWallet.mock.calls[0]![0]).toMatchObject({
        isPickUpInStore: false,
        isShipToStore: true,
        selectedStoreId: '0412',
        isSDD: false,
      });
      await options.onApprove!(
        { orderID: 'PAYID-ABC1234567' },
        { redirect: vi.fn(), restart: vi.fn() },
      );
      expect(shop.placeAccountWalletOrder.mock.calls[0]![2]).toMatchObject({
        IS_STS_ENABLED: true,
        myStoreDetails: { storeId: '0412' },
      });
    });
  });

  describe('given the cart page’s wallet (the cart paid as it stands)', () => {
    it('should pay for the cart’s own order: nothing added, the payment made for it, then placed', async () => {
      const { options, shop, actions, calls } = setup(
        {},
        { source: { kind: 'cart', orderId: '3000009' } },
      );
      await options.onClick!({}, actions);
      await options.createOrder!({ paymentSource: 'paypal' }, { order: { create: vi.fn() } });
      expect(shop.addToCartAccountWallet).not.toHaveBeenCalled();
      expect(calls.slice(0, 2)).toEqual(['getOrder', 'create']);
      expect(shop.getOrder.mock.calls[0]![0]).toBe('3000009');
      expect(shop.createAccountWalletPayment.mock.calls[0]![0]).toBe('3000009');
      await options.onApprove!(
        { orderID: 'PAYID-ABC1234567' },
        { redirect: vi.fn(), restart: vi.fn() },
      );
      expect(shop.placeAccountWalletOrder.mock.calls[0]![0]).toBe('3000009');
    });

    it('should never cancel the cart’s order: when cancelled, its address comes off and its ship modes go back', async () => {
      const { options, shop, ctx, actions, calls } = setup(
        { removeAddressIdAssociation: {} },
        { source: { kind: 'cart', orderId: '3000009' } },
      );
      await options.onClick!({}, actions);
      await options.createOrder!({ paymentSource: 'paypal' }, { order: { create: vi.fn() } });
      options.onCancel!({}, { redirect: vi.fn() });
      await vi.waitFor(() => expect(ctx.onEnd).toHaveBeenCalledWith({ kind: 'cancelled' }));
      expect(shop.updateOrder).not.toHaveBeenCalledWith('3000009', { action: 'cancel' });
      expect(calls.slice(-3)).toEqual(['removeAddressIdAssociation', 'updateOrder', 'restore']);
      expect(shop.updateOrder.mock.calls.at(-1)).toEqual([
        '3000009',
        { orderItems: [{ orderItemId: '7000010', shipModeId: '10551' }] },
      ]);
    });
  });
});
