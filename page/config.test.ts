// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PRODUCT_ROUTES, readServerConfig, toPublicConfig } from './config';

describe('readServerConfig', () => {
  it('defaults: the first reading of every two-reading value', () => {
    const c = readServerConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.shopApiOrigin).toBeNull();
    expect(c.productRoutes).toEqual(DEFAULT_PRODUCT_ROUTES);
    expect(c.public.scrollToReviewsDelayMs).toBe(500);
    expect(c.public.toastDurationMs).toBe(5000);
    expect(c.public.bulkGiftcardMinQuantity).toBe(51);
    expect(c.public.restriction).toEqual({
      enabled: true,
      regionIds: ['100086'],
      message: 'This item does not ship to your location',
    });
    expect(c.public.expand).toEqual({ details: true, reviews: false, questions: false });
    expect(c.public.reviewsOrigin).toBe('');
  });

  it('reads the other readings and overrides', () => {
    const c = readServerConfig({
      PORT: '3100',
      SHOP_API_ORIGIN: 'http://127.0.0.1:4000/',
      SCROLL_TO_REVIEWS_DELAY_MS: '1000',
      TOAST_DURATION_MS: '8000',
      EXPAND_DETAILS: 'false',
      EXPAND_REVIEWS: 'yes',
      RESTRICTED_REGION_IDS: '100086, 100087',
      SHIPPING_RESTRICTION_ENABLED: '0',
      BULK_GIFTCARD_MIN_QUANTITY: '1',
      PRODUCT_ROUTES: '{"my-card":"10001"}',
    });
    expect(c.port).toBe(3100);
    expect(c.shopApiOrigin).toBe('http://127.0.0.1:4000');
    expect(c.public.scrollToReviewsDelayMs).toBe(1000);
    expect(c.public.toastDurationMs).toBe(8000);
    expect(c.public.expand).toEqual({ details: false, reviews: true, questions: false });
    expect(c.public.restriction.regionIds).toEqual(['100086', '100087']);
    expect(c.public.restriction.enabled).toBe(false);
    expect(c.public.bulkGiftcardMinQuantity).toBe(1);
    expect(c.productRoutes).toEqual({ 'my-card': '10001' });
  });

  it('treats empty strings as unset', () => {
    expect(readServerConfig({ SHOP_API_ORIGIN: '', PORT: ' ' }).shopApiOrigin).toBeNull();
  });

  it.each([
    ['PORT', 'abc'],
    ['SHOP_API_ORIGIN', 'not a url'],
    ['EXPAND_DETAILS', 'maybe'],
    ['PRODUCT_ROUTES', '{bad json'],
    ['PRODUCT_ROUTES', '{"Bad Slug":"1"}'],
    ['REVIEWS_PROVIDER', 'other'],
  ])('rejects %s=%s with a ConfigError naming it', (key, value) => {
    expect(() => readServerConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => readServerConfig({ [key]: value })).toThrow(key);
  });

  it('the public part holds nothing server-only', () => {
    const pub = toPublicConfig(readServerConfig({ SHOP_API_ORIGIN: 'http://10.0.0.5:9000' }));
    expect(JSON.stringify(pub)).not.toContain('10.0.0.5');
    expect(Object.keys(pub)).not.toContain('shopApiOrigin');
  });
});

describe('wallet settings ([7])', () => {
  it('defaults: simulator on for the embedded shop, both wallets on, spec timings', () => {
    expect(readServerConfig({}).public.wallets).toEqual({
      simulator: true,
      deviceWalletEnabled: true,
      accountWalletEnabled: true,
      sessionTimeoutMinutes: 10,
      alternateGatewayWindowMs: 300_000,
      errorClearMs: 10_000,
      accountWalletClientId: null,
    });
  });

  it('auto turns the simulator off for a real shop unless it is switched on', () => {
    const origin = { SHOP_API_ORIGIN: 'https://shop.example.com' };
    expect(readServerConfig(origin).public.wallets.simulator).toBe(false);
    expect(readServerConfig({ ...origin, WALLET_SIMULATOR: 'on' }).public.wallets.simulator).toBe(
      true,
    );
    expect(readServerConfig({ WALLET_SIMULATOR: 'off' }).public.wallets.simulator).toBe(false);
  });

  it('reads the other reading and the flags, and refuses nonsense', () => {
    const wallets = readServerConfig({
      WALLET_SESSION_TIMEOUT_MIN: '5',
      WALLET_DEVICE_ENABLED: 'off',
      WALLET_ACCOUNT_CLIENT_ID: 'sb-client_1',
    }).public.wallets;
    expect(wallets).toMatchObject({
      sessionTimeoutMinutes: 5,
      deviceWalletEnabled: false,
      accountWalletClientId: 'sb-client_1',
    });
    expect(() => readServerConfig({ WALLET_SIMULATOR: 'maybe' })).toThrow(/WALLET_SIMULATOR/);
    expect(() => readServerConfig({ WALLET_ACCOUNT_CLIENT_ID: '<script>' })).toThrow(
      /WALLET_ACCOUNT_CLIENT_ID/,
    );
  });
});
