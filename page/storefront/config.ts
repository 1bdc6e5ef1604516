/**
 * The storefront services of spec 6 and 9, read in this folder: free-shipping thresholds, the
 * recently-viewed list, the default express options, the tag manager and the fraud collector.
 * Composed by page/config/index.ts; page/CONFIG.md ("Storefront services").
 */
import * as v from 'valibot';
import {
  bool,
  configBlock,
  expressTriple,
  int,
  money,
  pattern,
  url,
  withDefault,
} from '../configBlock';

export const storefrontConfig = configBlock(
  {
    FREE_SHIPPING_THRESHOLD_REGISTERED: withDefault(money, '24.99'),
    FREE_SHIPPING_THRESHOLD_GUEST: withDefault(money, '49.99'),
    RECENTLY_VIEWED_LIMIT_GUEST: withDefault(int(0, 50), '8'),
    RECENTLY_VIEWED_LIMIT_REGISTERED: withDefault(int(0, 50), '8'),
    EXPRESS_OPTIONS_COOKIE: withDefault(pattern(/^[A-Za-z0-9_-]{1,64}$/), 'expressOptions'),
    EXPRESS_OPTIONS_GUEST: withDefault(expressTriple, 'Y:Y:Y'),
    EXPRESS_OPTIONS_REGISTERED: withDefault(expressTriple, 'Y:Y:Y'),
    TAG_MANAGER_ID: v.optional(pattern(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ and - only')),
    TAG_MANAGER_URL: withDefault(url, 'https://www.googletagmanager.com/gtm.js'),
    FRAUD_ENABLED: withDefault(bool, 'true'),
    FRAUD_HOSTNAME: v.optional(pattern(/^[A-Za-z0-9.]+$/, 'letters, digits and dots only')),
    FRAUD_CONFIG_TIMEOUT_MS: withDefault(int(100, 60_000), '3000'),
    FRAUD_REFRESH_MS: withDefault(int(10_000, 86_400_000), '900000'),
    FRAUD_COLLECTOR_WAIT_MS: withDefault(int(0, 60_000), '2000'),
    FRAUD_COLLECTOR_POLL_MS: withDefault(int(1, 1000), '10'),
    FRAUD_LOCATION_TIMEOUT_MS: withDefault(int(100, 60_000), '5000'),
  },
  (e) => ({
    freeShippingThresholds: {
      registered: e.FREE_SHIPPING_THRESHOLD_REGISTERED,
      guest: e.FREE_SHIPPING_THRESHOLD_GUEST,
    },
    recentlyViewed: {
      guestLimit: e.RECENTLY_VIEWED_LIMIT_GUEST,
      registeredLimit: e.RECENTLY_VIEWED_LIMIT_REGISTERED,
    },
    expressOptions: {
      cookie: e.EXPRESS_OPTIONS_COOKIE,
      guest: e.EXPRESS_OPTIONS_GUEST,
      registered: e.EXPRESS_OPTIONS_REGISTERED,
    },
    analytics: { tagManagerId: e.TAG_MANAGER_ID ?? null, tagManagerUrl: e.TAG_MANAGER_URL },
    fraud: {
      enabled: e.FRAUD_ENABLED,
      hostname: e.FRAUD_HOSTNAME ?? '',
      configTimeoutMs: e.FRAUD_CONFIG_TIMEOUT_MS,
      refreshMs: e.FRAUD_REFRESH_MS,
      collectorWaitMs: e.FRAUD_COLLECTOR_WAIT_MS,
      collectorPollMs: e.FRAUD_COLLECTOR_POLL_MS,
      locationTimeoutMs: e.FRAUD_LOCATION_TIMEOUT_MS,
    },
  }),
);
