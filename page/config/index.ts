/**
 * The page's configuration, read once on the server from the environment (or PAGE_CONFIG_FILE).
 * One block per feature: the wallets (./wallets.ts), the purchase flows (./purchaseFlows.ts), the
 * shapes (./types.ts) and the value types (./schema.ts); this module composes them.
 *
 * - `readServerConfig(env)` takes the environment as an argument (it never touches `process`), so
 *   this module is safe to import from client code for its types and defaults.
 * - Only `PublicConfig` reaches the browser: the server copies it into the serialised page data
 *   (`toPublicConfig`). Nothing here is read through `import.meta.env` in client code.
 * - Where the spec gives two readings of a value, the first is the default and the other is
 *   documented next to it (and in page/CONFIG.md).
 */
import * as v from 'valibot';
import { readPurchaseFlowsConfig, purchaseFlowsEnvSchema } from './purchaseFlows';
import {
  bool,
  commaList,
  ConfigError,
  type ConfigEnv,
  expressTriple,
  int,
  list,
  money,
  origin,
  parseBlock,
  pattern,
  productRoutes,
  text,
  url,
  withDefault,
} from './schema';
import {
  cartConfirmations,
  type PublicConfig,
  reviewsProviderKinds,
  type ServerConfig,
  toastCopies,
} from './types';
import { readWalletConfig, walletEnv } from './wallets';

export * from './types';
export { ConfigError, type ConfigEnv } from './schema';
export { readPurchaseFlowsConfig } from './purchaseFlows';

/** Every environment variable the page reads, with its default. CONFIG.md mirrors this table. */
const envSchema = v.object({
  PORT: withDefault(int(0, 65535), '3000'),
  HOST: withDefault(text(1, 253), '127.0.0.1'),
  SHOP_API_ORIGIN: v.optional(origin),
  REVIEWS_ORIGIN: v.optional(origin),
  PUBLIC_ORIGIN: v.optional(origin),
  PRODUCT_ROUTES: v.optional(productRoutes),
  // Spec 2 gives two readings: 500 ms (default) and 1000 ms.
  SCROLL_TO_REVIEWS_DELAY_MS: withDefault(int(0, 10_000), '500'),
  EXPAND_DETAILS: withDefault(bool, 'true'),
  EXPAND_REVIEWS: withDefault(bool, 'false'),
  EXPAND_QUESTIONS: withDefault(bool, 'false'),
  // Spec 4/9: 5000 ms (default) or 8000 ms.
  TOAST_DURATION_MS: withDefault(int(1000, 60_000), '5000'),
  SHIPPING_RESTRICTION_ENABLED: withDefault(bool, 'true'),
  RESTRICTED_REGION_IDS: withDefault(commaList, '100086'),
  SHIPPING_RESTRICTION_MESSAGE: withDefault(text(), 'This item does not ship to your location'),
  REGION_COOKIE: withDefault(text(), 'regionId'),
  REVIEWS_PROVIDER: withDefault(v.picklist(reviewsProviderKinds), 'default'),
  REVIEWS_SCRIPT_URL: v.optional(url),
  // Spec 5: 51 (default) or 1 in the other reading; the product's own value wins when present.
  BULK_GIFTCARD_MIN_QUANTITY: withDefault(int(1, 999), '51'),
  MAX_EGIFT_RECIPIENTS: withDefault(int(1, 50), '5'),
  API_TIMEOUT_MS: withDefault(int(100, 120_000), '10000'),
  SERVER_API_TIMEOUT_MS: withDefault(int(100, 120_000), '5000'),
  SECONDARY_DATA_WAIT_MS: withDefault(int(0, 10_000), '400'),
  API_RETRIES: withDefault(int(0, 5), '2'),
  TRUST_PROXY: withDefault(bool, 'false'),

  // Storefront services: spec 6 and 9.
  ENABLE_PURCHASE_PDP_SHIP: withDefault(bool, 'true'),
  ENABLE_DEVICE_WALLET_GC: withDefault(bool, 'true'),
  ENABLE_ACCOUNT_WALLET_GC: withDefault(bool, 'true'),
  EGC_ENABLED: withDefault(bool, 'true'),
  EGC_DISABLED_MSG: withDefault(
    text(1, 200),
    'eGift cards are not available right now. Please choose a gift card by mail.',
  ),
  CART_ITEM_ENDPOINTS: withDefault(bool, 'false'),
  CART_CONFIRMATION: withDefault(v.picklist(cartConfirmations), 'toast'),
  TOAST_COPY: withDefault(v.picklist(toastCopies), 'default'),
  FREE_SHIPPING_THRESHOLD_REGISTERED: withDefault(money, '24.99'),
  FREE_SHIPPING_THRESHOLD_GUEST: withDefault(money, '49.99'),
  RECENTLY_VIEWED_LIMIT_GUEST: withDefault(int(0, 50), '8'),
  RECENTLY_VIEWED_LIMIT_REGISTERED: withDefault(int(0, 50), '8'),
  QUANTITY_DEBOUNCE_MS: withDefault(int(0, 10_000), '500'),
  TAP_TO_ZOOM_MESSAGE_MS: withDefault(int(0, 60_000), '3000'),
  WALLET_ERROR_CLEAR_MS: withDefault(int(0, 120_000), '10000'),
  CHUNK_LOAD_TIMEOUT_MS: withDefault(int(1000, 600_000), '120000'),
  LAZY_LOAD_MARGIN_PX: withDefault(int(0, 5000), '0'),
  PRESET_AMOUNTS: v.optional(list(1, 1500)),
  // Spec 4: 10 minutes (default) or 5 in the other reading.
  DEVICE_WALLET_SESSION_TIMEOUT_MIN: withDefault(int(1, 120), '10'),
  ALTERNATE_GATEWAY_WINDOW_MIN: withDefault(int(0, 120), '5'),
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
  ...walletEnv,
});

/** The variable naming a JSON configuration file (keys = the variable names below). */
export const CONFIG_FILE_VARIABLE = 'PAGE_CONFIG_FILE';

export interface ReadConfigOptions {
  /**
   * Reads the file named by PAGE_CONFIG_FILE (the server passes `fs.readFileSync(path, 'utf8')`).
   * Without it, setting PAGE_CONFIG_FILE is an error: this module never touches the file system
   * itself, so client code may import it.
   */
  readFile?: (path: string) => string;
  /**
   * The routes when PRODUCT_ROUTES is unset: the composition root passes the catalogue it serves
   * (server/main.ts: the demo catalogue's, shop-api/catalog). Without it, no product route.
   */
  defaultProductRoutes?: Readonly<Record<string, string>>;
}

/** A JSON file's values as environment strings: lists join with commas, objects become JSON. */
function fileToEnv(path: string, text: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `Invalid page configuration:\n  ${CONFIG_FILE_VARIABLE}: ${path} is not JSON (${(error as Error).message})`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(
      `Invalid page configuration:\n  ${CONFIG_FILE_VARIABLE}: ${path} must hold a JSON object`,
    );
  }
  const known = new Set(CONFIG_VARIABLES.filter((key) => key !== CONFIG_FILE_VARIABLE));
  const out: Record<string, string> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (!known.has(key)) {
      problems.push(`${key}: unknown setting in ${path}`);
    } else if (typeof value === 'string') {
      out[key] = value;
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      out[key] = String(value);
    } else if (Array.isArray(value)) {
      out[key] = value.map(String).join(',');
    } else if (value !== null && typeof value === 'object') {
      out[key] = JSON.stringify(value);
    } else {
      problems.push(`${key}: null is not a value (leave the key out for the default)`);
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid page configuration:\n  ${problems.join('\n  ')}`);
  }
  return out;
}

/**
 * Parses the environment, over the JSON file named by PAGE_CONFIG_FILE when there is one (the
 * environment wins). Empty strings count as unset. Throws ConfigError listing every problem, each
 * named by its variable.
 */
export function readServerConfig(env: ConfigEnv, options: ReadConfigOptions = {}): ServerConfig {
  const cleaned: Record<string, string> = {};
  const file = env[CONFIG_FILE_VARIABLE]?.trim();
  if (file) {
    if (!options.readFile) {
      throw new ConfigError(
        `Invalid page configuration:\n  ${CONFIG_FILE_VARIABLE}: files are read only by the server`,
      );
    }
    let text: string;
    try {
      text = options.readFile(file);
    } catch (error) {
      throw new ConfigError(
        `Invalid page configuration:\n  ${CONFIG_FILE_VARIABLE}: cannot read ${file} (${(error as Error).message})`,
      );
    }
    for (const [key, value] of Object.entries(fileToEnv(file, text))) {
      if (value.trim() !== '') cleaned[key] = value.trim();
    }
  }
  for (const key of CONFIG_VARIABLES) {
    if (key === CONFIG_FILE_VARIABLE) continue;
    const value = env[key];
    if (value !== undefined && value.trim() !== '') cleaned[key] = value.trim();
  }
  const e = parseBlock(envSchema, cleaned);
  return {
    port: e.PORT,
    host: e.HOST,
    shopApiOrigin: e.SHOP_API_ORIGIN ?? null,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    productRoutes: e.PRODUCT_ROUTES ?? options.defaultProductRoutes ?? {},
    serverApiTimeoutMs: e.SERVER_API_TIMEOUT_MS,
    secondaryDataWaitMs: e.SECONDARY_DATA_WAIT_MS,
    apiRetries: e.API_RETRIES,
    trustProxy: e.TRUST_PROXY,
    walletProviderOrigins: e.WALLET_PROVIDER_ORIGINS ?? null,
    public: {
      scrollToReviewsDelayMs: e.SCROLL_TO_REVIEWS_DELAY_MS,
      expand: {
        details: e.EXPAND_DETAILS,
        reviews: e.EXPAND_REVIEWS,
        questions: e.EXPAND_QUESTIONS,
      },
      toastDurationMs: e.TOAST_DURATION_MS,
      restriction: {
        enabled: e.SHIPPING_RESTRICTION_ENABLED,
        regionIds: e.RESTRICTED_REGION_IDS,
        message: e.SHIPPING_RESTRICTION_MESSAGE,
      },
      reviewsProvider: e.REVIEWS_PROVIDER,
      reviewsScriptUrl: e.REVIEWS_SCRIPT_URL ?? null,
      reviewsOrigin: e.REVIEWS_ORIGIN ?? null,
      bulkGiftcardMinQuantity: e.BULK_GIFTCARD_MIN_QUANTITY,
      maxEgiftRecipients: e.MAX_EGIFT_RECIPIENTS,
      apiTimeoutMs: e.API_TIMEOUT_MS,
      regionCookie: e.REGION_COOKIE,
      purchase: { cartItemEndpoints: e.CART_ITEM_ENDPOINTS },
      toastCopy: e.TOAST_COPY,
      freeShippingThresholds: {
        registered: e.FREE_SHIPPING_THRESHOLD_REGISTERED,
        guest: e.FREE_SHIPPING_THRESHOLD_GUEST,
      },
      recentlyViewed: {
        guestLimit: e.RECENTLY_VIEWED_LIMIT_GUEST,
        registeredLimit: e.RECENTLY_VIEWED_LIMIT_REGISTERED,
      },
      timings: {
        quantityDebounceMs: e.QUANTITY_DEBOUNCE_MS,
        tapToZoomMessageMs: e.TAP_TO_ZOOM_MESSAGE_MS,
        chunkLoadTimeoutMs: e.CHUNK_LOAD_TIMEOUT_MS,
        lazyLoadMarginPx: e.LAZY_LOAD_MARGIN_PX,
      },
      presetAmounts: e.PRESET_AMOUNTS ? [...new Set(e.PRESET_AMOUNTS)].sort((a, b) => a - b) : null,
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
      wallets: readWalletConfig(e, e.SHOP_API_ORIGIN),
      purchaseFlows: readPurchaseFlowsConfig(cleaned, e),
    },
  };
}

/** Every variable the page reads through this module (page/CONFIG.md documents each). */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(envSchema.entries),
  ...Object.keys(purchaseFlowsEnvSchema.entries),
  CONFIG_FILE_VARIABLE,
];

/** The defaults, as the server would read them from an empty environment. */
export const defaultServerConfig: ServerConfig = readServerConfig({});
export const defaultPublicConfig: PublicConfig = defaultServerConfig.public;

const publicCopies = new WeakMap<ServerConfig, PublicConfig>();

/**
 * The public part, copied so nothing else of the server config can leak by reference. One frozen
 * copy per server config (made once, not per request): every page shares it read-only.
 */
export function toPublicConfig(config: ServerConfig): PublicConfig {
  let copy = publicCopies.get(config);
  if (!copy) {
    copy = deepFreeze(structuredClone(config.public));
    publicCopies.set(config, copy);
  }
  return copy;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
