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

describe('purchase flows configuration ([6])', () => {
  it('defaults: toast, purchase and eGift on, no message overrides', () => {
    expect(readServerConfig({}).public.purchaseFlows).toEqual({
      errorMessages: {},
      messages: {},
      cartConfirmation: 'toast',
      purchaseEnabled: true,
      egiftEnabled: true,
      egiftDisabledMessage:
        'eGift cards are not available right now. Please choose a gift card by mail.',
      liveChatUrl: '/help/live-chat',
      egiftOrderPhone: '1-800-555-0142',
    });
  });
  it('reads message overrides, the drawer and the switches', () => {
    const flows = readServerConfig({
      ERROR_MESSAGES: '{"_ERR_DEFAULT_KEY":"Try again."}',
      MESSAGES: '{"outOfStock":"Gone"}',
      CART_CONFIRMATION: 'drawer',
      ENABLE_PURCHASE_PDP_SHIP: 'false',
      EGC_ENABLED: '0',
      EGC_DISABLED_MSG: 'No eGift today.',
    }).public.purchaseFlows;
    expect(flows).toMatchObject({
      errorMessages: { _ERR_DEFAULT_KEY: 'Try again.' },
      messages: { outOfStock: 'Gone' },
      cartConfirmation: 'drawer',
      purchaseEnabled: false,
      egiftEnabled: false,
      egiftDisabledMessage: 'No eGift today.',
    });
  });
  it.each([
    ['ERROR_MESSAGES', '{bad'],
    ['ERROR_MESSAGES', '{"_ERR_DEFAULT_KEY":5}'],
    ['CART_CONFIRMATION', 'modal'],
    ['LIVE_CHAT_URL', 'javascript:alert(1)'],
    ['LIVE_CHAT_URL', '//evil.example'],
  ])('rejects %s=%s with a ConfigError naming it', (key, value) => {
    expect(() => readServerConfig({ [key]: value })).toThrow(key);
  });
});
