import { describe, expect, it } from 'vitest';
import {
  readWalletAdd,
  readExecutedPayment,
  readOrder,
  readPaymentSummary,
  readPlacedOrder,
  readShippingMethods,
} from './readers';

describe('wallet answer readers', () => {
  it('should read the ship-to-store store and its programmes, or null without one', () => {
    expect(
      readOrder({ order: { shipToStore: { storeId: '0418', isSTSv1: false, isSTSv2: true } } })
        .shipToStore,
    ).toEqual({ storeId: '0418', stsV1: false, stsV2: true });
    expect(readOrder({ order: { shipToStore: null } }).shipToStore).toBeNull();
    expect(readOrder({ order: { shipToStore: { storeId: 4 } } }).shipToStore).toMatchObject({
      storeId: '4',
    });
  });

  it('should read an order with totals, items and eGift recipients', () => {
    const order = readOrder({
      order: {
        orderId: '3000002',
        orderStatus: 'M',
        email: 'sam@example.com',
        orderTotal: 100,
        totalProductPrice: 100,
        totalTax: 0,
        totalShippingCharge: 0,
        orderItems: [
          {
            orderItemId: '7000003', skuId: '20005', name: 'Cairnfield eGift Card', quantity: 2,
            unitPrice: 50, isEGCItem: true, shipModeId: '10557',
            skuDetails: { skuInfo: { isSTSv1: false, isSTSv2: true, sameDayDeliveryEligible: false } },
            eGiftCard: {
              senderFirstName: 'Sam', senderLastName: 'Lee', senderMessage: 'Enjoy',
              sendDate: '2026-12-12', sendTimeZone: 'Pacific/Honolulu', designName: 'Thank You',
              recipients: [
                { recipientFirstName: 'Ana', recipientLastName: 'Diaz', recipientEmail: 'ana@example.com' },
                { recipientFirstName: 'Bo', recipientLastName: 'Chen', recipientEmail: 'bo@example.com' },
              ],
            },
          },
        ],
      },
    }); // prettier-ignore
    expect(order).toMatchObject({ orderId: '3000002', status: 'M', email: 'sam@example.com' });
    expect(order.totals.orderTotal).toBe(100);
    expect(order.items[0]).toMatchObject({
      isEgift: true,
      quantity: 2,
      unitPrice: 50,
      isSTSv2: true,
    });
    expect(order.egift[0]?.recipients.map((r) => r.firstName)).toEqual(['Ana', 'Bo']);
    expect(order.egift[0]?.senderName).toBe('Sam Lee');
    expect(order.egift[0]?.sendDate).toBe('2026-12-12');
    expect(order.egift[0]?.designName).toBe('Thank You');
  });

  it('should survive junk without throwing', () => {
    expect(readOrder(null).items).toEqual([]);
    expect(readOrder({ order: { orderItems: 'x', orderTotal: 'abc' } }).totals.orderTotal).toBe(0);
    expect(readPaymentSummary(42).total.amount).toBe('0.00');
    expect(readExecutedPayment(undefined).paymentId).toBe('');
  });

  it('should take only a real express order id from a wallet add to cart', () => {
    expect(readWalletAdd({ addToCart: { orderId: '3000002' } }).orderId).toBe('3000002');
    expect(readWalletAdd({ addToCart: { orderId: '000000' } }).orderId).toBeNull();
    expect(readWalletAdd({ addToCart: { orderId: '../x' } }).orderId).toBeNull();
    // The API layer's answer.
    expect(readWalletAdd({ orderId: '3000004', problem: null }).orderId).toBe('3000004');
    expect(readWalletAdd({ orderId: '3000004', problem: 'Out Of Stock' })).toEqual({
      orderId: '3000004',
      problem: 'Out Of Stock',
    });
  });

  it('should offer home and expedited methods, the selected one first', () => {
    const methods = readShippingMethods({
      deliveryOptions: {
        shippingMethods: [
          { shipmodeId: '11360', shipmodeDisplayName: 'Express Shipping', shippingType: 'SG', saleShippingCharge: 14.99 },
          { shipmodeId: '10551', shipmodeDisplayName: 'Standard Shipping', shippingType: 'HOME', saleShippingCharge: 5.99, isSelected: true },
          { shipmodeId: '12010', shipmodeDisplayName: 'Same Day Delivery', shippingType: 'SDD' },
          { shipmodeId: '10557', shipmodeDisplayName: 'Email Delivery', shippingType: 'EMAIL' },
        ],
      },
    }); // prettier-ignore
    expect(methods.map((m) => m.identifier)).toEqual(['10551', '11360']);
    expect(methods[1]).toMatchObject({ label: 'Express Shipping', amount: 14.99 });
  });

  it('should read the payment summary as sheet lines with 2 decimals', () => {
    expect(
      readPaymentSummary({
        paymentSummary: {
          orderTotal: 31.48,
          lineItems: [
            { label: 'Subtotal', amount: '25.00' },
            { label: 'Estimated Tax', amount: 0.49 },
          ],
          total: { label: 'Cairnfield Outfitters', amount: '31.48' },
        },
      }),
    ).toMatchObject({
      total: { label: 'Cairnfield Outfitters', amount: '31.48' },
      lineItems: [
        { label: 'Subtotal', amount: '25.00' },
        { label: 'Estimated Tax', amount: '0.49' },
      ],
    });
  });

  it('should read the executed payment: payer, shipping address and related order', () => {
    const p = readExecutedPayment({
      id: 'PAYID-1',
      state: 'approved',
      payer: { payer_info: { email: 'b@example.com', first_name: 'Sandbox', last_name: 'Buyer', payer_id: 'P1',
        shipping_address: { recipient_name: 'Sandbox Buyer', line1: '1 Main St', city: 'Denver', state: 'CO', postal_code: '80202', country_code: 'US' } } },
      transactions: [{ related_resources: [{ order: { id: 'O-1', create_time: 't' } }] }],
    }); // prettier-ignore
    expect(p).toMatchObject({
      paymentId: 'PAYID-1',
      payerId: 'P1',
      authorizationId: 'O-1',
      createTime: 't',
    });
    expect(p.shippingAddress).toMatchObject({
      firstName: 'Sandbox',
      lastName: 'Buyer',
      address: '1 Main St',
      state: 'CO',
    });
  });

  it('should read a placed order and a free-gift promotion', () => {
    expect(readPlacedOrder({ placeOrder: { orderId: '3000002' } })).toEqual({
      orderId: '3000002',
      freeGiftPromotion: null,
    });
    expect(
      readPlacedOrder({
        placeOrder: { orderId: '1', freeGiftPromotion: { promotionCode: 'GIFT5' } },
      }).freeGiftPromotion,
    ).toBe('GIFT5');
  });
});
