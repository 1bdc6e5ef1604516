// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../config';
import { cartSummaryFrom } from '../hooks/useCart';
import { initialOpenSections } from '../sections/DetailsArea';
import { parseShopper } from '../storefront/shopper';
import { assetsFromManifest, CLIENT_ENTRY, devAssets } from './assets';
import { isShopPath } from './proxy';
import { isCrawler } from './render';

describe('assetsFromManifest', () => {
  const manifest = {
    [CLIENT_ENTRY]: {
      file: 'assets/main-abc.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['page/sections/CartToast.tsx'],
      css: ['assets/main-abc.css'],
    },
    '_vendor.js': { file: 'assets/vendor-def.js', css: ['assets/vendor-def.css'], imports: [] },
    'page/sections/CartToast.tsx': { file: 'assets/CartToast-x.js', css: ['assets/lazy.css'] },
  };
  it('given a manifest, when read, should link the entry, its CSS and static imports, and preload the imports', () => {
    expect(assetsFromManifest(manifest)).toEqual({
      entryModules: ['/assets/main-abc.js'],
      styles: ['/assets/main-abc.css', '/assets/vendor-def.css'],
      inlineStyles: [],
      modulePreloads: ['/assets/vendor-def.js'],
      inlineModules: [],
    });
  });
  it('given a CSS reader, when built, should inline the CSS of the entry and its static imports instead of linking it', () => {
    const assets = assetsFromManifest(manifest, '/', (file) => `/* ${file} */`);
    expect(assets.styles).toEqual([]);
    expect(assets.inlineStyles).toEqual([
      '/* assets/main-abc.css */',
      '/* assets/vendor-def.css */',
    ]);
  });
  it('given a build with one stylesheet (no CSS code splitting), when built, should inline it', () => {
    const single = { ...manifest, 'style.css': { file: 'assets/style-1.css', src: 'style.css' } };
    expect(assetsFromManifest(single, '/', (file) => `/* ${file} */`).inlineStyles).toContain(
      '/* assets/style-1.css */',
    );
    expect(assetsFromManifest(single).styles).toContain('/assets/style-1.css');
  });
  it('given a manifest without the entry, when read, should fail clearly', () => {
    expect(() => assetsFromManifest({})).toThrow(CLIENT_ENTRY);
  });
  it('given dev mode, when assets are listed, should give the Vite client, the preamble and the source entry', () => {
    expect(devAssets('PRE')).toEqual({
      entryModules: ['/@vite/client', `/${CLIENT_ENTRY}`],
      styles: [],
      inlineStyles: [],
      modulePreloads: [],
      inlineModules: ['PRE'],
    });
  });
});

describe('routing helpers', () => {
  it.each([
    ['/api/product/v2/1', true],
    ['/data/reviews.json', true],
    ['/media/giftcards/x.svg', true],
    ['/cs/config', true],
    ['/session/abc', true],
    ['/p/cairnfield-gift-card', false],
    ['/apiary', false],
    ['/', false],
  ])('given %s, when checked as a shop path, should give %s', (path, expected) => {
    expect(isShopPath(path)).toBe(expected);
  });
  it('given user agents, when checked, should tell crawlers from browsers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0')).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
  });
});

describe('parseShopper (spec 4 visitor kind)', () => {
  it('given no cookies, when parsed, should give a guest', () => {
    expect(parseShopper('', 'regionId', defaultPublicConfig)).toMatchObject({
      regionId: null,
      signedIn: false,
      profileId: null,
      storeId: null,
      orderId: null,
    });
  });
  it('given the activity cookie and a profile id, when parsed, should give a registered shopper', () => {
    expect(
      parseShopper(
        'USER_ACTIVITY=registered; profileId=demo-1; regionId=100086; selectedStoreId=412',
        'regionId',
        defaultPublicConfig,
      ),
    ).toMatchObject({ signedIn: true, profileId: 'demo-1', regionId: '100086', storeId: '412' });
  });
  it('given a profile id without a session or odd values, when parsed, should not sign in and ignore them', () => {
    expect(
      parseShopper('profileId=demo-1; regionId=%3Cx%3E', 'regionId', defaultPublicConfig),
    ).toMatchObject({
      signedIn: false,
      profileId: null,
      regionId: null,
    });
  });
});

describe('cartSummaryFrom', () => {
  it('given { cart: Order }, when read, should give its summary', () => {
    expect(cartSummaryFrom({ cart: { orderId: '3000001', totalCartQuantity: 3 } })).toEqual({
      orderId: '3000001',
      count: 3,
    });
  });
  it('given the order id 000000, when read, should give no order', () => {
    expect(cartSummaryFrom({ cart: { orderId: '000000', totalCartQuantity: 0 } })).toEqual({
      orderId: null,
      count: 0,
    });
  });
  it('given no total, when read, should count the order items', () => {
    expect(
      cartSummaryFrom({ orderId: '1', orderItems: [{ quantity: 2 }, { quantity: 1 }] }),
    ).toEqual({
      orderId: '1',
      count: 3,
    });
  });
});

describe('initialOpenSections (spec 4)', () => {
  it('given the expand flags, when the page opens, should open those sections', () => {
    expect(initialOpenSections({ details: true, reviews: false, questions: true }, false)).toEqual([
      'details-tab',
      'quesitons-tab',
    ]);
  });
  it('given location=rating, when the page opens, should open the reviews too', () => {
    expect(initialOpenSections({ details: false, reviews: false, questions: false }, true)).toEqual(
      ['reviews-tab'],
    );
  });
});
