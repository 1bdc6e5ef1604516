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
  /** Add-to-cart flows: messages, confirmation, purchase switches ([6]; see below). */
  purchaseFlows: PurchaseFlowsConfig;
}

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
});

export type ConfigEnv = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment. Empty strings count as unset. Throws ConfigError listing every problem. */
export function readServerConfig(env: ConfigEnv): ServerConfig {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
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
      purchaseFlows: readPurchaseFlowsConfig(env),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Purchase flows ([6]): the error catalogue's texts (spec 8), how an addition is confirmed, the
// purchase switches (spec 6), and where over-limit orders go. Read by its own schema so it stays
// one block.

export type CartConfirmation = 'toast' | 'drawer';

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
  CART_CONFIRMATION: z.enum(['toast', 'drawer']).default('toast'),
  ENABLE_PURCHASE_PDP_SHIP: bool.default(true),
  EGC_ENABLED: bool.default(true),
  EGC_DISABLED_MSG: z
    .string()
    .min(1)
    .default('eGift cards are not available right now. Please choose a gift card by mail.'),
  LIVE_CHAT_URL: z
    .string()
    .regex(/^(?:\/(?!\/)|https:\/\/)/, 'must be a path or an https URL')
    .default('/help/live-chat'),
  EGIFT_ORDER_PHONE: z
    .string()
    .regex(/^[0-9 ()+-]{7,20}$/)
    .default('1-800-555-0142'),
});

export function readPurchaseFlowsConfig(env: ConfigEnv): PurchaseFlowsConfig {
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
    cartConfirmation: e.CART_CONFIRMATION,
    purchaseEnabled: e.ENABLE_PURCHASE_PDP_SHIP,
    egiftEnabled: e.EGC_ENABLED,
    egiftDisabledMessage: e.EGC_DISABLED_MSG,
    liveChatUrl: e.LIVE_CHAT_URL,
    egiftOrderPhone: e.EGIFT_ORDER_PHONE,
  };
}

/** The defaults, as the server would read them from an empty environment. */
export const defaultServerConfig: ServerConfig = readServerConfig({});
export const defaultPublicConfig: PublicConfig = defaultServerConfig.public;

/** The public part, copied so nothing else of the server config can leak by reference. */
export function toPublicConfig(config: ServerConfig): PublicConfig {
  return structuredClone(config.public);
}
