import { parse, safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { cartAnswerWire, fieldLabel, reshapeCartView } from './cartView';
import { cartOf, EGIFT_LINE, STANDARD_LINE } from '../test/cartLines';

/** GET /api/cart/000000 as shop-api answers it (shop-api/openapi.json "Order"), abridged. */
const answer = {
  cart: {
    orderId: '3000001',
    orderStatus: 'P',
    totalCartQuantity: 3,
    orderItems: [
      {
        orderItemId: '7000001',
        productId: '10001',
        skuId: '20001',
        name: 'Cairnfield Gift Card',
        seoURL: '/p/cairnfield-gift-card',
        quantity: 2,
        giftAmount: 50,
        unitPrice: 50,
        itemTotal: 100,
        isEGCItem: false,
        eGiftCard: null,
      },
      {
        orderItemId: '7000002',
        productId: '10003',
        name: 'Cairnfield eGift Card',
        seoURL: '/p/cairnfield-egift-card',
        quantity: 1,
        giftAmount: 25,
        itemTotal: 25,
        isEGCItem: true,
        eGiftCard: {
          senderEmail: 'sam@example.com',
          senderFirstName: 'Sam',
          senderLastName: 'Lee',
          senderMessage: 'Enjoy!',
          isSendToOne: false,
          comment: '',
          firstDataFulfilState: 'NEW',
          recipients: [
            {
              sequence: 1,
              recipientFirstName: 'Ana',
              recipientLastName: 'Diaz',
              recipientEmail: 'ana@example.com',
            },
          ],
          design: 'Spruce',
          designId: 'birthday',
          designName: 'Birthday',
          sendDate: '2026-12-24',
          sendTimeZone: 'America/Denver',
        },
      },
    ],
    totalProductPrice: 125,
    totalShippingCharge: 0,
    sameDayDeliveryCharge: 0,
    retailDeliveryFee: 0,
    totalTax: 0,
    orderTotal: 125,
  },
};

describe('reshapeCartView (GET /api/cart/{orderId} for the cart page)', () => {
  it('reads the lines, their amounts and the shop’s totals', () => {
    const view = reshapeCartView(parse(cartAnswerWire, answer));
    expect(view.orderId).toBe('3000001');
    expect(view.count).toBe(3);
    // Two $50 cards and a $25 eGift card: the cart the page's own tests are built on.
    expect(view.lines[0]).toEqual(STANDARD_LINE);
    expect(view.totals).toEqual(cartOf([STANDARD_LINE, EGIFT_LINE]).totals);
  });

  it('keeps an eGift line’s sender, recipients, message, design name and send date, and every other field it carries', () => {
    const view = reshapeCartView(parse(cartAnswerWire, answer));
    expect(view.lines[1]!.egift).toEqual({
      sender: { name: 'Sam Lee', email: 'sam@example.com' },
      recipients: [{ name: 'Ana Diaz', email: 'ana@example.com' }],
      message: 'Enjoy!',
      designName: 'Birthday',
      sendDate: '2026-12-24',
      // Not the design's id or the send date's zone: the shop's bookkeeping.
      details: [{ label: 'Design', value: 'Spruce' }],
    });
  });

  it('reads an eGift line without a design or a send date (sent right away) as none', () => {
    const bare = structuredClone(answer);
    const egift = bare.cart.orderItems[1]!.eGiftCard as Record<string, unknown>;
    Object.assign(egift, { designId: null, designName: null, sendDate: null, sendTimeZone: null });
    expect(reshapeCartView(parse(cartAnswerWire, bare)).lines[1]!.egift).toMatchObject({
      designName: null,
      sendDate: null,
    });
    Object.assign(egift, { designName: 42, sendDate: '24/12/2026' });
    expect(reshapeCartView(parse(cartAnswerWire, bare)).lines[1]!.egift).toMatchObject({
      designName: null,
      sendDate: null,
    });
  });

  it('reads the empty cart of a shopper without one (000000) as no order', () => {
    const view = reshapeCartView(
      parse(cartAnswerWire, { cart: { orderId: '000000', orderItems: [], totalProductPrice: 0 } }),
    );
    expect(view).toMatchObject({ orderId: null, count: 0, lines: [] });
    expect(view.totals.total).toBe(0);
  });

  it('refuses an answer whose amounts it cannot read (no wrong money on the page)', () => {
    const broken = structuredClone(answer);
    (broken.cart.orderItems[0] as Record<string, unknown>).quantity = 'two';
    expect(safeParse(cartAnswerWire, broken).success).toBe(false);
    expect(safeParse(cartAnswerWire, [answer]).success).toBe(false);
  });

  it('does not link a line to a product path off this site', () => {
    const odd = structuredClone(answer);
    odd.cart.orderItems[1]!.seoURL = 'https://evil.example/p/x';
    expect(reshapeCartView(parse(cartAnswerWire, odd)).lines[1]!.productPath).toBeNull();
  });
});

describe('fieldLabel', () => {
  it('names an eGift field the page has no text for from its key', () => {
    expect(fieldLabel('sendDate')).toBe('Send date');
    expect(fieldLabel('card_design')).toBe('Card design');
    expect(fieldLabel('design')).toBe('Design');
  });
});
