import { describe, expect, it } from 'vitest';
import { badgeKeys, badgeLabels, badgePriority, pickBadge, toBadgeKey } from './badges';

describe('badges', () => {
  it('should list the keys in the priority order of spec 3', () => {
    expect(badgeKeys).toEqual([
      'SHIPS_TO_STORE',
      'CLEARANCE',
      'HOT_DEAL',
      'PRICE_DROP',
      'NEW',
      'EXCLUSIVE',
      'ONLINE_ONLY',
      'CUSTOMIZE',
      'EGIFT_CARD',
    ]);
    expect(badgeKeys.map(badgePriority)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('should label each badge, e.g. eGift Card', () => {
    expect(badgeLabels.EGIFT_CARD).toBe('eGift Card');
    expect(badgeLabels.SHIPS_TO_STORE).toBe('Ships to Store');
    expect(badgeLabels.HOT_DEAL).toBe('Hot Deal');
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
