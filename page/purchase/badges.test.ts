import { describe, expect, it } from 'vitest';
import { badgePriority, pickBadge, toBadgeKey } from './badges';

describe('badges', () => {
  it.each([
    ['SHIPS_TO_STORE', 1],
    ['CLEARANCE', 2],
    ['NEW', 5],
    ['EGIFT_CARD', 9],
  ] as const)('given %s, should give it the spec 3 priority %i', (key, priority) => {
    expect(badgePriority(key)).toBe(priority);
  });

  describe('pickBadge', () => {
    it.each([
      [['EGIFT_CARD', 'NEW'], 'NEW'],
      [['EGIFT_CARD', 'CUSTOMIZE', 'ONLINE_ONLY'], 'ONLINE_ONLY'],
      [['PRICE_DROP', 'HOT_DEAL', 'CLEARANCE'], 'CLEARANCE'],
      [['NEW', 'SHIPS_TO_STORE', 'CLEARANCE'], 'SHIPS_TO_STORE'],
      [['EXCLUSIVE', 'NEW'], 'NEW'],
      [['EGIFT_CARD'], 'EGIFT_CARD'],
    ])('should pick the lowest priority number from %j → %s', (keys, expected) => {
      expect(pickBadge(keys)).toBe(expected);
    });

    it('should give null for nothing or only unknown keys', () => {
      expect(pickBadge([])).toBeNull();
      expect(pickBadge(null)).toBeNull();
      expect(pickBadge(['BOGO', '', 42, null])).toBeNull();
    });

    it('should ignore unknown keys between known ones', () => {
      expect(pickBadge(['BOGO', 'EXCLUSIVE', undefined])).toBe('EXCLUSIVE');
    });

    it("should read a SKU's adBug labels", () => {
      expect(pickBadge(['Price Drop', 'Hot Deal'])).toBe('HOT_DEAL');
      expect(toBadgeKey('Clearance')).toBe('CLEARANCE');
      expect(toBadgeKey('eGift Card')).toBe('EGIFT_CARD');
      expect(toBadgeKey('online-only')).toBe('ONLINE_ONLY');
    });
  });
});
