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
    title: 'Storefront services (spec 6 and 9)',
    readBy: 'Read by `page/storefront/` (see "Storefront services" below).',
  },
  {
    FREE_SHIPPING_THRESHOLD_REGISTERED: {
      schema: withDefault(money, '24.99'),
      does: 'Spec 6/9: free-shipping cart threshold (dollars) for a signed-in shopper.',
      public: true,
    },

    FREE_SHIPPING_THRESHOLD_GUEST: {
      schema: withDefault(money, '49.99'),
      does: 'Spec 6/9: free-shipping cart threshold for a guest (and a remembered, not signed-in, shopper).',
      public: true,
    },

    RECENTLY_VIEWED_LIMIT_GUEST: {
      schema: withDefault(int(0, 50), '8'),
      does: 'Spec 4/9: recently-viewed list size for guests (`0` turns the list off).',
      public: true,
    },

    RECENTLY_VIEWED_LIMIT_REGISTERED: {
      schema: withDefault(int(0, 50), '8'),
      does: 'Spec 4/9: recently-viewed list size for signed-in shoppers (also synced to the server).',
      public: true,
    },

    EXPRESS_OPTIONS_COOKIE: {
      schema: withDefault(pattern(/^[A-Za-z0-9_-]{1,64}$/), 'expressOptions'),
      does: "Spec 6: cookie holding the shopper's express options, a Y/N triple `card:deviceWallet:accountWallet` (e.g. `Y:Y:N`).",
      public: true,
    },

    EXPRESS_OPTIONS_GUEST: {
      schema: withDefault(expressTriple, 'Y:Y:Y'),
      does: 'Spec 6: express options of a guest without the cookie.',
      public: true,
    },

    EXPRESS_OPTIONS_REGISTERED: {
      schema: withDefault(expressTriple, 'Y:Y:Y'),
      does: 'Spec 6: express options of a signed-in shopper without the cookie.',
      public: true,
    },

    TAG_MANAGER_ID: {
      schema: v.optional(pattern(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ and - only')),
      does: 'Tag-manager container id. Unset: no third-party script at all (events still go to `window.dataLayer`). Set: the tag manager loads lazily after the page is interactive, with the CSP nonce.',
      public: true,
    },

    TAG_MANAGER_URL: {
      schema: withDefault(url, 'https://www.googletagmanager.com/gtm.js'),
      does: "The tag manager's script (`?id=` is appended).",
      public: true,
    },

    FRAUD_ENABLED: {
      schema: withDefault(bool, 'true'),
      does: 'Fraud-detection session collection (spec 7/9) against `/cs/*` and `/session/{id}`.',
      public: true,
    },

    FRAUD_HOSTNAME: {
      schema: v.optional(pattern(/^[A-Za-z0-9.]+$/, 'letters, digits and dots only')),
      does: "Collector host (letters, digits and dots only). Unset: the page's own origin (the reference API's collector).",
      public: true,
      shownDefault: "the page's host",
    },

    FRAUD_CONFIG_TIMEOUT_MS: {
      schema: withDefault(int(100, 60_000), '3000'),
      does: 'Spec 9: time-out of `GET /cs/config`.',
      public: true,
    },

    FRAUD_REFRESH_MS: {
      schema: withDefault(int(10_000, 86_400_000), '900000'),
      does: 'Spec 9: collection re-runs this often (15 min).',
      public: true,
    },

    FRAUD_COLLECTOR_WAIT_MS: {
      schema: withDefault(int(0, 60_000), '2000'),
      does: 'Spec 9: how long to wait for the collector.',
      public: true,
    },

    FRAUD_COLLECTOR_POLL_MS: {
      schema: withDefault(int(1, 1000), '10'),
      does: 'Spec 9: polling interval while waiting.',
      public: true,
    },

    FRAUD_LOCATION_TIMEOUT_MS: {
      schema: withDefault(int(100, 60_000), '5000'),
      does: 'Spec 9: time-out of `POST /cs/location`.',
      public: true,
    },
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
