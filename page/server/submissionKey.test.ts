// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { postedAddKey } from './submissionKey';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const page = '0b6c3c62-5f0e-4a7e-9d36-2f7f3f1c9a10';
const cards = JSON.stringify(['10001', '20001', 50, 1, null, null, null]);

describe('postedAddKey', () => {
  it('given the same page key and the same cards, when posted twice, should give the same UUID', () => {
    const first = postedAddKey(page, cards);
    expect(first).toMatch(UUID);
    expect(postedAddKey(page, cards)).toBe(first);
  });

  it('given other cards or another page, when posted, should give another key', () => {
    const first = postedAddKey(page, cards);
    expect(postedAddKey(page, cards.replace('50', '25'))).not.toBe(first);
    expect(postedAddKey('1b6c3c62-5f0e-4a7e-9d36-2f7f3f1c9a10', cards)).not.toBe(first);
  });

  it('given the page key alone, when made into a key, should not give the page key back', () => {
    expect(postedAddKey(page, cards)).not.toBe(page);
  });
});
