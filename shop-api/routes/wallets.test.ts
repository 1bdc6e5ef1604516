import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DENVER_ADDRESS,
  applePayExpressOrder,
  availableBackends,
  egiftAdd,
  freshStorage,
  key,
  regularAdd,
  removeScratch,
  startServer,
} from '../test/helpers.ts';
import type { AddToCartAnswer, ErrorAnswer, TestClient, TestServer } from '../test/helpers.ts';

interface PlaceOrderAnswer {
  placeOrder: { orderId: string; orderStatus: string; confirmationUrl: string; orderTotal: number };
  errors: unknown[];
}

interface PaymentAnswer {
  id: string;
  state: string;
  links: { href: string; rel: string; method: string }[];
  payer?: { payer_info: { payer_id: string; shipping_address: Record<string, string> } };
  transactions: { related_resources?: Record<string, { id: string; state: string }>[] }[];
}

const BILLING = { ...DENVER_ADDRESS, email: undefined };

const applePayOrder = (orderId: string, overrides: Record<string, unknown> = {}) =>
  applePayExpressOrder(orderId, { overrides });

function paypalOrder(
  total: string,
  details: Record<string, string>,
  items = [
    { name: 'Cairnfield Gift Card', sku: '20001', price: '25.00', currency: 'USD', quantity: 1 },
  ],
) {
  return {
    intent: 'order',
    payer: { payment_method: 'paypal' },
    transactions: [
      {
        amount: { total, currency: 'USD', details },
        item_list: {
          items: [
            ...items,
            { name: 'Employee Discount', price: '0.00', currency: 'USD', quantity: 1 },
          ],
          shipping_address: {
            recipient_name: 'Ana Diaz',
            line1: '1550 Larimer St',
            line2: '0412',
            city: 'Denver',
            state: 'CO',
            postal_code: '80202',
            country_code: 'US',
            phone: '3035550100',
          },
        },
        invoice_number: 'inv-1',
      },
    ],
    application_context: { shipping_preference: 'SET_PROVIDED_ADDRESS' },
    note_to_payer: 'Thanks for shopping at Cairnfield Outfitters',
  };
}

afterAll(removeScratch);

describe.each(availableBackends())('wallets over HTTP on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(await freshStorage(backend));
  });

  afterAll(async () => {
    await server.close();
  });

  async function expressOrder(
    quantity = 1,
    amount = 25,
    path = '/api/cart/applepay/sku',
  ): Promise<{ client: TestClient; orderId: string }> {
    const client = server.client();
    const answer = await client.post<AddToCartAnswer>(path, regularAdd('20001', quantity, amount));
    return { client, orderId: answer.body.addToCart.orderId };
  }

  describe('device wallet', () => {
    it('answers a sandbox merchant session with 201', async () => {
      const answer = await server.client().post('/api/orders/applepay/session?paymentSystem=Ch', {
        validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        svcBdy: {
          getSessionRes: {
            merchantIdentifier: 'merchant.com.cairnfield.sandbox',
            displayName: 'Cairnfield Outfitters',
            domainName: '127.0.0.1',
            paymentSystem: 'Ch',
          },
        },
        data: { merchantIdentifier: 'merchant.com.cairnfield.sandbox' },
      });
      for (const validationUrl of ['http://insecure.example/session', 'not a url', '']) {
        const refused = await server
          .client()
          .post<ErrorAnswer>('/api/orders/applepay/session', { validationUrl });
        expect(refused.status).toBe(400);
        expect(refused.body.errors[0]?.field).toBe('validationUrl');
      }
    });

    it('places the express order, idempotently, and restores the cart', async () => {
      const { client, orderId } = await expressOrder();
      const cart = await client.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 2));
      // The wallet express order was made first, so this add starts the cart.
      expect(cart.body.addToCart.orderId).not.toBe(orderId);
      const headers = { 'Idempotency-Key': key() };
      const placed = await client.post<PlaceOrderAnswer>(
        `/api/orders/${orderId}/applepayExpress`,
        applePayOrder(orderId),
        { headers },
      );
      expect(placed.status).toBe(200);
      expect(placed.body).toMatchObject({
        placeOrder: {
          orderId,
          orderStatus: 'M',
          confirmationUrl: `/OrderConfirmation?orderId=${orderId}`,
          orderTotal: 31.48,
        },
        errors: [],
      });
      const replay = await client.post(
        `/api/orders/${orderId}/applepayExpress`,
        applePayOrder(orderId),
        { headers },
      );
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.text).toBe(placed.text);
      // Another shopper holding the key gets their own answer (not their order), not the replay.
      const stranger = await server
        .client()
        .post<ErrorAnswer>(`/api/orders/${orderId}/applepayExpress`, applePayOrder(orderId), {
          headers,
        });
      expect(stranger.status).toBe(404);
      expect(stranger.headers.get('idempotent-replayed')).toBeNull();
      expect(stranger.text).not.toContain('placeOrder');
      const twice = await client.post<ErrorAnswer>(
        `/api/orders/${orderId}/applepayExpress`,
        applePayOrder(orderId),
        { headers: { 'Idempotency-Key': key() } },
      );
      expect(twice.status).toBe(409);
      expect(twice.body.errors[0]?.errorKey).toBe('_ERR_ORDER_NOT_PENDING');
      const mismatch = await client.post(
        `/api/orders/${orderId}/applepayExpress`,
        applePayOrder(orderId, { ccType: 'amex' }),
        { headers },
      );
      expect(mismatch.status).toBe(422);

      const order = await client.get<{
        order: { orderStatus: string; email: string; billingAddress: { state: string } };
      }>(`/api/orders/${orderId}`);
      expect(order.body.order).toMatchObject({
        orderStatus: 'M',
        email: 'ana.diaz@example.com',
        billingAddress: { state: 'CO' },
      });
      const restored = await client.get('/api/cart/restore');
      expect(restored.body).toMatchObject({
        restoreCart: { orderId: cart.body.addToCart.orderId, totalCartQuantity: 2 },
      });
    });

    it.each([
      [{ billingAddress: null }, '_ERR_BILLING_ADDRESS_REQUIRED'],
      [{ billingAddress: { ...BILLING, firstName: '' } }, '_ERR_MISSING_FIRST_NAME'],
      [{ billingAddress: { ...BILLING, lastName: 'D1az' } }, '_ERR_INVALID_LAST_NAME'],
      [{ billingAddress: { ...BILLING, state: 'PR' } }, '_ERR_RESTRICTED_BILLING_STATE'],
      [{ shippingAddress: { ...DENVER_ADDRESS, state: 'AK' } }, '_ERR_RESTRICTED_SHIPPING_STATE'],
      [{ shippingAddress: { ...DENVER_ADDRESS, lastName: '' } }, '_ERR_MISSING_LAST_NAME'],
      [{ shippingAddress: { ...DENVER_ADDRESS, email: 'ana@' } }, '_ERR_INVALID_EMAIL_ADDRESS'],
      [{ shippingAddress: { ...DENVER_ADDRESS, email: '' } }, '_ERR_INVALID_EMAIL_ADDRESS'],
      [
        { shippingAddress: { ...DENVER_ADDRESS, address: 'PO Box 9' }, ddDeliveryMethod: 'SDD' },
        'NON_DELVERABLE_ADDRESS_ERR',
      ],
    ])('refuses %o with %s', async (change, errorKey) => {
      const { client, orderId } = await expressOrder();
      const answer = await client.post<ErrorAnswer>(
        `/api/orders/${orderId}/applepayExpress`,
        applePayOrder(orderId, change),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]?.errorKey).toBe(errorKey);
      expect(
        (await client.get<{ order: { orderStatus: string } }>(`/api/orders/${orderId}`)).body.order
          .orderStatus,
      ).toBe('P');
    });

    it('takes the e-mail from the billing contact when the shipping one is blank', async () => {
      const { client, orderId } = await expressOrder();
      const body = applePayOrder(orderId, {
        shippingAddress: { ...DENVER_ADDRESS, email: '' },
        billingAddress: { ...BILLING, email: 'billing@example.com' },
      });
      expect((await client.post(`/api/orders/${orderId}/applepayExpress`, body)).status).toBe(200);
      const order = await client.get<{ order: { email: string } }>(`/api/orders/${orderId}`);
      expect(order.body.order.email).toBe('billing@example.com');
    });

    it('uses the saved shipping address when the payload has none', async () => {
      const { client, orderId } = await expressOrder();
      await client.post(`/api/orders/PUT/${orderId}/shipping`, DENVER_ADDRESS);
      const answer = await client.post(
        `/api/orders/${orderId}/applepayExpress`,
        applePayOrder(orderId, { shippingAddress: undefined }),
      );
      expect(answer.status).toBe(200);
    });

    it('places an eGift-only order without a shipping address', async () => {
      const client = server.client();
      const added = await client.post<AddToCartAnswer>('/api/cart/applepay/sku', egiftAdd(1));
      const orderId = added.body.addToCart.orderId;
      expect((await client.post('/api/identity/guest')).body).toMatchObject({
        identity: { userType: 'G', status: 'CREATED' },
      });
      const answer = await client.post<PlaceOrderAnswer>(
        `/api/orders/${orderId}/applepayExpress`,
        applePayOrder(orderId, {
          shippingAddress: null,
          billingAddress: { ...BILLING, email: 'sam@example.com' },
        }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body.placeOrder.orderTotal).toBe(50);
    });

    it.each([
      ['SANDBOX_DECLINE', 400, 'GATEWAY_CH_INVALID_GATEWAY_PAYMENT_RESPONSE'],
      ['SANDBOX_AVS_FAIL', 400, 'AVS_CH_INVALID_BANK_RESPONSE'],
      ['SANDBOX_TIMEOUT', 502, 'ERR_PAYMENT_API_TIMEOUT'],
      ['SANDBOX_BAD_GATEWAY', 503, 'BAD_GATEWAY_AUTH_RES'],
    ])('simulates gateway failure %s', async (transactionId, status, errorKey) => {
      const { client, orderId } = await expressOrder();
      const body = applePayOrder(orderId, { applePayTransactionDetails: { transactionId } });
      const answer = await client.post<ErrorAnswer>(`/api/orders/${orderId}/applepayExpress`, body);
      expect(answer.status).toBe(status);
      expect(answer.body.errors[0]?.errorKey).toBe(errorKey);
      // Nothing was placed, so the shopper can try again.
      const retry = await client.post(
        `/api/orders/${orderId}/applepayExpress`,
        applePayOrder(orderId),
      );
      expect(retry.status).toBe(200);
    });

    it('re-checks stock and refuses empty or foreign orders', async () => {
      const { client, orderId } = await expressOrder(1);
      await server.api.repo.products.setStockLevel('20001', 0);
      try {
        const answer = await client.post<ErrorAnswer>(
          `/api/orders/${orderId}/applepayExpress`,
          applePayOrder(orderId),
        );
        expect(answer.status).toBe(409);
        expect(answer.body.errors[0]?.errorKey).toBe('_ERR_ITEM_OUT_OF_STOCK');
      } finally {
        await server.api.repo.products.setStockLevel('20001', 40);
      }
      expect(
        (
          await server
            .client()
            .post(`/api/orders/${orderId}/applepayExpress`, applePayOrder(orderId))
        ).status,
      ).toBe(404);
      const { client: emptyClient, orderId: cartId } = await expressOrder();
      const itemId = (
        await emptyClient.get<{ order: { orderItems: { orderItemId: string }[] } }>(
          `/api/orders/${cartId}`,
        )
      ).body.order.orderItems[0]?.orderItemId;
      await emptyClient.post(`/api/orders/${cartId}`, {
        orderItems: [{ orderItemId: itemId, quantity: 0 }],
      });
      const empty = await emptyClient.post<ErrorAnswer>(
        `/api/orders/${cartId}/applepayExpress`,
        applePayOrder(cartId),
      );
      expect(empty.body.errors[0]?.errorKey).toBe('_ERR_EMPTY_ORDER');
      expect(
        (await client.post(`/api/orders/${orderId}/applepayExpress`, applePayOrder('42'))).status,
      ).toBe(400);
    });
  });

  describe('ship to store (spec 9 "Pick Up at a Later Date", spec 5 eligibility)', () => {
    interface StsOrder {
      order: {
        totalShippingCharge: number;
        shipToStore: { storeId: string; isSTSv1: boolean; isSTSv2: boolean } | null;
        orderItems: {
          shipModeId: string;
          availableShippingMethods: { shipmodeId: string }[];
          skuDetails: { skuInfo: { isSTSv1: boolean; isSTSv2: boolean } };
        }[];
      };
    }
    async function shipToStoreOrder(storeId: string) {
      const client = server.client();
      const added = await client.post<AddToCartAnswer>('/api/cart/applepay/sku', {
        ...regularAdd('20001', 1, 25),
        isPickUpInStore: false,
        isShipToStore: true,
        selectedStoreId: storeId,
      });
      expect(added.status).toBe(200);
      return { client, orderId: added.body.addToCart.orderId };
    }

    it('given an eligible store, should ship free to it and place the order without a shipping address', async () => {
      const { client, orderId } = await shipToStoreOrder('0412');
      const order = (await client.get<StsOrder>(`/api/orders/${orderId}`)).body.order;
      expect(order.shipToStore).toMatchObject({ storeId: '0412', isSTSv1: true, isSTSv2: true });
      expect(order.totalShippingCharge).toBe(0);
      expect(order.orderItems[0]).toMatchObject({
        shipModeId: '11363',
        availableShippingMethods: [{ shipmodeId: '11363' }],
        skuDetails: { skuInfo: { isSTSv1: false, isSTSv2: true } },
      });
      const placed = await client.post(
        `/api/orders/${orderId}/applepayExpress`,
        applePayOrder(orderId, { shippingAddress: { email: 'ana.diaz@example.com' } }),
      );
      expect(placed.status).toBe(200);
    });

    it('given a store outside the card’s programme, should refuse with the skuIds', async () => {
      const { client, orderId } = await shipToStoreOrder('0503');
      const answer = await client.post<ErrorAnswer>(
        `/api/orders/${orderId}/applepayExpress`,
        applePayOrder(orderId),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({
        errorKey: '_ERR_STS_STORE_INELIGIBLE',
        message: 'Ship to store is not available at your store for items 20001.',
      });
    });
  });

  describe('guest identity', () => {
    it('creates a session and guest id once, and reports registered shoppers', async () => {
      const client = server.client();
      const first = await client.post<{ identity: { guestId: string } }>('/api/identity/guest');
      expect(first.headers.get('set-cookie')).toContain('WC_CART_ID=');
      const second = await client.post<{ identity: { guestId: string; status: string } }>(
        '/api/identity/guest',
        {},
      );
      expect(second.body.identity).toMatchObject({
        guestId: first.body.identity.guestId,
        status: 'EXISTING',
      });
      const registered = server.client();
      await registered.signIn();
      expect((await registered.post('/api/identity/guest')).body).toEqual({
        identity: { userType: 'R', profileId: 'demo-1', status: 'REGISTERED' },
      });
      expect((await client.post('/api/identity/guest', { anything: true })).status).toBe(200);
      expect((await client.post('/api/identity/guest', [])).status).toBe(400);
    });
  });

  describe('account wallet (sandbox)', () => {
    it('runs create, update, execute and place order', async () => {
      const { client, orderId } = await expressOrder(1, 25, '/api/cart/paypal/sku');
      const base = `/api/payment/orders/${orderId}/paypal/v1`;
      const created = await client.post<PaymentAnswer>(
        `${base}/createPayment?paypalTender=paypal`,
        paypalOrder('31.48', {
          subtotal: '25.00',
          tax: '0.49',
          shipping: '5.99',
          handling_fee: '0.00',
        }),
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        state: 'created',
        intent: 'order',
        shipping_preference: 'SET_PROVIDED_ADDRESS',
      });
      expect(created.body.id).toMatch(/^PAYID-[A-Z0-9]{24}$/);
      expect(created.body.links.map((link) => link.rel)).toEqual([
        'self',
        'approval_url',
        'execute',
      ]);
      expect(created.text).not.toMatch(/https?:\/\//);
      expect((await client.get(created.body.links[0]?.href ?? '')).body).toMatchObject({
        id: created.body.id,
        state: 'created',
      });

      // The shopper switches to express shipping in the wallet: address and ship mode change, then the payment is patched.
      const item = (
        await client.get<{ order: { orderItems: { orderItemId: string }[] } }>(
          `/api/orders/${orderId}`,
        )
      ).body.order.orderItems[0];
      await client.post(`/api/orders/PUT/${orderId}/shipping`, {
        ...DENVER_ADDRESS,
        orderItems: [{ orderItemId: item?.orderItemId, shipModeId: '11360' }],
      });
      const patched = await client.post<PaymentAnswer>(
        `${base}/updatePayment/${created.body.id}?paypalTender=paypal`,
        [
          {
            op: 'replace',
            path: '/transactions/0/amount',
            value: {
              total: '41.23',
              currency: 'USD',
              details: { subtotal: '25.00', tax: '1.24', shipping: '14.99' },
            },
          },
          {
            op: 'add',
            path: '/transactions/0/item_list/shipping_options',
            value: [
              {
                id: '11360',
                label: 'Express Shipping',
                type: 'SHIPPING',
                selected: true,
                amount: { value: '14.99', currency_code: 'USD' },
              },
            ],
          },
        ],
      );
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ transactions: [{ amount: { total: 41.23 } }] });

      const executed = await client.post<PaymentAnswer>(
        `${base}/executePayment?paypalTender=paypal`,
        { id: created.body.id },
      );
      expect(executed.status).toBe(200);
      expect(executed.body).toMatchObject({
        state: 'approved',
        payer: {
          payment_method: 'paypal',
          status: 'VERIFIED',
          payer_info: {
            email: 'sandbox.buyer@example.com',
            shipping_address: { city: 'Denver', state: 'CO' },
          },
        },
      });
      const related = executed.body.transactions[0]?.related_resources?.[0]?.order;
      expect(related).toMatchObject({ state: 'PENDING' });
      expect(
        (await client.post<ErrorAnswer>(`${base}/executePayment`, { id: created.body.id })).body
          .errors[0]?.errorKey,
      ).toBe('_ERR_PAYPAL_PAYMENT_ALREADY_EXECUTED');

      const placeBody = {
        transactionType: 'AUTH',
        method: 'paypal',
        amount: 41.23,
        currencyCode: 'USD',
        merchantReference: orderId,
        billingAddress: BILLING,
        shippingAddress: DENVER_ADDRESS,
        paypalTransactionDetails: {
          paypalOrderId: related?.id ?? '',
          payerId: executed.body.payer?.payer_info.payer_id,
          status: 'approved',
        },
        PAYPAL_EXPRESS_PLACE_ORDER: true,
        isSaveShipAddress: false,
        SHOULD_RESTRICT_ORDER_QTY: true,
        IS_STS_ENABLED: false,
        egiftCardEnabled: true,
        isClearanceEnabled: false,
        kountSessionId: '0123456789abcdef0123456789abcdef',
        checkoutMethod: 'express',
        myStoreDetails: { storeId: '0412', storeName: 'Denver Union Station' },
        orderId,
      };
      const wrongAmount = await client.post<ErrorAnswer>(
        `/api/orders/${orderId}/payments/paypalexpress?paypalTender=paypal`,
        { ...placeBody, amount: 31.48 },
      );
      expect(wrongAmount.body.errors[0]).toMatchObject({
        errorKey: '_ERR_PAYPAL_AMOUNT_MISMATCH',
        data: { expected: 41.23, received: 31.48 },
      });
      const headers = { 'Idempotency-Key': key() };
      const placed = await client.post<PlaceOrderAnswer>(
        `/api/orders/${orderId}/payments/paypalexpress?paypalTender=paypal`,
        placeBody,
        { headers },
      );
      expect(placed.status).toBe(200);
      expect(placed.body).toMatchObject({
        placeOrder: { orderId, orderStatus: 'M', orderTotal: 41.23 },
        errors: [],
      });
      const replay = await client.post(
        `/api/orders/${orderId}/payments/paypalexpress?paypalTender=paypal`,
        placeBody,
        { headers },
      );
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(
        (await client.get(`/api/payment/paypal/sandbox/${created.body.id}`)).body,
      ).toMatchObject({ state: 'completed' });
    });

    it('refuses amounts that do not add up or do not match the order', async () => {
      const { client, orderId } = await expressOrder(1, 25, '/api/cart/paypal/sku');
      const url = `/api/payment/orders/${orderId}/paypal/v1/createPayment`;
      const details = await client.post<ErrorAnswer>(
        url,
        paypalOrder('31.48', { subtotal: '25.00', tax: '0.50', shipping: '5.99' }),
      );
      expect(details.body.errors[0]).toMatchObject({
        errorKey: '_ERR_PAYPAL_AMOUNT_MISMATCH',
        field: 'transactions.0.amount.total',
      });
      const items = await client.post<ErrorAnswer>(
        url,
        paypalOrder('31.48', { subtotal: '25.00', tax: '0.49', shipping: '5.99' }, [
          { name: 'x', sku: '1', price: '20.00', currency: 'USD', quantity: 1 },
        ]),
      );
      expect(items.body.errors[0]?.field).toBe('transactions.0.item_list.items');
      const total = await client.post<ErrorAnswer>(
        url,
        paypalOrder('30.48', { subtotal: '24.00', tax: '0.49', shipping: '5.99' }, [
          { name: 'x', sku: '1', price: '24.00', currency: 'USD', quantity: 1 },
        ]),
      );
      expect(total.body.errors[0]).toMatchObject({
        errorKey: '_ERR_PAYPAL_AMOUNT_MISMATCH',
        data: { expected: 31.48, received: 30.48 },
      });
      const euro = await client.post<ErrorAnswer>(url, {
        ...paypalOrder('31.48', {}),
        transactions: [{ amount: { total: '31.48', currency: 'EUR' } }],
      });
      expect(euro.body.errors[0]?.field).toBe('transactions.0.amount.currency');
      expect(
        (await client.post(`${url}?paypalTender=%24%24`, paypalOrder('31.48', {}))).status,
      ).toBe(400);
    });

    it('refuses bad patches with _ERR_GENERIC_MSG or 400', async () => {
      const { client, orderId } = await expressOrder(1, 25, '/api/cart/paypal/sku');
      const base = `/api/payment/orders/${orderId}/paypal/v1`;
      const created = await client.post<PaymentAnswer>(
        `${base}/createPayment`,
        paypalOrder('31.48', { subtotal: '25.00', tax: '0.49', shipping: '5.99' }),
      );
      const badSum = await client.post<ErrorAnswer>(`${base}/updatePayment/${created.body.id}`, [
        {
          op: 'replace',
          path: '/transactions/0/amount',
          value: {
            total: '40.00',
            currency: 'USD',
            details: { subtotal: '25.00', shipping: '5.99' },
          },
        },
      ]);
      expect(badSum.status).toBe(400);
      expect(badSum.body.errors[0]?.errorKey).toBe('_ERR_GENERIC_MSG');
      const badPath = await client.post<ErrorAnswer>(`${base}/updatePayment/${created.body.id}`, [
        { op: 'remove', path: '/intent' },
      ]);
      expect(badPath.body.errors[0]?.errorKey).toBe('_ERR_INVALID_INPUT');
      expect(
        (
          await client.post(`${base}/updatePayment/PAYID-UNKNOWN1`, [
            { op: 'replace', path: '/transactions/0/description', value: 'x' },
          ])
        ).status,
      ).toBe(404);
      expect((await client.post(`${base}/updatePayment/${created.body.id}`, [])).status).toBe(400);
      // Not executed yet: the order cannot be placed with it.
      const early = await client.post<ErrorAnswer>(
        `/api/orders/${orderId}/payments/paypalexpress`,
        {
          amount: 31.48,
          billingAddress: BILLING,
          shippingAddress: DENVER_ADDRESS,
          paypalTransactionDetails: { paypalOrderId: created.body.id },
        },
      );
      expect(early.body.errors[0]?.errorKey).toBe('_ERR_PAYPAL_PAYMENT_NOT_APPROVED');
    });

    it("cannot touch another shopper's payment or order", async () => {
      const { client, orderId } = await expressOrder(1, 25, '/api/cart/paypal/sku');
      const created = await client.post<PaymentAnswer>(
        `/api/payment/orders/${orderId}/paypal/v1/createPayment`,
        paypalOrder('31.48', { subtotal: '25.00', tax: '0.49', shipping: '5.99' }),
      );
      const { client: other, orderId: otherOrder } = await expressOrder(
        1,
        25,
        '/api/cart/paypal/sku',
      );
      expect(
        (
          await other.post(`/api/payment/orders/${orderId}/paypal/v1/executePayment`, {
            id: created.body.id,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await other.post(`/api/payment/orders/${otherOrder}/paypal/v1/executePayment`, {
            id: created.body.id,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await other.post(`/api/payment/orders/${otherOrder}/paypal/v1/executePayment`, {
            id: 'nonsense',
          })
        ).status,
      ).toBe(400);
    });

    it('cancels the order on failure, as the page does', async () => {
      const { client, orderId } = await expressOrder(1, 25, '/api/cart/paypal/sku');
      const cancelled = await client.post<{ order: { orderStatus: string } }>(
        `/api/orders/${orderId}`,
        { action: 'cancel' },
      );
      expect(cancelled.body.order.orderStatus).toBe('X');
      const create = await client.post<ErrorAnswer>(
        `/api/payment/orders/${orderId}/paypal/v1/createPayment`,
        paypalOrder('31.48', {}),
      );
      expect(create.status).toBe(409);
      expect((await client.get('/api/cart/restore')).body).toMatchObject({
        restoreCart: { status: 'RESTORED', orderId: '000000' },
      });
    });
  });
});
