import { describe, expect, it } from 'vitest';
import { PURCHASE_FIELDS } from './formFields';
import { cardsAsked, keyForAdd, postedSubmissionKey, unsettledAfter } from './submission';

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

describe('the key of an add after one whose outcome is unknown', () => {
  const request = {
    product: { productId: '10001' },
    skuId: '20001',
    amount: 50,
    quantity: 2,
    storeId: null,
    egift: null,
  };
  const cards = cardsAsked(request);
  const fresh = () => 'fresh-key';
  const lost = { kind: 'failed', message: 'Sorry', outcomeUnknown: true } as const;

  it('given a lost answer, when the same cards are asked again, should reuse its key', () => {
    const unsettled = unsettledAfter(lost, 'first-key', cards);
    expect(keyForAdd(unsettled, cardsAsked({ ...request }), fresh)).toBe('first-key');
  });

  it('given a lost answer, when other cards are asked, should take a fresh key', () => {
    const unsettled = unsettledAfter(lost, 'first-key', cards);
    expect(keyForAdd(unsettled, cardsAsked({ ...request, amount: 25 }), fresh)).toBe('fresh-key');
    expect(keyForAdd(unsettled, cardsAsked({ ...request, quantity: 3 }), fresh)).toBe('fresh-key');
    expect(keyForAdd(unsettled, cardsAsked({ ...request, storeId: '0418' }), fresh)).toBe(
      'fresh-key',
    );
  });

  it.each([
    ['an add', { kind: 'added' }],
    ['a refusal the shop explained', { kind: 'failed', message: 'Bad amount' }],
    ['an unavailable card', { kind: 'unavailable', message: 'Out Of Stock' }],
  ])('given %s, when the same cards are asked again, should take a fresh key', (_, result) => {
    const unsettled = unsettledAfter(result, 'first-key', cards);
    expect(unsettled).toBeNull();
    expect(keyForAdd(unsettled, cards, fresh)).toBe('fresh-key');
  });
});
