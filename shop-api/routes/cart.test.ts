import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableBackends,
  egiftAdd,
  freshStorage,
  key,
  regularAdd,
  removeScratch,
  startServer,
} from '../test/helpers.ts';
import type { AddToCartAnswer, ErrorAnswer, TestServer } from '../test/helpers.ts';

interface CartAnswer {
  cart: {
    orderId: string;
    totalCartQuantity: number;
    orderItems: {
      orderItemId: string;
      skuId: string;
      quantity: number;
      giftAmount: number;
      isEGCItem: boolean;
      eGiftCard: unknown;
    }[];
    totalProductPrice: number;
    totalShippingCharge: number;
    orderTotal: number;
    freeShipping: { threshold: number; qualified: boolean; remaining: number };
  };
}

afterAll(removeScratch);

describe.each(availableBackends())('cart over HTTP on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      ...(await freshStorage(backend)),
      stockLevels: { '20004': 100 },
      // Most tests here start carts of their own from one address: more than the default limit
      // allows in 10 minutes (the limit has its own tests).
      cartRateLimit: { limit: 1000, windowMs: 600_000 },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  describe('POST /api/cart/sku', () => {
    it('adds a standard card, sets the cart cookie and answers addToCart', async () => {
      const client = server.client();
      const answer = await client.post<AddToCartAnswer>(
        '/api/cart/sku',
        regularAdd('20001', 2, 50, '10001'),
      );
      expect(answer.status).toBe(200);
      expect(answer.body.addToCart).toMatchObject({
        exceptionCode: null,
        exceptionMessage: null,
        errorMessage: null,
        requestedQuantity: 2,
        totalQuantityAdded: 2,
        totalCartQuantity: 2,
        integrationError: false,
        displayPrice: '50.00',
      });
      expect(answer.body.addToCart.orderId).toMatch(/^\d+$/);
      expect(answer.body.addToCart.items).toEqual([
        expect.objectContaining({ skuId: '20001', quantity: 2 }) as unknown,
      ]);
      const cookie = answer.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(
        /^WC_CART_ID=[0-9a-f-]{36}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
      );

      // Same card, same amount: one line. Another amount: a second line. Same cart.
      const again = await client.post<AddToCartAnswer>(
        '/api/cartitem/sku',
        regularAdd('20001', 1, 50),
      );
      expect(again.body.addToCart).toMatchObject({
        orderId: answer.body.addToCart.orderId,
        totalCartQuantity: 3,
      });
      expect(again.headers.get('set-cookie')).toBeNull();
      await client.post('/api/cart/sku', regularAdd('20001', 1, 75));
      const cart = await client.get<CartAnswer>('/api/cart/000000');
      expect(
        cart.body.cart.orderItems.map((item) => [item.skuId, item.quantity, item.giftAmount]),
      ).toEqual([
        ['20001', 3, 50],
        ['20001', 1, 75],
      ]);
      expect(cart.body.cart).toMatchObject({
        totalCartQuantity: 4,
        totalProductPrice: 225,
        totalShippingCharge: 0,
        orderTotal: 225,
      });
    });

    it('adds fewer than requested when stock runs short (the quantity-limit path)', async () => {
      const client = server.client();
      const answer = await client.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 45));
      expect(answer.status).toBe(200);
      expect(answer.body.addToCart).toMatchObject({
        requestedQuantity: 45,
        totalQuantityAdded: 40,
        totalCartQuantity: 40,
        exceptionCode: null,
      });
      // The stock is what one order may hold: the cart's 40 count against it.
      const none = await client.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 1));
      expect(none.status).toBe(400);
      expect(none.body.addToCart).toMatchObject({
        exceptionCode: '_ERR_PARTIAL_QTY_LIMIT',
        totalQuantityAdded: 0,
        totalCartQuantity: 40,
      });
      expect(none.body.errors?.[0]).toMatchObject({
        errorKey: '_ERR_PARTIAL_QTY_LIMIT',
        data: { maxQty: 40 },
      });
    });

    it('undoes a partial add on restore', async () => {
      const client = server.client();
      await client.post('/api/cart/sku', regularAdd('20001', 3, 20));
      const partial = await client.post<AddToCartAnswer>(
        '/api/cart/sku',
        regularAdd('20001', 45, 20),
      );
      expect(partial.body.addToCart).toMatchObject({
        totalQuantityAdded: 37,
        totalCartQuantity: 40,
      });
      const restored = await client.get('/api/cart/restore');
      expect(restored.body).toEqual({
        restoreCart: {
          status: 'RESTORED',
          orderId: partial.body.addToCart.orderId,
          totalCartQuantity: 3,
        },
      });
      const nothing = await client.get('/api/cart/restore');
      expect(nothing.body).toMatchObject({
        restoreCart: { status: 'NOTHING_TO_RESTORE', totalCartQuantity: 3 },
      });
    });

    it('refuses an out-of-stock SKU', async () => {
      const answer = await server
        .client()
        .post<AddToCartAnswer>('/api/cart/sku', regularAdd('20006', 1, 25, '10004'));
      expect(answer.status).toBe(400);
      expect(answer.body.addToCart).toMatchObject({
        orderId: '000000',
        exceptionCode: '_ERR_ITEM_OUT_OF_STOCK',
        exceptionMessage: 'Out Of Stock',
      });
      expect(answer.headers.get('set-cookie')).toBeNull();
    });

    it('keeps the standard card at 50 per order', async () => {
      const client = server.client();
      const refused = await client.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 51));
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]).toMatchObject({
        errorKey: '_EXCESS_QUANTITY_TO_BUY_NON_BULK_GIFTCARD',
        field: 'skus.0.quantity',
        data: { maxQty: 50, inCart: 0 },
      });
      expect(refused.body.addToCart.exceptionCode).toBe(
        '_EXCESS_QUANTITY_TO_BUY_NON_BULK_GIFTCARD',
      );
    });

    it('keeps bulk cards between 51 and 999 per design', async () => {
      const client = server.client();
      const few = await client.post<AddToCartAnswer>(
        '/api/cart/sku',
        regularAdd('20002', 50, 10, '10002'),
      );
      expect(few.body.errors?.[0]?.errorKey).toBe('_ERR_BULK_GIFTCARD_MIN_QUANTITY');
      const ok = await client.post<AddToCartAnswer>(
        '/api/cart/sku',
        regularAdd('20002', 51, 10, '10002'),
      );
      expect(ok.body.addToCart.totalQuantityAdded).toBe(51);
      // Once 51 are in the cart, a smaller top-up is fine; the line still stops at 999.
      expect((await client.post('/api/cart/sku', regularAdd('20002', 5, 10))).status).toBe(200);
      const many = await client.post<AddToCartAnswer>(
        '/api/cart/sku',
        regularAdd('20002', 944, 10),
      );
      expect(many.body.errors?.[0]).toMatchObject({
        errorKey: '_ERR_BULK_GIFTCARD_MAX_QUANTITY',
        data: { maxQty: 999, inCart: 56 },
      });
    });

    it('caps the gift card value of an order at $10,000', async () => {
      const client = server.client();
      expect((await client.post('/api/cart/sku', regularAdd('20001', 6, 1500))).status).toBe(200);
      const over = await client.post<AddToCartAnswer>(
        '/api/cart/sku',
        regularAdd('20001', 1, 1001),
      );
      expect(over.status).toBe(400);
      expect(over.body.addToCart).toMatchObject({
        exceptionCode: '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT',
        totalCartQuantity: 6,
      });
      expect(over.body.errors?.[0]).toMatchObject({
        data: { maxAmount: 10000, attemptedAmount: 10001 },
      });
      expect((await client.post('/api/cart/sku', regularAdd('20001', 1, 1000))).status).toBe(200);
      // A bulk order hits the same ceiling: 51 × $200 = $10,200.
      const bulk = await server
        .client()
        .post<AddToCartAnswer>('/api/cart/sku', regularAdd('20003', 51, 200));
      expect(bulk.body.errors?.[0]?.errorKey).toBe('_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT');
    });

    it('adds several bulk designs in one request, honouring stock per design', async () => {
      const client = server.client();
      const answer = await client.post<AddToCartAnswer>('/api/cart/sku', {
        skus: [
          { id: '10002', sku: '20003', quantity: 60, type: 'REGULAR' },
          { id: '10002', sku: '20004', quantity: 120, type: 'REGULAR' },
        ],
        giftAmount: 5,
      });
      expect(answer.body.addToCart).toMatchObject({
        requestedQuantity: 180,
        totalQuantityAdded: 160,
      });
      expect(answer.body.addToCart.items.map((item) => [item.skuId, item.quantity])).toEqual([
        ['20003', 60],
        ['20004', 100],
      ]);
    });

    it('validates the payload', async () => {
      const client = server.client();
      const cases: [unknown, string][] = [
        [{ ...regularAdd('20001', 1), giftAmount: 0 }, 'giftAmount'],
        [{ ...regularAdd('20001', 1), giftAmount: 1501 }, 'giftAmount'],
        [{ ...regularAdd('20001', 1), giftAmount: 25.5 }, 'giftAmount'],
        [{ ...regularAdd('20001', 1), giftAmount: 'lots' }, 'giftAmount'],
        [regularAdd('20001', 0), 'skus.0.quantity'],
        [regularAdd('20001', 1.5), 'skus.0.quantity'],
        [regularAdd('20001', 1000), 'skus.0.quantity'],
        [{ ...regularAdd('20001', 1), skus: [] }, 'skus'],
        [{ skus: [{ sku: '20001', quantity: 1, type: 'BUNDLE' }], giftAmount: 5 }, 'skus.0.type'],
        [regularAdd('99999', 1), 'skus.0.sku'],
        [regularAdd('20001', 1, 25, '10002'), 'skus.0.id'],
        [{ ...regularAdd('20001', 1), isPickUpInStore: true }, 'isPickUpInStore'],
        [{ ...regularAdd('20001', 1), isShipToStore: 'Y' }, 'selectedStoreId'],
        [
          { ...regularAdd('20001', 1), isShipToStore: true, selectedStoreId: '0999' },
          'selectedStoreId',
        ],
        [regularAdd('20005', 1, 25), 'orderItem'],
      ];
      for (const [body, field] of cases) {
        const answer = await client.post<ErrorAnswer>('/api/cart/sku', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.errors[0]).toMatchObject({ errorKey: '_ERR_INVALID_INPUT', field });
      }
      // Numbers as strings are what some page paths send.
      const strings = await client.post<AddToCartAnswer>('/api/cart/sku', {
        skus: [{ sku: '20001', quantity: '2' }],
        giftAmount: '30',
      });
      expect(strings.body.addToCart.totalQuantityAdded).toBe(2);
      // The pass-through flags arrive as booleans or strings, shippingModes in several shapes.
      for (const extra of [
        { skip: true, cfst: false, atcopt: 'Y', shippingModes: 'SHIP_TO_HOME' },
        { skip: 'x', shippingModes: [{ orderItemId: '1', shipModeId: '10551' }] },
        { shippingModes: { mode: 'home', selected: true } },
      ]) {
        expect(
          (await client.post('/api/cart/sku', { ...regularAdd('20001', 1), ...extra })).status,
        ).toBe(200);
      }
      expect(
        (
          await client.post('/api/cart/sku', {
            ...regularAdd('20001', 1),
            shippingModes: { a: { b: 1 } },
          })
        ).status,
      ).toBe(400);
    });
  });

  describe('eGift add to cart', () => {
    it('adds eGift cards with one recipient per card', async () => {
      const client = server.client();
      const answer = await client.post<AddToCartAnswer>('/api/cart/sku', egiftAdd(2));
      expect(answer.status).toBe(200);
      expect(answer.body.addToCart).toMatchObject({ totalQuantityAdded: 2, displayPrice: '50.00' });
      const cart = await client.get<CartAnswer>(`/api/cart/${answer.body.addToCart.orderId}`);
      expect(cart.body.cart.orderItems[0]).toMatchObject({
        isEGCItem: true,
        eGiftCard: {
          senderEmail: 'sam.lee@example.com',
          isSendToOne: false,
          recipients: [
            {
              sequence: 1,
              recipientFirstName: 'Anaa',
              recipientLastName: "O'Neil-Diaz",
              recipientEmail: 'ana1@example.com',
            },
            {
              sequence: 2,
              recipientFirstName: 'Anab',
              recipientLastName: "O'Neil-Diaz",
              recipientEmail: 'ana2@example.com',
            },
          ],
        },
      });
      expect(cart.body.cart.totalShippingCharge).toBe(0);
    });

    it('keeps a send date read in the shopper’s zone, and refuses one in the past', async () => {
      const honolulu = (offsetDays: number) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Honolulu' }).format(
          new Date(Date.now() + offsetDays * 86_400_000),
        );
      const client = server.client();
      const answer = await client.post<AddToCartAnswer>('/api/cart/sku', {
        ...egiftAdd(1),
        sendDate: honolulu(0),
        sendTimeZone: 'Pacific/Honolulu',
      });
      expect(answer.status).toBe(200);
      const cart = await client.get<CartAnswer>(`/api/cart/${answer.body.addToCart.orderId}`);
      expect(cart.body.cart.orderItems.at(-1)?.eGiftCard).toMatchObject({
        sendDate: honolulu(0),
        sendTimeZone: 'Pacific/Honolulu',
      });

      const past = await server.client().post<ErrorAnswer>('/api/cart/sku', {
        ...egiftAdd(1),
        sendDate: honolulu(-2),
        sendTimeZone: 'Pacific/Honolulu',
      });
      expect(past.status).toBe(400);
      expect(JSON.stringify(past.body)).toContain(
        'The send date cannot be in the past. Please choose today or a later date.',
      );
      const badZone = await server.client().post<ErrorAnswer>('/api/cart/sku', {
        ...egiftAdd(1),
        sendDate: honolulu(1),
        sendTimeZone: 'Mars/Olympus',
      });
      expect(badZone.status).toBe(400);
      expect(JSON.stringify(badZone.body)).toContain('sendTimeZone');
    });

    it('sends several cards to one recipient', async () => {
      const answer = await server
        .client()
        .post<AddToCartAnswer>('/api/cartitem/sku', egiftAdd(5, { sendToOne: true }));
      expect(answer.body.addToCart.totalQuantityAdded).toBe(5);
    });

    it('refuses more than 5 eGift cards per order, counting the cart', async () => {
      const client = server.client();
      const six = await client.post<AddToCartAnswer>('/api/cart/sku', egiftAdd(6));
      expect(six.status).toBe(400);
      expect(six.body.errors?.[0]).toMatchObject({
        errorKey: '_EGC_RECIPIENTS_LIMT_EXCEEDED',
        message: 'The maximum number of eGift cards you can purchase is 5.',
        data: { maxQty: 5, totalQty: 6 },
      });
      expect(six.body.addToCart.exceptionCode).toBe('_EGC_RECIPIENTS_LIMT_EXCEEDED');
      expect((await client.post('/api/cart/sku', egiftAdd(3))).status).toBe(200);
      const more = await client.post<AddToCartAnswer>('/api/cart/sku', egiftAdd(3));
      expect(more.body.errors?.[0]?.data).toEqual({ maxQty: 5, totalQty: 6 });
      expect(
        (await client.post('/api/cart/sku', egiftAdd(1, { sendToOne: true, recipients: 6 }))).body,
      ).toMatchObject({
        errors: [{ errorKey: '_EGC_RECIPIENTS_LIMT_EXCEEDED' }],
      });
    });

    it('validates the eGift form', async () => {
      const client = server.client();
      const base = egiftAdd(2);
      const cases: [unknown, string, string?][] = [
        [{ ...base, senderFirstName: '' }, 'senderFirstName', 'Please enter your first name.'],
        [
          { ...base, senderLastName: 'L33' },
          'senderLastName',
          'Last Name can only contain letters.',
        ],
        [
          { ...base, senderEmail: 'sam@' },
          'senderEmail',
          'Please enter the Email Address in a valid format',
        ],
        [{ ...base, senderFirstName: 'A'.repeat(33) }, 'senderFirstName'],
        [{ ...base, senderMessage: 'x'.repeat(123) }, 'senderMessage', 'Max 122 characters'],
        [
          {
            ...base,
            recipients: [{ ...base.recipients[0], recipientFirstName: '' }, base.recipients[1]],
          },
          'recipients.0.recipientFirstName',
          'Please enter first name of the recipient.',
        ],
        [
          {
            ...base,
            recipients: [base.recipients[0], { ...base.recipients[1], recipientEmail: 'x' }],
          },
          'recipients.1.recipientEmail',
        ],
        [{ ...base, recipients: base.recipients.slice(0, 1) }, 'recipients'],
        [egiftAdd(2, { sendToOne: true, recipients: 2 }), 'recipients'],
        [{ ...base, orderItem: [] }, 'orderItem'],
        [
          { ...base, orderItem: [{ ...base.orderItem[0], xitem_giftAmount: 2000 }] },
          'orderItem.0.xitem_giftAmount',
        ],
        [
          { ...base, orderItem: [{ ...base.orderItem[0], sku: '20001', productId: '10001' }] },
          'orderItem.0.sku',
        ],
        [
          { ...base, orderItem: [{ ...base.orderItem[0], firstDataFulfilState: 'DONE' }] },
          'orderItem.0.firstDataFulfilState',
        ],
        [{ ...base, isSendToOne: 'maybe' }, 'isSendToOne'],
        [{ ...base, orderId: '3999999' }, 'orderId'],
      ];
      for (const [body, field, message] of cases) {
        const answer = await client.post<ErrorAnswer>('/api/cart/sku', body);
        expect(answer.status, field).toBe(400);
        expect(answer.body.errors[0], field).toMatchObject({
          errorKey: '_ERR_INVALID_INPUT',
          field,
          ...(message ? { message } : {}),
        });
      }
    });
  });

  describe('an eGift edit (replacesOrderItemId, the reference shop’s extension)', () => {
    const egiftLines = async (client: ReturnType<TestServer['client']>) =>
      (await client.get<CartAnswer>('/api/cart/000000')).body.cart.orderItems.filter(
        (item) => item.isEGCItem,
      );
    const recipientsOf = (item: CartAnswer['cart']['orderItems'][number] | undefined) =>
      (item?.eGiftCard as { recipients: { recipientEmail: string }[] } | undefined)?.recipients.map(
        (r) => r.recipientEmail,
      );
    const edited = (replacesOrderItemId: string, quantity = 2, amount = 75) => ({
      ...egiftAdd(quantity, { amount }),
      replacesOrderItemId,
    });

    it('replaces the item in one step: the cart holds the new item only, and the answer names the old one', async () => {
      const client = server.client();
      await client.post('/api/cart/sku', regularAdd('20001', 1));
      const first = await client.post<AddToCartAnswer>('/api/cart/sku', egiftAdd(2));
      const old = first.body.addToCart.items[0]!.orderItemId;
      const answer = await client.post<
        AddToCartAnswer & { addToCart: { replacedOrderItemId?: string } }
      >('/api/cart/sku', edited(old));
      expect(answer.status).toBe(200);
      expect(answer.body.addToCart).toMatchObject({
        replacedOrderItemId: old,
        totalQuantityAdded: 2,
        // The standard card and the new eGift item's two cards.
        totalCartQuantity: 3,
      });
      const lines = await egiftLines(client);
      expect(lines.map((line) => [line.orderItemId, line.giftAmount])).toEqual([
        [answer.body.addToCart.items[0]!.orderItemId, 75],
      ]);
      expect(lines[0]!.orderItemId).not.toBe(old);
    });

    it('replaces once when the same edit is sent again with its key', async () => {
      const client = server.client();
      const old = (await client.post<AddToCartAnswer>('/api/cart/sku', egiftAdd(1))).body.addToCart
        .items[0]!.orderItemId;
      const headers = { 'Idempotency-Key': key() };
      const first = await client.post('/api/cart/sku', edited(old, 1), { headers });
      const again = await client.post('/api/cart/sku', edited(old, 1), { headers });
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.text).toBe(first.text);
      expect(await egiftLines(client)).toHaveLength(1);
    });

    it('counts the cart without the replaced item: an edit at the 5-card limit keeps its 5 cards', async () => {
      const client = server.client();
      const old = (await client.post<AddToCartAnswer>('/api/cart/sku', egiftAdd(5))).body.addToCart
        .items[0]!.orderItemId;
      const answer = await client.post<AddToCartAnswer>('/api/cart/sku', edited(old, 5, 20));
      expect(answer.status).toBe(200);
      const lines = await egiftLines(client);
      expect(lines.map((line) => [line.quantity, line.giftAmount])).toEqual([[5, 20]]);
    });

    it('keeps the old item when the edit is refused', async () => {
      const client = server.client();
      const old = (await client.post<AddToCartAnswer>('/api/cart/sku', egiftAdd(1))).body.addToCart
        .items[0]!.orderItemId;
      const refused = await client.post<AddToCartAnswer>('/api/cart/sku', {
        ...edited(old, 2),
        senderFirstName: 'L33',
      });
      expect(refused.status).toBe(400);
      const tooMany = await client.post<AddToCartAnswer>('/api/cart/sku', edited(old, 6));
      expect(tooMany.body.addToCart.exceptionCode).toBe('_EGC_RECIPIENTS_LIMT_EXCEEDED');
      const lines = await egiftLines(client);
      expect(lines.map((line) => line.orderItemId)).toEqual([old]);
      expect(recipientsOf(lines[0])).toEqual(['ana1@example.com']);
    });

    it('refuses an item that is not an eGift card of the shopper’s own cart, and on the wallet routes (400, nothing changed)', async () => {
      const client = server.client();
      const standard = (await client.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 1)))
        .body.addToCart.items[0]!.orderItemId;
      const mine = (await client.post<AddToCartAnswer>('/api/cart/sku', egiftAdd(1))).body.addToCart
        .items[0]!.orderItemId;
      const stranger = server.client();
      const theirs = (await stranger.post<AddToCartAnswer>('/api/cart/sku', egiftAdd(1))).body
        .addToCart.items[0]!.orderItemId;
      for (const [route, id] of [
        ['/api/cart/sku', standard],
        ['/api/cart/sku', theirs],
        ['/api/cart/sku', '999999999'],
        ['/api/cart/paypal/sku', mine],
      ] as const) {
        const answer = await client.post<ErrorAnswer>(route, edited(id, 1));
        expect(answer.status, `${route} ${id}`).toBe(400);
        expect(answer.body.errors[0]?.field).toBe('replacesOrderItemId');
      }
      expect((await client.post<ErrorAnswer>('/api/cart/sku', edited('x7', 1))).status).toBe(400);
      expect((await egiftLines(client)).map((line) => line.orderItemId)).toEqual([mine]);
      expect((await egiftLines(stranger)).map((line) => line.orderItemId)).toEqual([theirs]);
    });
  });

  describe('idempotency', () => {
    it('replays the first answer for a repeated key instead of adding again', async () => {
      const client = server.client();
      const idempotencyKey = key();
      const headers = { 'Idempotency-Key': idempotencyKey };
      const first = await client.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 2), {
        headers,
      });
      // A retry from a client that never got the first answer (so never got the cookie).
      const retry = await client.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 2), {
        headers,
        anonymous: true,
      });
      expect(retry.status).toBe(200);
      expect(retry.text).toBe(first.text);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.headers.get('set-cookie')).toBe(first.headers.get('set-cookie'));
      expect((await client.get<CartAnswer>('/api/cart/000000')).body.cart.totalCartQuantity).toBe(
        2,
      );
      // Key order in the JSON body does not matter.
      const reordered = await client.post(
        '/api/cart/sku',
        {
          giftAmount: 25,
          isGCItem: true,
          inventoryCheck: true,
          skus: [{ type: 'REGULAR', quantity: 2, sku: '20001' }],
        },
        { headers },
      );
      expect(reordered.headers.get('idempotent-replayed')).toBe('true');
    });

    it('replays refusals too', async () => {
      const headers = { 'Idempotency-Key': key() };
      const client = server.client();
      const first = await client.post('/api/cart/sku', regularAdd('20006', 1), { headers });
      const again = await client.post('/api/cart/sku', regularAdd('20006', 1), { headers });
      expect([first.status, again.status]).toEqual([400, 400]);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    });

    it('refuses a reused key with another body (422) or route', async () => {
      const client = server.client();
      const headers = { 'Idempotency-Key': key() };
      await client.post('/api/cart/sku', regularAdd('20001', 1), { headers });
      const other = await client.post<ErrorAnswer>('/api/cart/sku', regularAdd('20001', 3), {
        headers,
      });
      expect(other.status).toBe(422);
      expect(other.body.errors[0]).toMatchObject({
        errorKey: '_ERR_IDEMPOTENCY_KEY_REUSED',
        field: 'Idempotency-Key',
      });
      expect(
        (await client.post('/api/cart/applepay/sku', regularAdd('20001', 1), { headers })).status,
      ).toBe(422);
      expect((await client.get<CartAnswer>('/api/cart/000000')).body.cart.totalCartQuantity).toBe(
        1,
      );
    });

    it('refuses a key that is not a UUID', async () => {
      const answer = await server
        .client()
        .post<ErrorAnswer>('/api/cart/sku', regularAdd('20001', 1), {
          headers: { 'Idempotency-Key': 'once' },
        });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]?.field).toBe('Idempotency-Key');
    });

    it('lets concurrent duplicates add only once', async () => {
      const client = server.client();
      await client.post('/api/cart/sku', regularAdd('20001', 1));
      const headers = { 'Idempotency-Key': key() };
      const answers = await Promise.all(
        [1, 2, 3].map(() => client.post('/api/cart/sku', regularAdd('20001', 2), { headers })),
      );
      expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
      expect((await client.get<CartAnswer>('/api/cart/000000')).body.cart.totalCartQuantity).toBe(
        3,
      );
    });
  });

  describe('wallet add to cart and restore', () => {
    it('puts the item in a separate express order and restores the cart afterwards', async () => {
      const client = server.client();
      const cart = await client.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 2));
      for (const path of [
        '/api/cart/applepay/sku',
        '/api/cartitem/applepay/sku',
        '/api/cart/paypal/sku',
        '/api/cartitem/paypal/sku',
      ]) {
        const express = await client.post<AddToCartAnswer>(path, {
          ...regularAdd('20001', 1, 40),
          isSDD: false,
          sddZipCode: '80202',
        });
        expect(express.status, path).toBe(200);
        expect(express.body.addToCart).toMatchObject({
          totalQuantityAdded: 1,
          totalCartQuantity: 1,
        });
        expect(express.body.addToCart.orderId).not.toBe(cart.body.addToCart.orderId);
      }
      expect((await client.get<CartAnswer>('/api/cart/000000')).body.cart).toMatchObject({
        orderId: cart.body.addToCart.orderId,
        totalCartQuantity: 2,
      });
      const restored = await client.get('/api/cart/restore');
      expect(restored.body).toEqual({
        restoreCart: {
          status: 'RESTORED',
          orderId: cart.body.addToCart.orderId,
          totalCartQuantity: 2,
        },
      });
    });

    it('cancels the abandoned express order when another wallet add starts', async () => {
      const client = server.client();
      const first = await client.post<AddToCartAnswer>(
        '/api/cart/paypal/sku',
        regularAdd('20001', 1),
      );
      await client.post('/api/cart/paypal/sku', regularAdd('20001', 1));
      const order = await client.get<{ order: { orderStatus: string } }>(
        `/api/orders/${first.body.addToCart.orderId}`,
      );
      expect(order.body.order.orderStatus).toBe('X');
    });

    it('restores nothing for a visitor without a cart', async () => {
      expect((await server.client().get('/api/cart/restore')).body).toEqual({
        restoreCart: { status: 'NOTHING_TO_RESTORE', orderId: '000000', totalCartQuantity: 0 },
      });
    });
  });

  describe('GET /api/cart/{orderId}', () => {
    it('answers an empty cart for 000000 without a cart', async () => {
      const answer = await server
        .client()
        .get<CartAnswer>(
          '/api/cart/000000?deliveryZipCode=80202&isShipSla2=true&fsb=Y&lat_long=39.7,-104.9',
        );
      expect(answer.status).toBe(200);
      expect(answer.body.cart).toMatchObject({
        orderId: '000000',
        totalCartQuantity: 0,
        orderItems: [],
        orderTotal: 0,
      });
    });

    it('shows the free-shipping progress for guests and registered shoppers', async () => {
      const client = server.client();
      await client.post('/api/cart/sku', regularAdd('20001', 1, 25));
      const guest = await client.get<CartAnswer>('/api/cart/000000');
      expect(guest.body.cart).toMatchObject({
        totalShippingCharge: 5.99,
        orderTotal: 31.48,
        freeShipping: { threshold: 49.99, qualified: false, remaining: 25 },
      });
      await client.signIn();
      const registered = await client.get<CartAnswer>('/api/cart/000000');
      expect(registered.body.cart).toMatchObject({
        totalShippingCharge: 0,
        orderTotal: 25,
        freeShipping: { threshold: 24.99, qualified: true },
      });
    });

    it("hides other shoppers' carts", async () => {
      const owner = server.client();
      const added = await owner.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 1));
      const stranger = await server
        .client()
        .get<ErrorAnswer>(`/api/cart/${added.body.addToCart.orderId}`);
      expect(stranger.status).toBe(404);
      expect(stranger.body.errors[0]?.errorKey).toBe('_ERR_NOT_FOUND');
    });

    it('validates the query', async () => {
      expect((await server.client().get('/api/cart/000000?deliveryZipCode=ABCDE')).status).toBe(
        400,
      );
      expect((await server.client().get('/api/cart/000000?progressBar=maybe')).status).toBe(400);
      expect((await server.client().get('/api/cart/abc')).status).toBe(404);
    });

    it('ignores a forged cart cookie', async () => {
      const client = server.client();
      client.cookies.set('WC_CART_ID', "'; DROP TABLE orders; --");
      expect((await client.get<CartAnswer>('/api/cart/000000')).body.cart.orderId).toBe('000000');
      client.cookies.set('WC_CART_ID', crypto.randomUUID());
      const added = await client.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 1));
      expect(added.status).toBe(200);
      expect(added.headers.get('set-cookie')).toContain('WC_CART_ID=');
    });
  });
});
