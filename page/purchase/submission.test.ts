import { describe, expect, it } from 'vitest';
import { PURCHASE_FIELDS } from './formFields';
import { postedSubmissionKey } from './submission';

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
