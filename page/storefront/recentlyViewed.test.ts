// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../config';
import {
  LOCAL_PREFIX,
  localKey,
  persistShopperState,
  readLocal,
  type StorageLike,
} from './localState';
import {
  addViewed,
  earlierProducts,
  itemFor,
  readRecentlyViewed,
  readRecentlyViewedWithPending,
  recentlyViewedLimit,
  recordView,
  settlePendingViews,
  type RecentlyViewedItem,
} from './recentlyViewed';
import { GUEST } from './shopper';
import { MAX_PENDING_VIEWS, notePendingView, pendingViewOf } from './pendingViews';
import * as v from 'valibot';

function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
  };
}

const item = (n: number): RecentlyViewedItem => ({
  productId: `1000${n}`,
  name: `Card ${n}`,
  url: `/p/card-${n}`,
  imageUrl: null,
});

describe('limits (spec 4/9)', () => {
  it('given each visitor kind, when the limit is read, should give 8 by default and follow the configuration', () => {
    const limits = defaultPublicConfig.recentlyViewed;
    expect(recentlyViewedLimit('guest', limits)).toBe(8);
    expect(recentlyViewedLimit('remembered', limits)).toBe(8);
    expect(recentlyViewedLimit('registered', limits)).toBe(8);
    expect(recentlyViewedLimit('registered', { guestLimit: 3, registeredLimit: 12 })).toBe(12);
    expect(recentlyViewedLimit('guest', { guestLimit: 3, registeredLimit: 12 })).toBe(3);
  });
});

describe('addViewed', () => {
  it('given views, when added, should keep the newest first, each product once, at most the limit (8)', () => {
    let list: RecentlyViewedItem[] = [];
    for (let n = 1; n <= 9; n += 1) list = addViewed(list, item(n), 8);
    expect(list.map((i) => i.productId)).toEqual([
      '10009',
      '10008',
      '10007',
      '10006',
      '10005',
      '10004',
      '10003',
      '10002',
    ]);
    list = addViewed(list, item(5), 8);
    expect(list).toHaveLength(8);
    expect(list[0]?.productId).toBe('10005');
    expect(list.filter((i) => i.productId === '10005')).toHaveLength(1);
    expect(addViewed(list, item(1), 0)).toEqual([]);
  });

  it('given the current product, when the strip is built, should show only the earlier products', () => {
    expect(earlierProducts([item(2), item(1)], '10002')).toEqual([item(1)]);
  });
});

describe('views noted when a page is shown (spec 4)', () => {
  it('given a page left before its recently-viewed code arrived, when the next page reads the list, should show it newest first', () => {
    const storage = memoryStorage({ [localKey('recentlyViewed')]: JSON.stringify([item(1)]) });
    notePendingView(storage, item(2));
    notePendingView(storage, item(3));
    expect(readRecentlyViewedWithPending(storage, 8)).toEqual([item(3), item(2), item(1)]);
    // Reading folds nothing in; settling does, once.
    expect(readRecentlyViewed(storage)).toEqual([item(1)]);
    expect(settlePendingViews(storage, 8)).toEqual([item(3), item(2)]);
    expect(readRecentlyViewed(storage)).toEqual([item(3), item(2), item(1)]);
    expect(settlePendingViews(storage, 8)).toEqual([]);
  });

  it('given the same product noted twice, should keep it once, at its newest place', () => {
    const storage = memoryStorage();
    notePendingView(storage, item(1));
    notePendingView(storage, item(2));
    notePendingView(storage, item(1));
    expect(readRecentlyViewedWithPending(storage, 8)).toEqual([item(1), item(2)]);
  });

  it('given more noted views than are kept, should keep the newest', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= MAX_PENDING_VIEWS + 2; n += 1) notePendingView(storage, item(n));
    const kept = readRecentlyViewedWithPending(storage, 20);
    expect(kept).toHaveLength(MAX_PENDING_VIEWS);
    expect(kept[0]).toEqual(item(MAX_PENDING_VIEWS + 2));
  });

  it('given a tampered noted view, should drop it, and an outside image should be left out', () => {
    const storage = memoryStorage({
      [localKey('recentlyViewed.pending')]: JSON.stringify([
        { ...item(2), url: 'https://evil.example/p/x' },
        { ...item(3), imageUrl: '//evil.example/x.png' },
        'junk',
      ]),
    });
    expect(readRecentlyViewedWithPending(storage, 8)).toEqual([{ ...item(3), imageUrl: null }]);
  });

  it('given the visitor’s limit, should cut the list to it, and a limit of 0 keeps nothing', () => {
    const storage = memoryStorage({ [localKey('recentlyViewed')]: JSON.stringify([item(1)]) });
    notePendingView(storage, item(2));
    expect(readRecentlyViewedWithPending(storage, 1)).toEqual([item(2)]);
    expect(readRecentlyViewedWithPending(storage, 0)).toEqual([]);
  });

  it('given a product page, should note its link and first small image as the item does', () => {
    const product = {
      productId: '10001',
      name: 'Cairnfield Gift Card',
      images: [{ small: '/images/gc-small.png' }],
    };
    expect(pendingViewOf(product, 'cairnfield-gift-card')).toEqual({
      productId: '10001',
      name: 'Cairnfield Gift Card',
      url: '/p/cairnfield-gift-card',
      imageUrl: '/images/gc-small.png',
    });
  });

  it('given blocked storage, when noting a view, should not fail', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => notePendingView(blocked, item(1))).not.toThrow();
    expect(settlePendingViews(blocked, 8)).toEqual([]);
  });
});

describe('storage under the product prefix', () => {
  it('given views, when recorded, should store them under cairnfield.pdp.recentlyViewed', () => {
    const storage = memoryStorage();
    expect(recordView(storage, item(1), 8).before).toEqual([]);
    const second = recordView(storage, item(2), 8);
    expect(second.before).toEqual([item(1)]);
    expect(second.after).toEqual([item(2), item(1)]);
    expect([...storage.data.keys()]).toEqual([`${LOCAL_PREFIX}recentlyViewed`]);
    expect(readRecentlyViewed(storage)).toEqual([item(2), item(1)]);
  });

  it('given tampered entries or broken JSON, when read, should drop them', () => {
    const key = localKey('recentlyViewed');
    const storage = memoryStorage({
      [key]: JSON.stringify([
        item(1),
        { ...item(2), url: 'https://evil.example/p/x' },
        { ...item(3), url: 'javascript:alert(1)' },
        { ...item(4), imageUrl: '//evil.example/x.png' },
        'junk',
      ]),
    });
    expect(readRecentlyViewed(storage)).toEqual([item(1)]);
    expect(readRecentlyViewed(memoryStorage({ [key]: '{not json' }))).toEqual([]);
    expect(readRecentlyViewed(null)).toEqual([]);
  });

  it('given blocked storage, when recording, should not fail', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordView(blocked, item(1), 8)).toEqual({ before: [], after: [item(1)] });
  });

  it('given a product, when its item is built, should link /p/{slug} and keep only root-relative images', () => {
    expect(
      itemFor(
        {
          productId: '10001',
          name: 'Gift Card',
          images: [{ small: '/media/a.svg', large: '', alt: '' }],
        },
        'cairnfield-gift-card',
      ),
    ).toEqual({
      productId: '10001',
      name: 'Gift Card',
      url: '/p/cairnfield-gift-card',
      imageUrl: '/media/a.svg',
    });
    expect(
      itemFor(
        {
          productId: '1',
          name: 'X',
          images: [{ small: 'https://cdn.example/a.png', large: '', alt: '' }],
        },
        'x',
      ).imageUrl,
    ).toBeNull();
  });

  it('given store id, zip codes, user type and same-day info, when persisted, should store them under the prefix', () => {
    const storage = memoryStorage();
    persistShopperState(storage, {
      ...GUEST,
      storeId: '412',
      zipCodes: { delivery: '15108', store: null },
      sameDay: { storeId: '412', zipCode: '15108' },
    });
    expect(readLocal(storage, 'selectedStoreId', v.string())).toBe('412');
    expect(readLocal(storage, 'userType', v.string())).toBe('G');
    expect(readLocal(storage, 'zipCodes', v.object({ delivery: v.string() }))).toEqual({
      delivery: '15108',
    });
    expect([...storage.data.keys()].every((k) => k.startsWith(LOCAL_PREFIX))).toBe(true);
  });
});
