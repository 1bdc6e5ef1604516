import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { formatTotalLimit, GIFT_CARD_LIMITS } from '../../shared/giftCards';
import { productResponse } from '../../stories/fixtures/giftCardShop';
import { reshapeProduct } from '../api/reshape';
import { productResponseWire } from '../api/wire';
import type { SafeHtml } from '../domain';
import { buildAddToCartPayload } from './addToCartPayload';
import { parsePurchaseForm, parseWholeDollars } from './purchaseForm';

const { minAmount, maxAmount, totalMaxAmount, bulkMinQuantity, eGiftMaxQuantity } =
  GIFT_CARD_LIMITS;

const product = (id: string) =>
  reshapeProduct(v.parse(productResponseWire, productResponse(id)), {
    sanitizeHtml: (h) => h as SafeHtml,
    defaultBulkMinQuantity: bulkMinQuantity,
  });
const standard = product('10001');
const egift = product('10003');
const ctx = {
  quantity: { bulkMinQuantity, maxEgiftRecipients: eGiftMaxQuantity },
  limits: { liveChatUrl: '/help/chat', egiftPhone: '1-800-555-0199' },
};

const person = (n: number) => ({
  [`recipient_${n}_email`]: `friend${n}@example.com`,
  [`recipient_${n}_firstName`]: `Ann${'e'.repeat(n)}`,
  [`recipient_${n}_lastName`]: 'Lee',
});
const sender = {
  sender_email: 'jordan.reyes@example.com',
  sender_firstName: 'Jordan',
  sender_lastName: 'Reyes',
};

describe('parsePurchaseForm', () => {
  describe('given a standard card posted with a preset chip', () => {
    it('should give the same payload input the JavaScript path builds', () => {
      const parsed = parsePurchaseForm({ amount: '50', quantity: '2' }, standard, ctx);
      expect(parsed.kind).toBe('valid');
      if (parsed.kind !== 'valid') return;
      expect(parsed.input).toEqual({ skuId: '20001', quantity: 2, amount: 50, egift: null });
      expect(
        buildAddToCartPayload({ product: standard, storeId: null, ...parsed.input }),
      ).toMatchObject({
        skus: [{ id: '10001', sku: '20001', quantity: 2, type: 'REGULAR' }],
        giftAmount: 50,
      });
    });
  });

  describe('given a custom amount', () => {
    it('should accept whole dollars from the least to the most a card holds, with or without the $', () => {
      for (const [text, amount] of [
        [`$${minAmount}`, minAmount],
        [String(maxAmount), maxAmount],
        [' $75 ', 75],
      ] as const) {
        const parsed = parsePurchaseForm(
          { amount: 'custom', customAmount: text, quantity: '1' },
          standard,
          ctx,
        );
        expect(parsed).toMatchObject({ kind: 'valid', input: { amount } });
      }
    });

    it('should refuse 0, one above the most, cents and words with spec 5 text and keep what it could read', () => {
      for (const text of ['0', String(maxAmount + 1), '12.50', 'ten', '']) {
        const parsed = parsePurchaseForm(
          { amount: 'custom', customAmount: text, quantity: '3' },
          standard,
          ctx,
        );
        expect(parsed).toMatchObject({
          kind: 'invalid',
          errors: [
            {
              field: 'customAmount',
              message: `Gift card amount should be between $${minAmount} and $${maxAmount}`,
            },
          ],
          values: { quantity: 3, amount: { kind: 'custom' } },
        });
      }
    });
  });

  describe('given a quantity outside the limits (spec 9)', () => {
    it('should say a standard card holds at most 50 and keep the 60 typed', () => {
      const parsed = parsePurchaseForm({ amount: '25', quantity: '60' }, standard, ctx);
      expect(parsed).toMatchObject({
        kind: 'invalid',
        values: { quantity: 60 },
        errors: [
          {
            field: 'quantity',
            message:
              'You can buy a maximum of 50 gift cards for this item. For larger quantities, buy the bulk gift card.',
          },
        ],
      });
    });

    it('should refuse 0 and words with the range', () => {
      for (const text of ['0', 'two', '']) {
        expect(parsePurchaseForm({ amount: '25', quantity: text }, standard, ctx)).toMatchObject({
          kind: 'invalid',
          errors: [{ field: 'quantity', message: 'Enter a quantity from 1 to 50.' }],
        });
      }
    });

    it('should say the eGift maximum is 5 (spec 8) and show the five recipient forms', () => {
      const parsed = parsePurchaseForm(
        { amount: '25', quantity: '6', ...sender, ...person(1) },
        egift,
        ctx,
      );
      expect(parsed.kind).toBe('invalid');
      if (parsed.kind !== 'invalid') return;
      expect(parsed.errors[0]).toEqual({
        field: 'quantity',
        message: 'The maximum number of eGift cards you can purchase is 5.',
      });
      expect(parsed.values.egift?.quantity).toBe(5);
    });
  });

  describe('given an order above the order total limit (spec 8/9)', () => {
    it('should refuse it before anything is sent', () => {
      const quantity = Math.floor(totalMaxAmount / maxAmount) + 1;
      const parsed = parsePurchaseForm(
        { amount: 'custom', customAmount: String(maxAmount), quantity: String(quantity) },
        standard,
        ctx,
      );
      expect(parsed.kind).toBe('invalid');
      if (parsed.kind === 'invalid')
        expect(parsed.errors[0]?.message).toContain(formatTotalLimit(totalMaxAmount));
    });
  });

  describe('given an eGift card', () => {
    it('should build the eGift input for two recipients', () => {
      const parsed = parsePurchaseForm(
        {
          amount: '100',
          quantity: '2',
          ...sender,
          ...person(1),
          ...person(2),
          senderMessage: 'Happy trails!',
        },
        egift,
        ctx,
      );
      expect(parsed.kind).toBe('valid');
      if (parsed.kind !== 'valid') return;
      const payload = buildAddToCartPayload({ product: egift, storeId: null, ...parsed.input });
      expect(payload).toMatchObject({
        senderEmail: 'jordan.reyes@example.com',
        senderMessage: 'Happy trails!',
        isSendToOne: '0',
        recipients: [
          { sequence: 1, recipientEmail: 'friend1@example.com', recipientFirstName: 'Anne' },
          { sequence: 2, recipientEmail: 'friend2@example.com', recipientFirstName: 'Annee' },
        ],
      });
    });

    it('should send every card to one recipient with send-to-same on', () => {
      const parsed = parsePurchaseForm(
        { amount: '25', quantity: '3', ...sender, ...person(1), isSendToOne: 'on' },
        egift,
        ctx,
      );
      expect(parsed.kind).toBe('valid');
      if (parsed.kind !== 'valid') return;
      expect(
        buildAddToCartPayload({ product: egift, storeId: null, ...parsed.input }),
      ).toMatchObject({ isSendToOne: '1', recipients: [{ sequence: 1 }] });
    });

    it('should give each missing field its spec text, in page order, and keep every value', () => {
      const parsed = parsePurchaseForm(
        {
          amount: '25',
          quantity: '2',
          sender_email: 'not-an-email',
          sender_firstName: 'J0rdan',
          sender_lastName: 'Reyes',
          ...person(1),
          senderMessage: 'Hi',
        },
        egift,
        ctx,
      );
      expect(parsed).toMatchObject({
        kind: 'invalid',
        errors: [
          {
            field: 'sender_email',
            message: 'Please enter the Email Address in a valid format (example: name@example.com)',
          },
          { field: 'sender_firstName', message: 'First Name can only contain letters.' },
          { field: 'recipient_2_email', message: 'Email Address is required' },
          { field: 'recipient_2_firstName', message: 'Please enter first name of the recipient.' },
          { field: 'recipient_2_lastName', message: 'Please enter last name of the recipient.' },
        ],
        values: {
          quantity: 2,
          egift: {
            sender: { email: 'not-an-email', firstName: 'J0rdan', lastName: 'Reyes' },
            recipients: [{ email: 'friend1@example.com' }, { email: '' }],
            message: 'Hi',
            sendToSame: false,
          },
        },
      });
    });
  });

  describe('given a post our form never sends', () => {
    it.each([
      ['an unknown SKU', { sku: '99999', amount: '25', quantity: '1' }],
      ['an unknown preset', { amount: '30', quantity: '1' }],
      ['no amount at all', { quantity: '1' }],
      ['a field sent twice', { amount: ['25', '50'], quantity: '1' }],
      ['a file', { amount: '25', quantity: new Blob(['1']) }],
      ['a huge value', { amount: '25', quantity: '1'.repeat(10_000) }],
    ])('should call %s hostile', (_name, body) => {
      expect(parsePurchaseForm(body, standard, ctx).kind).toBe('hostile');
    });
  });
});

describe('parseWholeDollars', () => {
  it('should read digits with an optional $ and nothing else', () => {
    expect(parseWholeDollars('$25')).toBe(25);
    expect(parseWholeDollars('')).toBeNull();
    expect(parseWholeDollars('1e3')).toBeNaN();
    expect(parseWholeDollars('-5')).toBeNaN();
  });
});
