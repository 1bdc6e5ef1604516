/**
 * The page's configuration: one typed module, read once on the server from the environment.
 *
 * - `readServerConfig(env)` takes the environment as an argument (it never touches `process`), so
 *   this module is safe to import from client code for its types and defaults.
 * - Only `PublicConfig` reaches the browser: the server copies it into the serialised page data
 *   (`toPublicConfig`). Nothing here is read through `import.meta.env` in client code.
 * - Where the spec gives two readings of a value, the first is the default and the other is
 *   documented next to it (and in page/CONFIG.md).
 */
import { z } from 'zod';
import { toastCopies, type ToastCopy } from './purchase/addedMessage';

/** The four demo products of the reference shop (slug → product id). */
export const DEFAULT_PRODUCT_ROUTES: Readonly<Record<string, string>> = {
  'cairnfield-gift-card': '10001',
  'cairnfield-bulk-gift-card': '10002',
  'cairnfield-egift-card': '10003',
  'cairnfield-summit-gift-card': '10004',
};

export const reviewsProviderKinds = ['default', 'third-party'] as const;
export type ReviewsProviderKind = (typeof reviewsProviderKinds)[number];

/** What the browser may know. Serialised into the page; never put secrets here. */
export interface PublicConfig {
  /** Delay before scrolling to the reviews for `?location=rating`. Spec 2: 500 ms, or 1000 ms. */
  scrollToReviewsDelayMs: number;
  /** Sections open at first (spec 4). */
  expand: { details: boolean; reviews: boolean; questions: boolean };
  /** Toast auto-hide. Spec 4/9: 5000 ms, or 8000 ms in the other reading. */
  toastDurationMs: number;
  /** Shipping restriction (spec 5): on by default for region 100086. */
  restriction: { enabled: boolean; regionIds: readonly string[]; message: string };
  /** Which reviews provider renders Reviews and Questions. */
  reviewsProvider: ReviewsProviderKind;
  /** The vendor's script, for the third-party reviews provider only. */
  reviewsScriptUrl: string | null;
  /**
   * Origin of the reviews service as seen from the browser. Empty string = the page's own origin
   * (the shop's /data/* routes are proxied or embedded there).
   */
  reviewsOrigin: string;
  /** Bulk gift card minimum when the product omits it. Spec 5: 51, or 1 in the other reading. */
  bulkGiftcardMinQuantity: number;
  /** eGift maximum recipients / quantity (spec 5: maxQtyRecipients, default 5). */
  maxEgiftRecipients: number;
  /** Browser-side API timeout. */
  apiTimeoutMs: number;
  /** Name of the cookie holding the shopper's region id (for the shipping restriction). */
  regionCookie: string;

  // Storefront services, spec 6 and 9: thresholds, timings, analytics, fraud.
  /** The cart calls. The purchase switches and the confirmation are in `purchaseFlows`, the
   * wallet flags in `wallets`. */
  purchase: {
    /** Spec 7: the /api/cartitem/... variant of the cart calls. @default false */
    cartItemEndpoints: boolean;
  };
  /** Spec 9 toast: 'default', or the other reading 'success' (title 'Success !', text 'has been added to your cart.'). */
  toastCopy: ToastCopy;
  /** Spec 6/9: free-shipping cart threshold by visitor kind, in dollars. */
  freeShippingThresholds: { registered: number; guest: number };
  /** Spec 4/9: recently-viewed list sizes. @default 8 and 8 */
  recentlyViewed: { guestLimit: number; registeredLimit: number };
  /** Spec 9 timings, in milliseconds (pixels for the lazy-load margin). The toast, the
   * scroll-to-reviews and the wallet error values are `toastDurationMs`, `scrollToReviewsDelayMs`
   * and `wallets.errorClearMs`. */
  timings: {
    quantityDebounceMs: number;
    tapToZoomMessageMs: number;
    chunkLoadTimeoutMs: number;
    lazyLoadMarginPx: number;
  };
  /** Spec 9: the chips' amounts (whole dollars) when configured; null = the product's own
   * `gcAmounts` (page/api/presetAmounts.ts has the rule). */
  presetAmounts: readonly number[] | null;
  /** Spec 6: express-checkout options by default, as Y/N triples card:deviceWallet:accountWallet. */
  expressOptions: { cookie: string; guest: string; registered: string };
  /** Analytics: a tag-manager container id loads its script lazily; null = no third-party script. */
  analytics: { tagManagerId: string | null; tagManagerUrl: string };
  /** Fraud collector SDK (spec 9). */
  fraud: {
    enabled: boolean;
    /** Collector host: letters, digits and dots only; '' = the page's own host. */
    hostname: string;
    configTimeoutMs: number;
    refreshMs: number;
    collectorWaitMs: number;
    collectorPollMs: number;
    locationTimeoutMs: number;
  };
  /** Express checkout wallets (spec 4 and 9). */
  wallets: WalletConfig;
  /** Add-to-cart flows: messages, confirmation, purchase switches (spec 6 and 8; see below). */
  purchaseFlows: PurchaseFlowsConfig;
}

export { toastCopies, type ToastCopy };
export const cartConfirmations = ['toast', 'drawer'] as const;
export type CartConfirmation = (typeof cartConfirmations)[number];

// --- Wallets (spec 4) ------------------------------------------------------------------------
export const walletSimulatorModes = ['on', 'off', 'auto'] as const;

export interface WalletConfig {
  /** The in-page wallet simulator stands in for both wallets (WALLET_SIMULATOR; auto = on unless
   * SHOP_API_ORIGIN points at a real shop). */
  simulator: boolean;
  /** Wallet flags for gift cards (spec 6): both default on. */
  deviceWalletEnabled: boolean;
  accountWalletEnabled: boolean;
  /** Device-wallet session time-out in minutes. Spec 4: 10, or 5 in the other reading. */
  sessionTimeoutMinutes: number;
  /** How long the alternate gateway stays on after its flag is set. Spec 4: 5 minutes. */
  alternateGatewayWindowMs: number;
  /** The wallet error clears after this delay. Spec 9: 10000 ms. */
  errorClearMs: number;
  /** The account wallet's SDK client id (real provider only; the simulator needs none). */
  accountWalletClientId: string | null;
}

/** The simulator and the provider's client id are the wallets' own settings; the wallet flags,
 * time-outs and the error delay are the storefront settings above (one key each). */
const walletEnv = {
  WALLET_SIMULATOR: z.enum(walletSimulatorModes).default('auto'),
  WALLET_ACCOUNT_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .optional(),
  /** Comma-separated https origins (a leading `*.` allowed) the real provider needs in the CSP. */
  WALLET_PROVIDER_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(
              /^https:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?$/,
              'each origin must be https://host or https://*.host',
            ),
        )
        .min(1),
    )
    .optional(),
};

function readWalletConfig(
  e: z.output<typeof envSchema>,
  shopApiOrigin: string | undefined,
): WalletConfig {
  return {
    simulator:
      e.WALLET_SIMULATOR === 'on' || (e.WALLET_SIMULATOR === 'auto' && shopApiOrigin === undefined),
    deviceWalletEnabled: e.ENABLE_DEVICE_WALLET_GC,
    accountWalletEnabled: e.ENABLE_ACCOUNT_WALLET_GC,
    sessionTimeoutMinutes: e.DEVICE_WALLET_SESSION_TIMEOUT_MIN,
    alternateGatewayWindowMs: e.ALTERNATE_GATEWAY_WINDOW_MIN * 60_000,
    errorClearMs: e.WALLET_ERROR_CLEAR_MS,
    accountWalletClientId: e.WALLET_ACCOUNT_CLIENT_ID ?? null,
  };
}
// --- end wallets -----------------------------------------------------------------------------

export interface ServerConfig {
  port: number;
  host: string;
  /** External shop origin. `null` = embed the reference shop API in this process. */
  shopApiOrigin: string | null;
  /** Reviews service origin for server-side calls; `null` = the shop origin. */
  reviewsOrigin: string | null;
  /** slug → product id. Defaults to the four demo products; `PRODUCT_ROUTES` (JSON) overrides. */
  productRoutes: Readonly<Record<string, string>>;
  /** Server-side API timeout for the critical product call. */
  serverApiTimeoutMs: number;
  /** How long the server waits for inventory and review statistics before streaming without them. */
  secondaryDataWaitMs: number;
  /** Retries (with backoff) for idempotent GETs. */
  apiRetries: number;
  /** Behind a TLS-terminating proxy (TRUST_PROXY=1): believe X-Forwarded-Proto, and send HSTS on
   * pages served over HTTPS. */
  trustProxy: boolean;
  /** The real account-wallet provider's origins for the CSP (WALLET_PROVIDER_ORIGINS; null = its
   * documented defaults). Used only when the simulator is off and a client id is set. */
  walletProviderOrigins: readonly string[] | null;
  /** Public origin used in canonical/Open Graph URLs; `null` = taken from the request. */
  publicOrigin: string | null;
  public: PublicConfig;
}

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const origin = z
  .string()
  .url()
  .transform((v) => v.replace(/\/+$/, ''));
const productRoutes = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'PRODUCT_ROUTES must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(
      z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'slugs are lower-case words joined by hyphens'),
      z.string().regex(/^[A-Za-z0-9_-]+$/),
    ),
  );

const money = z.coerce
  .number()
  .finite()
  .min(0)
  .max(100_000)
  .transform((v) => Math.round(v * 100) / 100);
const list = (min: number, max: number) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.coerce.number<string>().int().min(min).max(max)).min(1));
/** card:deviceWallet:accountWallet, each Y or N (spec 6). */
const expressTriple = z
  .string()
  .regex(/^[YNyn]:[YNyn]:[YNyn]$/, 'must be a Y/N triple like Y:Y:N')
  .transform((v) => v.toUpperCase());

/** Every environment variable the page reads, with its default. CONFIG.md mirrors this table. */
const envSchema = z.object({
  PORT: int(0, 65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  SHOP_API_ORIGIN: origin.optional(),
  REVIEWS_ORIGIN: origin.optional(),
  PUBLIC_ORIGIN: origin.optional(),
  PRODUCT_ROUTES: productRoutes.optional(),
  // Spec 2 gives two readings: 500 ms (default) and 1000 ms.
  SCROLL_TO_REVIEWS_DELAY_MS: int(0, 10_000).default(500),
  EXPAND_DETAILS: bool.default(true),
  EXPAND_REVIEWS: bool.default(false),
  EXPAND_QUESTIONS: bool.default(false),
  // Spec 4/9: 5000 ms (default) or 8000 ms.
  TOAST_DURATION_MS: int(1000, 60_000).default(5000),
  SHIPPING_RESTRICTION_ENABLED: bool.default(true),
  RESTRICTED_REGION_IDS: z
    .string()
    .default('100086')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  SHIPPING_RESTRICTION_MESSAGE: z
    .string()
    .min(1)
    .default('This item does not ship to your location'),
  REGION_COOKIE: z.string().min(1).default('regionId'),
  REVIEWS_PROVIDER: z.enum(reviewsProviderKinds).default('default'),
  REVIEWS_SCRIPT_URL: z.string().url().optional(),
  // Spec 5: 51 (default) or 1 in the other reading; the product's own value wins when present.
  BULK_GIFTCARD_MIN_QUANTITY: int(1, 999).default(51),
  MAX_EGIFT_RECIPIENTS: int(1, 50).default(5),
  API_TIMEOUT_MS: int(100, 120_000).default(10_000),
  SERVER_API_TIMEOUT_MS: int(100, 120_000).default(5000),
  SECONDARY_DATA_WAIT_MS: int(0, 10_000).default(400),
  API_RETRIES: int(0, 5).default(2),
  TRUST_PROXY: bool.default(false),

  // Storefront services: spec 6 and 9.
  ENABLE_PURCHASE_PDP_SHIP: bool.default(true),
  ENABLE_DEVICE_WALLET_GC: bool.default(true),
  ENABLE_ACCOUNT_WALLET_GC: bool.default(true),
  EGC_ENABLED: bool.default(true),
  EGC_DISABLED_MSG: z
    .string()
    .min(1)
    .max(200)
    .default('eGift cards are not available right now. Please choose a gift card by mail.'),
  CART_ITEM_ENDPOINTS: bool.default(false),
  CART_CONFIRMATION: z.enum(cartConfirmations).default('toast'),
  TOAST_COPY: z.enum(toastCopies).default('default'),
  FREE_SHIPPING_THRESHOLD_REGISTERED: money.default(24.99),
  FREE_SHIPPING_THRESHOLD_GUEST: money.default(49.99),
  RECENTLY_VIEWED_LIMIT_GUEST: int(0, 50).default(8),
  RECENTLY_VIEWED_LIMIT_REGISTERED: int(0, 50).default(8),
  QUANTITY_DEBOUNCE_MS: int(0, 10_000).default(500),
  TAP_TO_ZOOM_MESSAGE_MS: int(0, 60_000).default(3000),
  WALLET_ERROR_CLEAR_MS: int(0, 120_000).default(10_000),
  CHUNK_LOAD_TIMEOUT_MS: int(1000, 600_000).default(120_000),
  LAZY_LOAD_MARGIN_PX: int(0, 5000).default(0),
  PRESET_AMOUNTS: list(1, 1500).optional(),
  // Spec 4: 10 minutes (default) or 5 in the other reading.
  DEVICE_WALLET_SESSION_TIMEOUT_MIN: int(1, 120).default(10),
  ALTERNATE_GATEWAY_WINDOW_MIN: int(0, 120).default(5),
  EXPRESS_OPTIONS_COOKIE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('expressOptions'),
  EXPRESS_OPTIONS_GUEST: expressTriple.default('Y:Y:Y'),
  EXPRESS_OPTIONS_REGISTERED: expressTriple.default('Y:Y:Y'),
  TAG_MANAGER_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ and - only')
    .optional(),
  TAG_MANAGER_URL: z.string().url().default('https://www.googletagmanager.com/gtm.js'),
  FRAUD_ENABLED: bool.default(true),
  FRAUD_HOSTNAME: z
    .string()
    .regex(/^[A-Za-z0-9.]+$/, 'letters, digits and dots only')
    .optional(),
  FRAUD_CONFIG_TIMEOUT_MS: int(100, 60_000).default(3000),
  FRAUD_REFRESH_MS: int(10_000, 86_400_000).default(900_000),
  FRAUD_COLLECTOR_WAIT_MS: int(0, 60_000).default(2000),
  FRAUD_COLLECTOR_POLL_MS: int(1, 1000).default(10),
  FRAUD_LOCATION_TIMEOUT_MS: int(100, 60_000).default(5000),
  ...walletEnv,
});

export type ConfigEnv = Readonly<Record<string, string | undefined>>;

/** The variable naming a JSON configuration file (keys = the variable names below). */
export const CONFIG_FILE_VARIABLE = 'PAGE_CONFIG_FILE';

export interface ReadConfigOptions {
  /**
   * Reads the file named by PAGE_CONFIG_FILE (the server passes `fs.readFileSync(path, 'utf8')`).
   * Without it, setting PAGE_CONFIG_FILE is an error: this module never touches the file system
   * itself, so client code may import it.
   */
  readFile?: (path: string) => string;
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

export class ConfigError extends Error {
  override name = 'ConfigError';
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
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid page configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    shopApiOrigin: e.SHOP_API_ORIGIN ?? null,
    reviewsOrigin: e.REVIEWS_ORIGIN ?? null,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    productRoutes: e.PRODUCT_ROUTES ?? DEFAULT_PRODUCT_ROUTES,
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
      // The browser reaches the reviews service through the page's origin unless a separate one
      // is configured.
      reviewsOrigin: e.REVIEWS_ORIGIN ?? '',
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

// ---------------------------------------------------------------------------------------------
// Purchase flows (spec 6 and 8): the error catalogue's texts (spec 8), how an addition is confirmed, the
// purchase switches (spec 6), and where over-limit orders go. Read by its own schema so it stays
// one block.

export interface PurchaseFlowsConfig {
  /** Spec 8's two maps, laid over the shipped texts (purchase/errorCatalogue.ts). */
  errorMessages: Readonly<Record<string, string>>;
  messages: Readonly<Record<string, string>>;
  /** Spec 4: an addition is confirmed by a toast (default) or the cart drawer. */
  cartConfirmation: CartConfirmation;
  /** Spec 6 ENABLE_PURCHASE_PDP_SHIP: off hides buying. */
  purchaseEnabled: boolean;
  /** Spec 6: eGift cards can be switched off; the page then shows `egiftDisabledMessage`. */
  egiftEnabled: boolean;
  egiftDisabledMessage: string;
  /** Where gift card orders above the $10,000 limit go (spec 8 live-chat link). */
  liveChatUrl: string;
  /** The phone line for eGift orders above the limit (spec 8's eGift variant). */
  egiftOrderPhone: string;
}

const messageMap = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of key → text' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().regex(/^\w{1,80}$/), z.string().min(1).max(500)));

const purchaseFlowsEnvSchema = z.object({
  ERROR_MESSAGES: messageMap.optional(),
  MESSAGES: messageMap.optional(),
  LIVE_CHAT_URL: z
    .string()
    .regex(/^(?:\/(?!\/)|https:\/\/)/, 'must be a path or an https URL')
    .default('/help/live-chat'),
  EGIFT_ORDER_PHONE: z
    .string()
    .regex(/^[0-9 ()+-]{7,20}$/)
    .default('1-800-555-0142'),
});

/**
 * The flows' own settings, plus the purchase switches and the confirmation mode read once by the
 * storefront configuration above (one key each: ENABLE_PURCHASE_PDP_SHIP, EGC_ENABLED,
 * EGC_DISABLED_MSG, CART_CONFIRMATION).
 */
export function readPurchaseFlowsConfig(
  env: ConfigEnv,
  shared: Pick<
    z.output<typeof envSchema>,
    'CART_CONFIRMATION' | 'ENABLE_PURCHASE_PDP_SHIP' | 'EGC_ENABLED' | 'EGC_DISABLED_MSG'
  >,
): PurchaseFlowsConfig {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(purchaseFlowsEnvSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') cleaned[key] = value.trim();
  }
  const parsed = purchaseFlowsEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid page configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    errorMessages: e.ERROR_MESSAGES ?? {},
    messages: e.MESSAGES ?? {},
    cartConfirmation: shared.CART_CONFIRMATION,
    purchaseEnabled: shared.ENABLE_PURCHASE_PDP_SHIP,
    egiftEnabled: shared.EGC_ENABLED,
    egiftDisabledMessage: shared.EGC_DISABLED_MSG,
    liveChatUrl: e.LIVE_CHAT_URL,
    egiftOrderPhone: e.EGIFT_ORDER_PHONE,
  };
}

/** Every variable the page reads through this module (page/CONFIG.md documents each). */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(envSchema.shape),
  ...Object.keys(purchaseFlowsEnvSchema.shape),
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
