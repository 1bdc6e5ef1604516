import type { LogFormat, LogLevel } from '../../telemetry/levels';
/** The page configuration's shapes: what the server holds and what reaches the browser. */
import type { ToastCopy } from '../purchase/addedMessage';

export { toastCopies, type ToastCopy } from '../purchase/addedMessage';

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
   * Origin of the reviews service, for the browser and the server alike. `null` = the shop's
   * (the browser reaches it through the page's own origin, where /data/* is proxied or embedded).
   */
  reviewsOrigin: string | null;
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

export interface OperationsConfig {
  /** LOG_LEVEL (pino's levels). */
  logLevel: LogLevel;
  /** LOG_FORMAT; null: pretty in development (NODE_ENV), JSON otherwise. */
  logFormat: LogFormat | null;
  /** METRICS_PORT: the operator's port for /metrics; null: no metrics endpoint. */
  metricsPort: number | null;
  /** METRICS_HOST: the interface the metrics port listens on. */
  metricsHost: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: traces are exported there; null: no traces. */
  otlpEndpoint: string | null;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long new requests are still served at most while the
   * balancer takes the instance out (it stops sooner once a second passes with none). */
  drainMs: number;
  /** SHUTDOWN_TIMEOUT_MS: then how long the requests under way may take before the exit. */
  shutdownTimeoutMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** External shop origin. `null` = embed the reference shop API in this process. */
  shopApiOrigin: string | null;
  /** slug → product id: `PRODUCT_ROUTES` (JSON), else the served catalogue's (ReadConfigOptions). */
  productRoutes: Readonly<Record<string, string>>;
  /** Server-side API timeout for the critical product call. */
  serverApiTimeoutMs: number;
  /** How long the server waits for inventory and review statistics before streaming without them. */
  secondaryDataWaitMs: number;
  /** Retries (with backoff) for GETs; 0 also stops the one repeat of a keyed write (api/http.ts). */
  apiRetries: number;
  /** Behind a TLS-terminating proxy (TRUST_PROXY=1): believe X-Forwarded-Proto, and send HSTS on
   * pages served over HTTPS. */
  trustProxy: boolean;
  /** How long a client may take to send its headers and its whole request (CLIENT_HEADERS_TIMEOUT_MS,
   * CLIENT_REQUEST_TIMEOUT_MS); null: server/httpServer.ts's defaults. */
  clientTimeouts: { headersMs: number | null; requestMs: number | null };
  /** The real account-wallet provider's origins for the CSP (WALLET_PROVIDER_ORIGINS; null = its
   * documented defaults). Used only when the simulator is off and a client id is set. */
  walletProviderOrigins: readonly string[] | null;
  /** Public origin used in canonical/Open Graph URLs; `null` = taken from the request. */
  publicOrigin: string | null;
  /** Logs, metrics, traces, readiness and draining (docs/operations.md). */
  operations: OperationsConfig;
  public: PublicConfig;
}

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
