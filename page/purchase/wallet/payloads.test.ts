import { describe, expect, it } from 'vitest';
import { ANA_ADDRESS, ANA_CONTACT } from '../../test/walletContacts';
import {
  buildAccountWalletOrder,
  buildAccountWalletPatch,
  buildAccountWalletPlaceOrder,
  buildDeviceWalletOrder,
  buildShippingAddressUpdate,
  buildWalletAddToCart,
  NOTE_TO_PAYER,
  type ExecutedPayment,
  type WalletTotals,
} from './payloads';

describe('buildWalletAddToCart (spec 7 device/account-wallet add to cart)', () => {
  const regular = {
    skus: [{ id: '10001', sku: '20001', quantity: 2, type: 'REGULAR' as const }],
    giftAmount: 25,
    inventoryCheck: true as const,
  };
  it('should add the fulfilment fields to the regular payload (home delivery)', () => {
    expect(buildWalletAddToCart(regular)).toEqual({
      ...regular,
      isPickUpInStore: false,
      isShipToStore: false,
      isSDD: false,
    });
  });
  it('should send the store with pickup or ship to store, and the same-day store and ZIP', () => {
    expect(
      buildWalletAddToCart(regular, {
        pickUpInStore: false,
        shipToStore: true,
        storeId: '0412',
        sameDay: null,
      }),
    ).toMatchObject({ isShipToStore: true, selectedStoreId: '0412', isSDD: false });
    expect(
      buildWalletAddToCart(regular, {
        pickUpInStore: false,
        shipToStore: false,
        storeId: '0412',
        sameDay: { storeId: '0412', zipCode: '80202' },
      }),
    ).toEqual({
      ...regular,
      isPickUpInStore: false,
      isShipToStore: false,
      isSDD: true,
      sddStoreId: '0412',
      sddZipCode: '80202',
    });
  });
  it('should keep an eGift payload whole: sender, recipients, message and isSendToOne', () => {
    const egift = {
      orderId: '000000',
      senderEmail: 'sam@example.com',
      senderMessage: 'Enjoy',
      recipients: [
        {
          sequence: 1,
          recipientFirstName: 'Ana',
          recipientLastName: 'Diaz',
          recipientEmail: 'a@x.io',
        },
        {
          sequence: 2,
          recipientFirstName: 'Bo',
          recipientLastName: 'Li',
          recipientEmail: 'b@x.io',
        },
      ],
      isSendToOne: '0' as const,
    };
    const payload = buildWalletAddToCart(egift);
    expect(payload.recipients).toEqual(egift.recipients);
    expect(payload).toMatchObject({
      senderEmail: 'sam@example.com',
      isSendToOne: '0',
      isSDD: false,
    });
  });
});

describe('buildShippingAddressUpdate (spec 3)', () => {
  // The shop's shipping update takes no second address line.
  const { address2: _line2, ...anaOnOneLine } = ANA_ADDRESS;
  it('should carry the address, the order items with normalised ship modes and the flags', () => {
    expect(
      buildShippingAddressUpdate({
        orderId: '3000002',
        address: ANA_ADDRESS,
        orderItems: [{ orderItemId: '7000003', shipModeId: '10554' }],
      }),
    ).toEqual({
      orderId: '3000002',
      ...anaOnOneLine,
      isAddressVerified: true,
      saveAddressForFuture: false,
      addressId: null,
      orderItems: [{ orderItemId: '7000003', shipModeId: '10551' }],
    });
  });
});

describe('buildDeviceWalletOrder (spec 3 device-wallet order payload)', () => {
  const token = {
    paymentData: {
      data: 'ZGF0YQ==',
      signature: 'c2ln',
      version: 'EC_v1',
      header: { ephemeralPublicKey: 'ZXBr', publicKeyHash: 'aGFzaA==', transactionId: 'abc123' },
    },
    paymentMethod: { displayName: 'Visa 1234', network: 'Visa', type: 'debit' },
    transactionIdentifier: 'TXN-1',
  };
  const payload = buildDeviceWalletOrder({
    orderId: '3000002',
    shippingModes: [{ orderItemId: '7000003', shipModeId: '10551' }],
    billing: { ...ANA_CONTACT, emailAddress: undefined },
    shipping: ANA_CONTACT,
    token,
    merchantIdentifier: 'merchant.com.cairnfield.sandbox',
    fraudSessionId: '0123456789abcdef0123456789abcdef',
    attempts: 2,
    paymentSystem: 'Ch',
  });
  it('should hold every field of spec 3', () => {
    expect(Object.keys(payload).sort()).toEqual(
      [
        'orderId', 'shippingModes', 'billingAddress', 'shippingAddress', 'email', 'kountSessionId',
        'ccType', 'payment_method', 'applePayTransactionDetails', 'noOfAttempts',
        'overwriteShipping', 'checkoutMethod', 'paymentSystem', 'ddBestStores',
        'ddStoreTimeZone', 'ddDeliveryMethod',
      ].sort(),
    ); // prettier-ignore
  });
  it('should carry the fraud session id, the attempt counter and the gateway', () => {
    expect(payload).toMatchObject({
      kountSessionId: '0123456789abcdef0123456789abcdef',
      noOfAttempts: 2,
      paymentSystem: 'Ch',
      ccType: 'visa',
      payment_method: 'applepay',
      checkoutMethod: 'express',
      overwriteShipping: true,
      email: 'ana.diaz@example.com',
    });
  });
  it('should pass the token through as applePayTransactionDetails', () => {
    expect(payload.applePayTransactionDetails).toEqual({
      signature: 'c2ln',
      data: 'ZGF0YQ==',
      merchantIdentifier: 'merchant.com.cairnfield.sandbox',
      ephemeralPublicKey: 'ZXBr',
      publicKeyHash: 'aGFzaA==',
      transactionId: 'abc123',
      eWalletId: 'TXN-1',
    });
  });
  it('should give the billing address the shipping e-mail and reshape both contacts', () => {
    expect(payload.billingAddress).toMatchObject({
      firstName: 'Ana',
      state: 'CO',
      email: 'ana.diaz@example.com',
    });
    expect(payload.shippingAddress).toEqual(ANA_ADDRESS);
  });
  it('should send empty same-day fields unless same day was chosen', () => {
    expect(payload).toMatchObject({ ddBestStores: [], ddStoreTimeZone: '', ddDeliveryMethod: '' });
    const sameDayOrder = buildDeviceWalletOrder({
      orderId: '1',
      shippingModes: [],
      billing: null,
      shipping: null,
      token: { ...token, paymentData: {} },
      merchantIdentifier: 'm',
      fraudSessionId: 'abcdefgh',
      attempts: 1,
      paymentSystem: 'default',
      sameDay: { bestStores: ['0412'], storeTimeZone: 'America/Denver', deliveryMethod: 'SDD' },
    });
    expect(sameDayOrder).toMatchObject({
      ddBestStores: ['0412'],
      ddStoreTimeZone: 'America/Denver',
      ddDeliveryMethod: 'SDD',
    });
    // No header: the wallet's transaction identifier stands in.
    expect(sameDayOrder.applePayTransactionDetails.transactionId).toBe('TXN-1');
  });
});

const totals: WalletTotals = {
  orderTotal: 31.48,
  totalProductPrice: 25,
  totalTax: 0.49,
  totalShippingCharge: 5.99,
  sameDayDeliveryCharge: 0,
  retailDeliveryFee: 0,
  employeeDiscount: 0,
};
const items = [{ name: 'Cairnfield Gift Card', skuId: '20001', unitPrice: 25, quantity: 1 }];

describe('buildAccountWalletOrder (spec 3 account-wallet order)', () => {
  it('should build the intent, the transaction with amount details, items and invoice number', () => {
    expect(
      buildAccountWalletOrder({
        orderId: '3000002',
        totals,
        items,
        shippingAddress: null,
        storeId: null,
      }),
    ).toEqual({
      intent: 'order',
      payer: { payment_method: 'paypal' },
      transactions: [
        {
          amount: {
            total: '31.48',
            currency: 'USD',
            details: { subtotal: '25.00', tax: '0.49', shipping: '5.99', handling_fee: '0.00' },
          },
          item_list: {
            items: [
              {
                name: 'Cairnfield Gift Card',
                sku: '20001',
                price: '25.00',
                currency: 'USD',
                quantity: 1,
              },
            ],
          },
          invoice_number: '3000002',
        },
      ],
      shipping_preference: 'GET_FROM_FILE',
      note_to_payer: NOTE_TO_PAYER,
    });
  });

  it('should add an Employee Discount line and keep the details adding up', () => {
    const order = buildAccountWalletOrder({
      orderId: '3000002',
      totals: { ...totals, employeeDiscount: 2.5, orderTotal: 28.98 },
      items,
      shippingAddress: null,
      storeId: null,
    });
    const [t] = order.transactions;
    expect(t?.item_list.items.at(-1)).toEqual({
      name: 'Employee Discount',
      price: '-2.50',
      currency: 'USD',
      quantity: 1,
    });
    const d = t!.amount.details;
    const sum = Number(d.subtotal) + Number(d.tax) + Number(d.shipping) + Number(d.handling_fee);
    expect(sum.toFixed(2)).toBe(t!.amount.total);
  });

  it('should send a known address with the store id in line2 and SET_PROVIDED_ADDRESS', () => {
    const order = buildAccountWalletOrder({
      orderId: '3000002',
      totals,
      items,
      shippingAddress: ANA_ADDRESS,
      storeId: '0412',
    });
    expect(order.shipping_preference).toBe('SET_PROVIDED_ADDRESS');
    expect(order.transactions[0]?.item_list.shipping_address).toEqual({
      recipient_name: 'Ana Diaz',
      line1: '1550 Larimer St',
      line2: '0412',
      city: 'Denver',
      state: 'CO',
      postal_code: '80202',
      country_code: 'US',
      phone: '3035550100',
    });
  });
});

describe('buildAccountWalletPatch (spec 7 updatePayment)', () => {
  it('should replace the amount, replace the items and add shipping_options', () => {
    const patch = buildAccountWalletPatch({
      totals: { ...totals, totalShippingCharge: 14.99, totalTax: 1.24, orderTotal: 41.23 },
      items,
      shippingOptions: [{ id: '11360', label: 'Express Shipping', selected: true, amount: 14.99 }],
    });
    expect(patch.map((p) => [p.op, p.path])).toEqual([
      ['replace', '/transactions/0/amount'],
      ['replace', '/transactions/0/item_list/items'],
      ['add', '/transactions/0/item_list/shipping_options'],
    ]);
    expect(patch[0]?.value).toEqual({
      total: '41.23',
      currency: 'USD',
      details: { subtotal: '25.00', tax: '1.24', shipping: '14.99', handling_fee: '0.00' },
    });
    expect(patch[2]?.value).toEqual([
      {
        id: '11360',
        label: 'Express Shipping',
        type: 'SHIPPING',
        selected: true,
        amount: { value: '14.99', currency_code: 'USD' },
      },
    ]);
  });
});

describe('buildAccountWalletPlaceOrder (spec 3 place-order payload)', () => {
  const payment: ExecutedPayment = {
    paymentId: 'PAYID-ABC1234567',
    payerId: 'SANDBOX123',
    status: 'approved',
    authorizationId: 'O-ABC1234567',
    createTime: '2026-11-22T12:00:00.000Z',
    payer: { email: 'sandbox.buyer@example.com', firstName: 'Sandbox', lastName: 'Buyer' },
    shippingAddress: ANA_ADDRESS,
  };
  const body = buildAccountWalletPlaceOrder({
    orderId: '3000002',
    amount: 31.48,
    payment,
    billing: ANA_ADDRESS,
    shipping: ANA_ADDRESS,
    fraudSessionId: 'abcdef0123456789',
    storeId: '0412',
    flags: { shipToStoreEnabled: false, egiftEnabled: true, clearanceEnabled: false },
  });
  it('should hold the transaction details of the executed payment', () => {
    expect(body.paypalTransactionDetails).toEqual({
      timestamp: '2026-11-22T12:00:00.000Z',
      authorization: 'O-ABC1234567',
      status: 'approved',
      paypalOrderId: 'PAYID-ABC1234567',
      payerId: 'SANDBOX123',
      cardHolderName: 'Sandbox Buyer',
      eWalletId: 'PAYID-ABC1234567',
    });
  });
  it('should hold the amount, flags, fraud id, store and same-day fields', () => {
    expect(body).toMatchObject({
      transactionType: 'AUTH',
      method: 'paypal',
      amount: 31.48,
      currencyCode: 'USD',
      merchantReference: '3000002',
      email: 'sandbox.buyer@example.com',
      PAYPAL_EXPRESS_PLACE_ORDER: true,
      isSaveShipAddress: false,
      SHOULD_RESTRICT_ORDER_QTY: true,
      IS_STS_ENABLED: false,
      egiftCardEnabled: true,
      kountSessionId: 'abcdef0123456789',
      isClearanceEnabled: false,
      checkoutMethod: 'express',
      myStoreDetails: { storeId: '0412' },
      orderId: '3000002',
      ddBestStores: [],
      ddStoreTimeZone: '',
      ddDeliveryMethod: '',
    });
  });
});
