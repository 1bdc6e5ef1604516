import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../config';
import { parseShopper } from './shopper';
import {
  persistStoreChoiceLocally,
  storeChoiceCookies,
  storedStoreName,
  type StoreChoice,
} from './selectedStore';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const aurora: StoreChoice = { storeId: '0418', zipCode: '80012', name: 'Cairnfield Aurora' };

describe('keeping the chosen store (spec 3 "Client state")', () => {
  it('writes the selected store and its ZIP as cookies the page reads back', () => {
    const cookies = storeChoiceCookies(aurora, { secure: false });
    expect(cookies).toEqual([
      'selectedStoreId=0418; Max-Age=31536000; Path=/; SameSite=Lax',
      'storeZipCode=80012; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    const header = cookies.map((c) => c.split(';')[0]).join('; ');
    const shopper = parseShopper(header, 'region', defaultPublicConfig);
    expect(shopper.storeId).toBe('0418');
    expect(shopper.zipCodes.store).toBe('80012');
  });

  it('marks the cookies Secure over HTTPS and refuses a malformed store id', () => {
    expect(storeChoiceCookies(aurora, { secure: true })[0]).toContain('Secure');
    expect(storeChoiceCookies({ ...aurora, storeId: 'a;b' }, { secure: false })).toEqual([]);
    expect(storeChoiceCookies({ ...aurora, zipCode: 'x' }, { secure: false })).toHaveLength(1);
  });

  it('keeps the store under the prefixed local keys, keeping the delivery ZIP', () => {
    const storage = memoryStorage({
      'cairnfield.pdp.zipCodes': JSON.stringify({ delivery: '80202', store: null }),
    });
    persistStoreChoiceLocally(storage, aurora);
    expect(JSON.parse(storage.items.get('cairnfield.pdp.selectedStoreId') ?? '')).toBe('0418');
    expect(JSON.parse(storage.items.get('cairnfield.pdp.zipCodes') ?? '')).toEqual({
      delivery: '80202',
      store: '80012',
    });
    expect(storedStoreName(storage, '0418')).toBe('Cairnfield Aurora');
    expect(storedStoreName(storage, '0412')).toBeNull();
  });

  it('never fails on blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => persistStoreChoiceLocally(blocked, aurora)).not.toThrow();
    expect(storedStoreName(blocked, '0418')).toBeNull();
    expect(storedStoreName(null, '0418')).toBeNull();
  });
});
