// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig, toPublicConfig } from './config';

describe('readServerConfig', () => {
  it('given REVIEWS_ORIGIN, when read, should give the one origin the browser and the server both use', () => {
    const c = readServerConfig({ REVIEWS_ORIGIN: 'https://reviews.example.com/' });
    expect(c.public.reviewsOrigin).toBe('https://reviews.example.com');
    expect(toPublicConfig(c).reviewsOrigin).toBe('https://reviews.example.com');
  });

  it('given no PRODUCT_ROUTES, when read with the served catalogue, should route to its products; PRODUCT_ROUTES wins', () => {
    const catalogue = { 'trail-card': '77' };
    expect(readServerConfig({}, { defaultProductRoutes: catalogue }).productRoutes).toEqual(
      catalogue,
    );
    expect(
      readServerConfig(
        { PRODUCT_ROUTES: '{"my-card":"10001"}' },
        { defaultProductRoutes: catalogue },
      ).productRoutes,
    ).toEqual({ 'my-card': '10001' });
  });

  it('given an empty environment, when read, should take the first reading of every two-reading value', () => {
    const c = readServerConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.shopApiOrigin).toBeNull();
    expect(c.productRoutes).toEqual({});
    expect(c.public.scrollToReviewsDelayMs).toBe(500);
    expect(c.public.toastDurationMs).toBe(5000);
    expect(c.public.bulkGiftcardMinQuantity).toBe(51);
    expect(c.public.restriction).toEqual({
      enabled: true,
      regionIds: ['100086'],
      message: 'This item does not ship to your location',
    });
    expect(c.public.expand).toEqual({ details: true, reviews: false, questions: false });
    expect(c.public.reviewsOrigin).toBeNull();
  });

  it('given the other readings and overrides, when read, should take them', () => {
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

  it('given empty strings, when read, should treat them as unset', () => {
    expect(readServerConfig({ SHOP_API_ORIGIN: '', PORT: ' ' }).shopApiOrigin).toBeNull();
  });

  it.each([
    ['PORT', 'abc'],
    ['SHOP_API_ORIGIN', 'not a url'],
    ['EXPAND_DETAILS', 'maybe'],
    ['PRODUCT_ROUTES', '{bad json'],
    ['PRODUCT_ROUTES', '{"Bad Slug":"1"}'],
    ['REVIEWS_PROVIDER', 'other'],
  ])('given %s=%s, when read, should throw a ConfigError naming it', (key, value) => {
    expect(() => readServerConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => readServerConfig({ [key]: value })).toThrow(key);
  });

  it('given a private shop origin, when made public, should hold nothing server-only', () => {
    const pub = toPublicConfig(readServerConfig({ SHOP_API_ORIGIN: 'http://10.0.0.5:9000' }));
    expect(JSON.stringify(pub)).not.toContain('10.0.0.5');
    expect(Object.keys(pub)).not.toContain('shopApiOrigin');
  });

  describe('services: spec 6 and 9 settings', () => {
    it('given an empty environment, when read, should take the spec numbers and the first reading where there are two', () => {
      const p = readServerConfig({}).public;
      expect(p.purchase).toEqual({ cartItemEndpoints: false });
      expect(p.purchaseFlows).toMatchObject({
        purchaseEnabled: true,
        egiftEnabled: true,
        egiftDisabledMessage:
          'eGift cards are not available right now. Please choose a gift card by mail.',
        cartConfirmation: 'toast',
      });
      expect(p.wallets).toMatchObject({
        deviceWalletEnabled: true,
        accountWalletEnabled: true,
        sessionTimeoutMinutes: 10,
        alternateGatewayWindowMs: 5 * 60_000,
        errorClearMs: 10_000,
      });
      expect(p.toastCopy).toBe('default');
      expect(p.freeShippingThresholds).toEqual({ registered: 24.99, guest: 49.99 });
      expect(p.recentlyViewed).toEqual({ guestLimit: 8, registeredLimit: 8 });
      expect(p.timings).toEqual({
        quantityDebounceMs: 500,
        tapToZoomMessageMs: 3000,
        chunkLoadTimeoutMs: 120_000,
        lazyLoadMarginPx: 0,
      });
      expect(p.presetAmounts).toBeNull();
      expect(p.expressOptions).toEqual({
        cookie: 'expressOptions',
        guest: 'Y:Y:Y',
        registered: 'Y:Y:Y',
      });
      expect(p.analytics.tagManagerId).toBeNull();
      expect(p.fraud).toEqual({
        enabled: true,
        hostname: '',
        configTimeoutMs: 3000,
        refreshMs: 900_000,
        collectorWaitMs: 2000,
        collectorPollMs: 10,
        locationTimeoutMs: 5000,
      });
    });

    it('given the other readings and overrides in the environment, when read, should take them', () => {
      const p = readServerConfig({
        ENABLE_PURCHASE_PDP_SHIP: 'false',
        ENABLE_DEVICE_WALLET_GC: 'off',
        EGC_ENABLED: 'no',
        EGC_DISABLED_MSG: 'eGift is resting',
        CART_CONFIRMATION: 'drawer',
        TOAST_COPY: 'success',
        FREE_SHIPPING_THRESHOLD_REGISTERED: '0',
        FREE_SHIPPING_THRESHOLD_GUEST: '75.5',
        RECENTLY_VIEWED_LIMIT_GUEST: '4',
        DEVICE_WALLET_SESSION_TIMEOUT_MIN: '5',
        PRESET_AMOUNTS: '100,25,25',
        EXPRESS_OPTIONS_GUEST: 'y:n:y',
        TAG_MANAGER_ID: 'GTM-ABC123',
        FRAUD_HOSTNAME: 'collector.example.com',
      }).public;
      expect(p.purchaseFlows.purchaseEnabled).toBe(false);
      expect(p.wallets.deviceWalletEnabled).toBe(false);
      expect(p.wallets.accountWalletEnabled).toBe(true);
      expect(p.purchaseFlows.egiftEnabled).toBe(false);
      expect(p.purchaseFlows.egiftDisabledMessage).toBe('eGift is resting');
      expect(p.purchaseFlows.cartConfirmation).toBe('drawer');
      expect(p.toastCopy).toBe('success');
      expect(p.freeShippingThresholds).toEqual({ registered: 0, guest: 75.5 });
      expect(p.recentlyViewed).toEqual({ guestLimit: 4, registeredLimit: 8 });
      expect(p.wallets.sessionTimeoutMinutes).toBe(5);
      expect(p.presetAmounts).toEqual([25, 100]);
      expect(p.expressOptions.guest).toBe('Y:N:Y');
      expect(p.analytics.tagManagerId).toBe('GTM-ABC123');
      expect(p.fraud.hostname).toBe('collector.example.com');
    });

    it.each([
      ['CART_CONFIRMATION', 'modal'],
      ['FREE_SHIPPING_THRESHOLD_GUEST', 'free'],
      ['FREE_SHIPPING_THRESHOLD_REGISTERED', '-1'],
      ['RECENTLY_VIEWED_LIMIT_REGISTERED', '8.5'],
      ['PRESET_AMOUNTS', '25,abc'],
      ['PRESET_AMOUNTS', '0,25'],
      ['PRESET_AMOUNTS', ','],
      ['EXPRESS_OPTIONS_REGISTERED', 'Y:Y'],
      ['EXPRESS_OPTIONS_GUEST', 'Y:X:N'],
      ['FRAUD_HOSTNAME', 'evil-host.com/x'],
      ['TAG_MANAGER_ID', '"><script>'],
      ['CHUNK_LOAD_TIMEOUT_MS', '10'],
    ])('given %s=%s, when read, should throw naming it', (key, value) => {
      expect(() => readServerConfig({ [key]: value })).toThrow(ConfigError);
      expect(() => readServerConfig({ [key]: value })).toThrow(key);
    });
  });

  describe('PAGE_CONFIG_FILE', () => {
    const files: Record<string, string> = {
      '/etc/page.json': JSON.stringify({
        TOAST_DURATION_MS: 8000,
        EXPAND_REVIEWS: true,
        PRESET_AMOUNTS: [10, 20],
        PRODUCT_ROUTES: { 'my-card': '10001' },
        CART_CONFIRMATION: 'drawer',
        LIVE_CHAT_URL: '/help/chat-now',
      }),
      '/etc/typo.json': JSON.stringify({ TOAST_DURATON_MS: 8000 }),
      '/etc/bad-value.json': JSON.stringify({ FREE_SHIPPING_THRESHOLD_GUEST: 'lots' }),
      '/etc/array.json': '[1,2]',
      '/etc/broken.json': '{"TOAST_DURATION_MS": ',
    };
    const readFile = (path: string) => {
      const text = files[path];
      if (text === undefined) throw new Error('ENOENT');
      return text;
    };

    it('given a settings file and the environment, when read, should take the file with the environment winning', () => {
      const c = readServerConfig(
        { PAGE_CONFIG_FILE: '/etc/page.json', CART_CONFIRMATION: 'toast' },
        { readFile },
      );
      expect(c.public.toastDurationMs).toBe(8000);
      expect(c.public.expand.reviews).toBe(true);
      expect(c.public.presetAmounts).toEqual([10, 20]);
      expect(c.productRoutes).toEqual({ 'my-card': '10001' });
      expect(c.public.purchaseFlows.cartConfirmation).toBe('toast');
      expect(c.public.purchaseFlows.liveChatUrl).toBe('/help/chat-now');
    });

    it.each([
      ['/etc/typo.json', 'TOAST_DURATON_MS'],
      ['/etc/bad-value.json', 'FREE_SHIPPING_THRESHOLD_GUEST'],
      ['/etc/array.json', 'PAGE_CONFIG_FILE'],
      ['/etc/broken.json', 'PAGE_CONFIG_FILE'],
      ['/etc/missing.json', 'PAGE_CONFIG_FILE'],
    ])('given the file %s, when read, should throw a ConfigError naming %s', (path, key) => {
      const read = () => readServerConfig({ PAGE_CONFIG_FILE: path }, { readFile });
      expect(read).toThrow(ConfigError);
      expect(read).toThrow(key);
    });

    it('given a file but no reader (client code), when read, should refuse it', () => {
      expect(() => readServerConfig({ PAGE_CONFIG_FILE: '/etc/page.json' })).toThrow(
        'PAGE_CONFIG_FILE',
      );
    });
  });
});

describe('wallet settings', () => {
  it('given an empty environment, when read, should turn the simulator and both wallets on with the spec timings', () => {
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

  it('given a real shop origin, when read, should turn the simulator off unless it is switched on', () => {
    const origin = { SHOP_API_ORIGIN: 'https://shop.example.com' };
    expect(readServerConfig(origin).public.wallets.simulator).toBe(false);
    expect(readServerConfig({ ...origin, WALLET_SIMULATOR: 'on' }).public.wallets.simulator).toBe(
      true,
    );
    expect(readServerConfig({ WALLET_SIMULATOR: 'off' }).public.wallets.simulator).toBe(false);
  });

  it('given the other reading, the flags or nonsense, when read, should take the first two and refuse the last', () => {
    const wallets = readServerConfig({
      DEVICE_WALLET_SESSION_TIMEOUT_MIN: '5',
      ENABLE_DEVICE_WALLET_GC: 'off',
      ALTERNATE_GATEWAY_WINDOW_MIN: '2',
      WALLET_ACCOUNT_CLIENT_ID: 'sb-client_1',
    }).public.wallets;
    expect(wallets).toMatchObject({
      sessionTimeoutMinutes: 5,
      deviceWalletEnabled: false,
      alternateGatewayWindowMs: 120_000,
      accountWalletClientId: 'sb-client_1',
    });
    expect(() => readServerConfig({ WALLET_SIMULATOR: 'maybe' })).toThrow(/WALLET_SIMULATOR/);
    expect(() => readServerConfig({ WALLET_ACCOUNT_CLIENT_ID: '<script>' })).toThrow(
      /WALLET_ACCOUNT_CLIENT_ID/,
    );
    expect(
      readServerConfig({ WALLET_PROVIDER_ORIGINS: 'https://www.paypal.com, https://*.paypal.com' })
        .walletProviderOrigins,
    ).toEqual(['https://www.paypal.com', 'https://*.paypal.com']);
    expect(readServerConfig({}).walletProviderOrigins).toBeNull();
    for (const bad of ['http://www.paypal.com', "https://x.com 'unsafe-eval'", 'https://a.com;']) {
      expect(() => readServerConfig({ WALLET_PROVIDER_ORIGINS: bad })).toThrow(
        /WALLET_PROVIDER_ORIGINS/,
      );
    }
  });
});

describe('purchase flows configuration', () => {
  it('given an empty environment, when read, should confirm with a toast, switch purchase and eGift on, and override no message', () => {
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
  it('given message overrides, the drawer and the switches, when read, should take them', () => {
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
  ])('given %s=%s, when read, should throw naming it', (key, value) => {
    expect(() => readServerConfig({ [key]: value })).toThrow(key);
  });
});
