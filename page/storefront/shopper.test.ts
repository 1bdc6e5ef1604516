// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../config';
import { GUEST, parseShopper, visitorKindOf } from './shopper';

describe('visitorKindOf (spec 4)', () => {
  it.each([
    [{}, 'guest'],
    [{ USER_ACTIVITY: 'registered', profileId: 'demo-1' }, 'registered'],
    [{ USER_ACTIVITY: 'R', profileId: 'demo-1' }, 'registered'],
    [{ USER_ACTIVITY: 'registered' }, 'remembered'],
    [{ USER_ACTIVITY: 'registered', profileId: '<script>' }, 'remembered'],
    [{ USER_ACTIVITY: 'remembered', profileId: 'demo-1' }, 'remembered'],
    [{ USER_TYPE: 'R' }, 'remembered'],
    [{ USER_TYPE: 'G' }, 'guest'],
    [{ USER_ACTIVITY: 'guest', profileId: 'demo-1' }, 'guest'],
  ] as const)('given the cookies %o, when read, should give %s', (cookies, kind) => {
    expect(visitorKindOf(cookies)).toBe(kind);
  });
});

describe('parseShopper', () => {
  it('given no cookies, when parsed, should give a guest with everything empty and all express options on', () => {
    expect(parseShopper('', 'regionId', defaultPublicConfig)).toEqual(GUEST);
    expect(GUEST).toMatchObject({
      signedIn: false,
      visitorKind: 'guest',
      zipCodes: { delivery: null, store: null },
      sameDay: { storeId: null, zipCode: null },
      expressOptions: { card: true, deviceWallet: true, accountWallet: true },
    });
  });

  it('given zip-code and same-day cookies, when parsed, should read them decoded through the cookie library', () => {
    const s = parseShopper(
      'deliveryZipCode=15108; storeZipCode=15108-1234; sddStoreId=412; sddZipCode=%3Cx%3E',
      'regionId',
      defaultPublicConfig,
    );
    expect(s.zipCodes).toEqual({ delivery: '15108', store: '15108-1234' });
    expect(s.sameDay).toEqual({ storeId: '412', zipCode: null });
  });

  it('given a remembered shopper, when parsed, should not be signed in and get no profile id', () => {
    const s = parseShopper('USER_TYPE=R; profileId=demo-1', 'regionId', defaultPublicConfig);
    expect(s).toMatchObject({ visitorKind: 'remembered', signedIn: false, profileId: null });
  });

  it('given express-option settings, when parsed, should take the cookie, else the visitor kind’s default', () => {
    const settings = {
      expressOptions: { cookie: 'expressOptions', guest: 'Y:N:N', registered: 'Y:Y:N' },
    };
    expect(parseShopper('', 'regionId', settings).expressOptions).toEqual({
      card: true,
      deviceWallet: false,
      accountWallet: false,
    });
    expect(
      parseShopper('USER_ACTIVITY=registered; profileId=demo-1', 'regionId', settings)
        .expressOptions,
    ).toEqual({ card: true, deviceWallet: true, accountWallet: false });
    expect(parseShopper('expressOptions=N%3AN%3AY', 'regionId', settings).expressOptions).toEqual({
      card: false,
      deviceWallet: false,
      accountWallet: true,
    });
  });
});
