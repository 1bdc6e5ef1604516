import { describe, expect, it } from 'vitest';
import { draftFromEntries, draftKey, readDraft, restoresDraft } from './draft';

describe('draftFromEntries', () => {
  it('given the purchase form’s fields, should keep each name’s first text value', () => {
    const entries: [string, FormDataEntryValue][] = [
      ['sku', '20001'],
      ['amount', 'custom'],
      ['customAmount', '$250'],
      ['quantity', '3'],
      ['sku', '20002'],
    ];
    expect(draftFromEntries(entries)).toEqual({
      sku: '20001',
      amount: 'custom',
      customAmount: '$250',
      quantity: '3',
    });
  });

  it('given a file among the fields, should leave it out', () => {
    const file = new File(['x'], 'x.txt');
    expect(
      draftFromEntries([
        ['upload', file],
        ['quantity', '2'],
      ]),
    ).toEqual({ quantity: '2' });
  });
});

describe('readDraft', () => {
  it('given a stored draft, should read it back', () => {
    const draft = { amount: '50', quantity: '2', sender_email: 'ana@example.com' };
    expect(readDraft(JSON.stringify(draftFromEntries(Object.entries(draft))))).toEqual(draft);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['a list', '["amount","50"]'],
    ['a number as a value', '{"quantity":2}'],
    ['a value longer than any field', JSON.stringify({ senderMessage: 'x'.repeat(513) })],
    [
      'more fields than the form has',
      JSON.stringify(Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, 'x']))),
    ],
  ])('given %s, should give no draft', (_case, text) => {
    expect(readDraft(text)).toBeNull();
  });
});

describe('restoresDraft', () => {
  it('should restore after a reload or a history navigation, not on a new visit', () => {
    expect(restoresDraft('reload')).toBe(true);
    expect(restoresDraft('back_forward')).toBe(true);
    expect(restoresDraft('navigate')).toBe(false);
    expect(restoresDraft(undefined)).toBe(false);
  });
});

describe('draftKey', () => {
  it('should carry the product prefix and the product', () => {
    expect(draftKey('10001')).toBe('cairnfield.pdp.draft.10001');
  });
});
