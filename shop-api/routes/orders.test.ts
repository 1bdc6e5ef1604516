import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DENVER_ADDRESS,
  availableBackends,
  egiftAdd,
  freshStorage,
  regularAdd,
  removeScratch,
  startServer,
} from '../test/helpers.ts';
import type { AddToCartAnswer, ErrorAnswer, TestClient, TestServer } from '../test/helpers.ts';

/** A Friday morning, so delivery dates cross a weekend. */
const NOW = new Date('2026-11-20T15:20:00.000Z');

interface ShippingMethod {
  shipmodeId: string;
  saleShippingCharge: number;
  estimatedFromDate: string | null;
  estimatedToDate: string | null;
  isSelected: boolean;
}

interface OrderAnswer {
  order: {
    orderId: string;
    orderStatus: string;
    totalCartQuantity: number;
    orderItems: {
      orderItemId: string;
      quantity: number;
      shipModeId: string;
      availableShippingMethods: ShippingMethod[];
    }[];
    shippingAddress: Record<string, unknown> | null;
    email: string | null;
    sddWindow: Record<string, unknown> | null;
    totalShippingCharge: number;
    sameDayDeliveryCharge: number;
    totalTax: number;
    orderTotal: number;
  };
}

afterAll(removeScratch);

describe.each(availableBackends())('orders over HTTP on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ ...(await freshStorage(backend)), now: () => NOW });
  });

  afterAll(async () => {
    await server.close();
  });

  /** A new shopper with `quantity` standard cards of `amount` in the cart. */
  async function cartWith(
    quantity = 1,
    amount = 25,
  ): Promise<{ client: TestClient; orderId: string; itemId: string }> {
    const client = server.client();
    const answer = await client.post<AddToCartAnswer>(
      '/api/cart/sku',
      regularAdd('20001', quantity, amount),
    );
    return {
      client,
      orderId: answer.body.addToCart.orderId,
      itemId: answer.body.addToCart.items[0]?.orderItemId ?? '',
    };
  }

  describe('GET /api/orders/{orderId}', () => {
    it('answers the order with items, ship modes and totals', async () => {
      const { client, orderId } = await cartWith(1, 25);
      const answer = await client.get<OrderAnswer>(
        `/api/orders/${orderId}?deliveryZipCode=80202&isShipSla2=true&paymentMethod=applepay&sddWindowEnabled=Y`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.order).toMatchObject({
        orderId,
        orderStatus: 'P',
        totalCartQuantity: 1,
        totalShippingCharge: 5.99,
        totalTax: 0.49,
        orderTotal: 31.48,
      });
      const methods = answer.body.order.orderItems[0]?.availableShippingMethods ?? [];
      expect(
        methods.map((method) => [
          method.shipmodeId,
          method.saleShippingCharge,
          method.estimatedFromDate,
          method.estimatedToDate,
          method.isSelected,
        ]),
      ).toEqual([
        ['10551', 5.99, '2026-11-25', '2026-11-27', true],
        ['11360', 14.99, '2026-11-24', '2026-11-24', false],
        ['11361', 24.99, '2026-11-23', '2026-11-23', false],
        ['12010', 9.99, null, null, false],
      ]);
    });
    it("answers 404 for unknown and other shoppers' orders", async () => {
      const { orderId } = await cartWith();
      expect((await server.client().get(`/api/orders/${orderId}`)).status).toBe(404);
      expect((await server.client().get('/api/orders/1234')).status).toBe(404);
      const { client } = await cartWith();
      expect((await client.get(`/api/orders/${orderId}?deliveryZipCode=1`)).status).toBe(400);
    });
    it("shows a registered shopper's order through the profile, from another session", async () => {
      const client = server.client();
      await client.signIn();
      const added = await client.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 1));
      const otherDevice = server.client();
      await otherDevice.signIn();
      expect((await otherDevice.get(`/api/orders/${added.body.addToCart.orderId}`)).status).toBe(
        200,
      );
    });
  });

  describe('POST /api/orders/{orderId}', () => {
    it('changes quantities, ship modes and the e-mail under the cart rules', async () => {
      const { client, orderId, itemId } = await cartWith(2, 30);
      const changed = await client.post<OrderAnswer>(`/api/orders/${orderId}`, {
        email: 'ana@example.com',
        orderItems: [{ orderItemId: itemId, quantity: 5, shipModeId: '11360' }],
      });
      expect(changed.status).toBe(200);
      expect(changed.body.order).toMatchObject({
        email: 'ana@example.com',
        totalCartQuantity: 5,
        totalShippingCharge: 14.99,
        orderTotal: 166.23,
      });
      const tooMany = await client.post<ErrorAnswer>(`/api/orders/${orderId}`, {
        orderItems: [{ orderItemId: itemId, quantity: 51 }],
      });
      expect(tooMany.body.errors[0]?.errorKey).toBe('_EXCESS_QUANTITY_TO_BUY_NON_BULK_GIFTCARD');
      const overStock = await client.post<ErrorAnswer>(`/api/orders/${orderId}`, {
        orderItems: [{ orderItemId: itemId, quantity: 45 }],
      });
      expect(overStock.body.errors[0]).toMatchObject({
        errorKey: '_ERR_PARTIAL_QTY_LIMIT',
        data: { maxQty: 40 },
      });
      const badMode = await client.post<ErrorAnswer>(`/api/orders/${orderId}`, {
        orderItems: [{ orderItemId: itemId, shipModeId: '10557' }],
      });
      expect(badMode.body.errors[0]?.field).toBe('orderItems.0.shipModeId');
      const unknownItem = await client.post<ErrorAnswer>(`/api/orders/${orderId}`, {
        orderItems: [{ orderItemId: '1', quantity: 1 }],
      });
      expect(unknownItem.body.errors[0]?.field).toBe('orderItems.0.orderItemId');
      expect((await client.post(`/api/orders/${orderId}`, {})).status).toBe(400);
      const removed = await client.post<OrderAnswer>(`/api/orders/${orderId}`, {
        orderItems: [{ orderItemId: itemId, quantity: 0 }],
      });
      expect(removed.body.order.orderItems).toEqual([]);
    });
    it('keeps eGift quantities tied to their recipients', async () => {
      const client = server.client();
      const added = await client.post<AddToCartAnswer>('/api/cart/sku', egiftAdd(2));
      const itemId = added.body.addToCart.items[0]?.orderItemId ?? '';
      const answer = await client.post<ErrorAnswer>(`/api/orders/${added.body.addToCart.orderId}`, {
        orderItems: [{ orderItemId: itemId, quantity: 1 }],
      });
      expect(answer.body.errors[0]?.field).toBe('orderItems.0.quantity');
    });
    it('cancels, and then refuses changes with 409', async () => {
      const { client, orderId } = await cartWith();
      const cancelled = await client.post<OrderAnswer>(`/api/orders/${orderId}`, {
        action: 'cancel',
      });
      expect(cancelled.body.order.orderStatus).toBe('X');
      const again = await client.post<ErrorAnswer>(`/api/orders/${orderId}`, { action: 'cancel' });
      expect(again.status).toBe(409);
      expect(again.body.errors[0]?.errorKey).toBe('_ERR_ORDER_NOT_PENDING');
      // The next add starts a new cart.
      const next = await client.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 1));
      expect(next.body.addToCart.orderId).not.toBe(orderId);
    });
  });

  describe('delivery options', () => {
    it('lists the ship modes per item and for the order', async () => {
      const { client, orderId } = await cartWith(2, 30);
      await client.post('/api/cart/sku', egiftAdd(1));
      const answer = await client.get<{
        deliveryOptions: {
          orderItems: { isEGCItem: boolean; availableShippingMethods: ShippingMethod[] }[];
          shippingMethods: ShippingMethod[];
          sddWindows: unknown[];
        };
      }>(`/api/orders/${orderId}/getDeliveryOptions?deliveryZipCode=80202`);
      expect(answer.status).toBe(200);
      const options = answer.body.deliveryOptions;
      expect(
        options.orderItems.map((item) => [
          item.isEGCItem,
          item.availableShippingMethods.map((m) => m.shipmodeId),
        ]),
      ).toEqual([
        [false, ['10551', '11360', '11361', '12010']],
        [true, ['10557']],
      ]);
      // $110 of merchandise: standard shipping is free for a guest too.
      expect(
        options.shippingMethods.map((method) => [method.shipmodeId, method.saleShippingCharge]),
      ).toEqual([
        ['10551', 0],
        ['11360', 14.99],
        ['11361', 24.99],
        ['12010', 9.99],
      ]);
      expect(options.sddWindows).toHaveLength(3);
    });
    it('answers the eGift delivery data with 201', async () => {
      const client = server.client();
      const added = await client.post<AddToCartAnswer>(
        '/api/cart/sku',
        egiftAdd(2, { amount: 75 }),
      );
      const orderId = added.body.addToCart.orderId;
      const answer = await client.post(`/api/orders/egiftCard/getdeliveryoptions`, { orderId });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        data: {
          egiftcarddeliveryoptions: {
            orderId,
            eGiftCards: {
              orderItems: [
                {
                  orderItemId: added.body.addToCart.items[0]?.orderItemId,
                  quantity: 2,
                  giftAmount: 75,
                  deliveryMethod: 'EMAIL',
                  senderFirstName: 'Sam',
                  recipients: [
                    { recipientEmail: 'ana1@example.com' },
                    { recipientEmail: 'ana2@example.com' },
                  ],
                },
              ],
            },
          },
        },
      });
      const { client: other, orderId: plain } = await cartWith();
      const none = await other.post('/api/orders/egiftCard/getdeliveryoptions', { orderId: plain });
      expect(none.body).toMatchObject({
        data: { egiftcarddeliveryoptions: { eGiftCards: { orderItems: [] } } },
      });
      expect(
        (await other.post('/api/orders/egiftCard/getdeliveryoptions', { orderId })).status,
      ).toBe(404);
      expect((await other.post('/api/orders/egiftCard/getdeliveryoptions', {})).status).toBe(400);
    });
  });

  describe('shipping address', () => {
    it('saves the address and ship modes, then removes the association', async () => {
      const { client, orderId, itemId } = await cartWith(1, 25);
      const saved = await client.post(`/api/orders/PUT/${orderId}/shipping`, {
        orderId,
        ...DENVER_ADDRESS,
        isAddressVerified: true,
        saveAddressForFuture: false,
        orderItems: [{ orderItemId: itemId, shipModeId: '11361' }],
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        updateShippingAddress: {
          orderId,
          addressId: expect.stringMatching(/^addr-[0-9a-f]{8}$/) as unknown,
        },
      });
      const order = await client.get<OrderAnswer>(`/api/orders/${orderId}`);
      expect(order.body.order).toMatchObject({
        email: 'ana.diaz@example.com',
        shippingAddress: { city: 'Denver', state: 'CO', zipCode: '80202' },
        totalShippingCharge: 24.99,
      });
      const removed = await client.post(`/api/orders/${orderId}/removeAddressIdAssociation`);
      expect(removed.body).toEqual({ removeAddressIdAssociation: { orderId, status: 'SUCCESS' } });
      expect(
        (await client.get<OrderAnswer>(`/api/orders/${orderId}`)).body.order.shippingAddress,
      ).toBeNull();
    });
    it('accepts wallet placeholders for the redacted contact', async () => {
      const { client, orderId } = await cartWith();
      const answer = await client.post(`/api/orders/PUT/${orderId}/shipping`, {
        firstName: 'APSFN', lastName: 'APSLN', address: 'APSADL1', city: 'Denver', state: 'co', zipCode: '80202-1234', phoneNumber: 'APSPN',
      }); // prettier-ignore
      expect(answer.status).toBe(200);
    });
    it('refuses restricted states and item restrictions', async () => {
      const { client, orderId } = await cartWith();
      const hawaii = await client.post<ErrorAnswer>(`/api/orders/PUT/${orderId}/shipping`, {
        ...DENVER_ADDRESS,
        state: 'HI',
        zipCode: '96813',
      });
      expect(hawaii.status).toBe(400);
      expect(hawaii.body.errors[0]).toEqual({
        errorKey: '_ERR_RESTRICTED_SHIPPING_STATE',
        message: 'We are unable to ship to HI.',
        field: 'state',
        data: { state: 'HI' },
      });
      const bulk = server.client();
      const added = await bulk.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20002', 51, 10));
      const military = await bulk.post<ErrorAnswer>(
        `/api/orders/PUT/${added.body.addToCart.orderId}/shipping`,
        {
          ...DENVER_ADDRESS,
          address: 'Unit 2050 Box 4190',
          city: 'APO',
          state: 'AE',
          zipCode: '09001',
        },
      );
      expect(military.body.errors[0]).toMatchObject({
        errorKey: '_ERR_ITEM_STATE_RESTRICTION_ERROR',
        message: 'Cairnfield Bulk Gift Cards cannot be shipped to AE.',
        data: { Item: 'Cairnfield Bulk Gift Cards', state: 'AE' },
      });
    });
    it('validates the address', async () => {
      const { client, orderId, itemId } = await cartWith();
      const cases: [Record<string, unknown>, string][] = [
        [{ ...DENVER_ADDRESS, zipCode: '8020' }, 'zipCode'],
        [{ ...DENVER_ADDRESS, state: 'Colorado' }, 'state'],
        [{ ...DENVER_ADDRESS, address: '' }, 'address'],
        [{ ...DENVER_ADDRESS, country: 'CA' }, 'country'],
        [{ ...DENVER_ADDRESS, email: 'nope' }, 'email'],
        [{ ...DENVER_ADDRESS, orderId: '1' }, 'orderId'],
        [
          { ...DENVER_ADDRESS, orderItems: [{ orderItemId: itemId, shipModeId: '10557' }] },
          'orderItems.0.shipModeId',
        ],
        [
          { ...DENVER_ADDRESS, orderItems: [{ orderItemId: '42', shipModeId: '10551' }] },
          'orderItems.0.orderItemId',
        ],
      ];
      for (const [body, field] of cases) {
        const answer = await client.post<ErrorAnswer>(`/api/orders/PUT/${orderId}/shipping`, body);
        expect(answer.status, field).toBe(400);
        expect(answer.body.errors[0]?.field, field).toBe(field);
      }
    });
  });

  describe('same-day delivery', () => {
    it('moves eligible items to same day, picks a window and charges it', async () => {
      const { client, orderId } = await cartWith(1, 100);
      await client.post(`/api/orders/PUT/${orderId}/shipping`, DENVER_ADDRESS);
      const ship = await client.post<{
        data: {
          ddResponse: {
            status: string;
            sddItems: string[];
            deliveryWindows: { deliveryStartTime: string }[];
          };
        };
      }>(`/api/orders/${orderId}/sod/ship`, { validateSDDItems: true, hasSDDItems: true });
      expect(ship.status).toBe(200);
      expect(ship.body.data.ddResponse).toMatchObject({
        status: 'SDD_ELIGIBLE',
        deliveryCharge: 9.99,
      });
      expect(ship.body.data.ddResponse.sddItems).toHaveLength(1);
      expect(
        ship.body.data.ddResponse.deliveryWindows.map((window) => window.deliveryStartTime),
      ).toEqual([
        '2026-11-20T18:00:00.000Z',
        '2026-11-20T20:00:00.000Z',
        '2026-11-20T22:00:00.000Z',
      ]);
      const window = await client.post(`/api/orders/${orderId}/sdd/updatewindow`, {
        selectedSlotPosition: 1,
      });
      expect(window.body).toMatchObject({
        data: {
          updateWindow: {
            orderId,
            selectedSlotPosition: 1,
            slot: { selected: true, deliveryStartTime: '2026-11-20T20:00:00.000Z' },
          },
        },
      });
      const order = await client.get<OrderAnswer>(`/api/orders/${orderId}`);
      expect(order.body.order).toMatchObject({
        sameDayDeliveryCharge: 9.99,
        totalShippingCharge: 0,
        totalTax: 0.82,
        orderTotal: 110.81,
      });
      expect(order.body.order.orderItems[0]?.shipModeId).toBe('12010');
      const outOfRange = await client.post<ErrorAnswer>(`/api/orders/${orderId}/sdd/updatewindow`, {
        selectedSlotPosition: 3,
      });
      expect(outOfRange.body.errors[0]?.errorKey).toBe('_ERR_DD_DELIVERYDATE_UNAVAILABLE');
      // Back to standard.
      await client.post(`/api/orders/${orderId}/sod/ship`, { hasSDDItems: false });
      const after = await client.get<OrderAnswer>(`/api/orders/${orderId}`);
      expect(after.body.order).toMatchObject({ sameDayDeliveryCharge: 0, sddWindow: null });
      const noSdd = await client.post<ErrorAnswer>(`/api/orders/${orderId}/sdd/updatewindow`, {
        selectedSlotPosition: 0,
      });
      expect(noSdd.body.errors[0]?.errorKey).toBe('_ERR_SDD_ERROR');
    });
    it('refuses a PO box for same day (street line or city)', async () => {
      const { client, orderId, itemId } = await cartWith();
      await client.post(`/api/orders/PUT/${orderId}/shipping`, {
        ...DENVER_ADDRESS,
        address: 'PO Box 1234',
      });
      const answer = await client.post<ErrorAnswer>(`/api/orders/${orderId}/sod/ship`, {
        validateSDDItems: true,
        hasSDDItems: true,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]?.errorKey).toBe('NON_DELVERABLE_ADDRESS_ERR');
      const viaShipping = await client.post<ErrorAnswer>(`/api/orders/PUT/${orderId}/shipping`, {
        ...DENVER_ADDRESS,
        city: 'P.O. Box 7',
        orderItems: [{ orderItemId: itemId, shipModeId: '12010' }],
      });
      expect(viaShipping.body.errors[0]?.errorKey).toBe('NON_DELVERABLE_ADDRESS_ERR');
    });
    it('needs an address and an eligible item', async () => {
      const { client, orderId } = await cartWith();
      expect(
        (await client.post<ErrorAnswer>(`/api/orders/${orderId}/sod/ship`, { hasSDDItems: true }))
          .body.errors[0]?.errorKey,
      ).toBe('_ERR_SHIPPING_ADDRESS_REQUIRED');
      const egift = server.client();
      const added = await egift.post<AddToCartAnswer>('/api/cart/sku', egiftAdd(1));
      const answer = await egift.post<ErrorAnswer>(
        `/api/orders/${added.body.addToCart.orderId}/sod/ship`,
        { hasSDDItems: true },
      );
      expect(answer.body.errors[0]?.errorKey).toBe('_ERR_SDD_ERROR');
      expect(
        (await client.post(`/api/orders/${orderId}/sod/ship`, { hasSDDItems: 'sometimes' })).status,
      ).toBe(400);
    });
  });

  describe('same-day delivery from a store (wallet add with isSDD, sddStoreId, sddZipCode)', () => {
    interface DdAnswer {
      data: {
        ddResponse: {
          storeId: string | null;
          bestStores: string[];
          storeTimeZone: string | null;
          deliveryWindows: unknown[];
        };
      };
    }
    /** A wallet express order for a same-day store, with the Denver address (or `address`). */
    async function expressWith(storeId: string, address: Record<string, string> = DENVER_ADDRESS) {
      const client = server.client();
      const added = await client.post<AddToCartAnswer>('/api/cart/applepay/sku', {
        ...regularAdd('20001', 1, 40),
        isPickUpInStore: false,
        isShipToStore: false,
        isSDD: true,
        sddStoreId: storeId,
        sddZipCode: '80202',
      });
      const orderId = added.body.addToCart.orderId;
      await client.post(`/api/orders/PUT/${orderId}/shipping`, address);
      return { client, orderId };
    }
    const validate = (client: TestClient, orderId: string, hasSDDItems = true) =>
      client.post<DdAnswer & ErrorAnswer>(`/api/orders/${orderId}/sod/ship`, {
        validateSDDItems: true,
        hasSDDItems,
      });

    it('given a store serving the ZIP, when validated, should answer its best stores and time zone', async () => {
      const { client, orderId } = await expressWith('0412');
      const answer = await validate(client, orderId);
      expect(answer.status).toBe(200);
      expect(answer.body.data.ddResponse).toMatchObject({
        storeId: '0412',
        bestStores: ['0412', '0418'],
        storeTimeZone: 'America/Denver',
      });
      expect(answer.body.data.ddResponse.deliveryWindows).toHaveLength(3);
    });

    it.each([
      ['an unknown store', '0999', DENVER_ADDRESS, 'SDD_STORE_NOT_FOUND'],
      ['a store without same day', '0503', DENVER_ADDRESS, 'SDD_0'],
      [
        'an address outside the area',
        '0412',
        { ...DENVER_ADDRESS, city: 'Austin', state: 'TX', zipCode: '78701' },
        'SDD_1',
      ],
      [
        'a store without the cards',
        '0587',
        { ...DENVER_ADDRESS, city: 'Austin', state: 'TX', zipCode: '78701' },
        'SDD_ITEMS_OOS',
      ],
    ])(
      'given %s, when validated, should refuse with %s and move nothing',
      async (_what, store, address, key) => {
        const { client, orderId } = await expressWith(store, address);
        for (const hasSDDItems of [true, false]) {
          const answer = await validate(client, orderId, hasSDDItems);
          expect(answer.status).toBe(400);
          expect(answer.body.errors[0]?.errorKey).toBe(key);
        }
        const order = await client.get<OrderAnswer>(`/api/orders/${orderId}`);
        expect(order.body.order.orderItems[0]?.shipModeId).toBe('10551');
      },
    );

    it('given a same-day store, when moving back to standard, should not check the store', async () => {
      const { client, orderId } = await expressWith('0999');
      const answer = await client.post<DdAnswer>(`/api/orders/${orderId}/sod/ship`, {
        hasSDDItems: false,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.ddResponse).toMatchObject({ storeId: null, bestStores: [] });
    });

    it('given a malformed store id, should refuse the wallet add with 400', async () => {
      const client = server.client();
      const answer = await client.post<ErrorAnswer>('/api/cart/applepay/sku', {
        ...regularAdd('20001', 1, 40),
        isSDD: true,
        sddStoreId: '<script>',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]?.field).toBe('sddStoreId');
    });
  });

  describe('summaries and tax', () => {
    it('answers the order summary', async () => {
      const { client, orderId } = await cartWith(1, 25);
      const answer = await client.post('/api/orders/ordersummary', {
        orderId,
        deliveryZipCode: '80202',
        taxCalculation: true,
        isGcApplied: false,
        paymentMethod: 'applepay',
      });
      expect(answer.body).toEqual({
        orderSummary: {
          orderId,
          totalCartQuantity: 1,
          totalProductPrice: 25,
          totalAdjustment: 0,
          discountedTotalProductPrice: 25,
          totalShippingCharge: 5.99,
          totalEstimatedShippingCharge: 5.99,
          sameDayDeliveryCharge: 0,
          retailDeliveryFee: 0,
          employeeDiscount: 0,
          totalTax: 0.49,
          totalEstimatedTax: 0.49,
          taxRate: 0.0825,
          orderTotal: 31.48,
          grandTotal: 31.48,
          currency: 'USD',
          freeShipping: { threshold: 49.99, qualified: false, remaining: 25 },
        },
      });
      expect(
        (await client.post('/api/orders/ordersummary', { orderId: '000000' })).body,
      ).toMatchObject({ orderSummary: { orderId, orderTotal: 31.48 } });
      expect(
        (await server.client().post('/api/orders/ordersummary', { orderId: '000000' })).body,
      ).toMatchObject({ orderSummary: { orderId: '000000', orderTotal: 0 } });
      expect((await client.post('/api/orders/ordersummary', {})).status).toBe(400);
    });
    it('answers wallet-sheet lines in the payment summary', async () => {
      const { client, orderId } = await cartWith(1, 25);
      const answer = await client.post('/api/orders/ewallet/paymentsummary', {
        orderId,
        calculate: true,
        paymentMethod: 'applepay',
        shippingAddress: DENVER_ADDRESS,
      });
      expect(answer.body).toMatchObject({
        paymentSummary: {
          orderId,
          paymentMethod: 'applepay',
          lineItems: [
            { label: 'Subtotal', amount: '25.00' },
            { label: 'Shipping', amount: '5.99' },
            { label: 'Estimated Tax', amount: '0.49' },
          ],
          total: { label: 'Cairnfield Outfitters', amount: '31.48' },
        },
      });
      const viaQuery = await client.post(
        '/api/orders/ewallet/paymentsummary?calculate=true&paymentMethod=paypal',
        { orderId },
      );
      expect(viaQuery.body).toMatchObject({
        paymentSummary: { paymentMethod: 'paypal', orderTotal: 31.48 },
      });
    });
    it('answers the tax', async () => {
      const { client, orderId } = await cartWith(1, 25);
      const answer = await client.get(
        `/api/taxes/order/${orderId}/tax?deliveryZipCode=80202&orderId=${orderId}&paymentMethod=paypal&skip=1&cfst=x&atcopt=y`,
      );
      expect(answer.body).toEqual({
        tax: {
          orderId,
          taxRate: 0.0825,
          taxableAmount: 5.99,
          totalTax: 0.49,
          totalEstimatedTax: 0.49,
          currency: 'USD',
        },
      });
      expect((await client.get('/api/taxes/order/00000/tax')).body).toMatchObject({
        tax: { orderId, totalTax: 0.49 },
      });
      expect((await server.client().get('/api/taxes/order/00000/tax')).body).toMatchObject({
        tax: { orderId: '000000', totalTax: 0 },
      });
      expect((await client.get(`/api/taxes/order/${orderId}/tax?orderId=42`)).status).toBe(400);
    });
  });
});
