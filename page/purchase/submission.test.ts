import { describe, expect, it } from 'vitest';
import { PURCHASE_FIELDS } from './formFields';
import { cardsAsked, postedSubmissionKey, unsettledAfter } from './submission';

describe('postedSubmissionKey', () => {
  const key = '0b6c3c62-5f0e-4a7e-9d36-2f7f3f1c9a10';

  it('given the hidden field with a UUID, when read, should give it back', () => {
    expect(postedSubmissionKey({ [PURCHASE_FIELDS.submission]: key })).toBe(key);
  });

  it.each([
    ['no field', {}],
    ['an empty value', { [PURCHASE_FIELDS.submission]: '' }],
    ['not a UUID', { [PURCHASE_FIELDS.submission]: 'abc' }],
    ['a UUID with a tail', { [PURCHASE_FIELDS.submission]: `${key}x` }],
    ['two values', { [PURCHASE_FIELDS.submission]: [key, key] }],
  ])('given %s, when read, should give null', (_, body) => {
    expect(postedSubmissionKey(body)).toBeNull();
  });
});

describe('an add whose outcome is unknown', () => {
  const request = {
    product: { productId: '10001' },
    skuId: '20001',
    amount: 50,
    quantity: 2,
    storeId: null,
    egift: null,
  };
  const cards = cardsAsked(request);

  it('given a lost answer, when settled, should stay unsettled with its key and cards', () => {
    const lost = { kind: 'failed', message: 'Sorry', outcomeUnknown: true } as const;
    expect(unsettledAfter(lost, 'first-key', cards)).toEqual({ key: 'first-key', cards });
  });

  it.each([
    ['an add', { kind: 'added' }],
    ['a refusal the shop explained', { kind: 'failed', message: 'Bad amount' }],
    ['an unavailable card', { kind: 'unavailable', message: 'Out Of Stock' }],
  ])('given %s, when settled, should leave nothing unsettled', (_, result) => {
    expect(unsettledAfter(result, 'first-key', cards)).toBeNull();
  });

  it('given other cards, when compared, should differ', () => {
    expect(cardsAsked({ ...request, amount: 25 })).not.toBe(cards);
  });
});
