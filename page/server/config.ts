/**
 * The server's own settings (read by server/ and routes/) and how the page reaches the shop
 * (spec 7; read by server/shopAccess.ts, the browser's API client in client/main.tsx and the
 * product route), and how it is operated (logs, metrics, traces, draining: docs/operations.md).
 * Composed with the other blocks by page/config/index.ts; page/CONFIG.md.
 */
import {
  bool,
  configBlock,
  int,
  origin,
  productRoutes,
  text,
  url,
  withDefault,
} from '../configBlock';
import * as v from 'valibot';
import { LOG_FORMATS, LOG_LEVELS } from '../../telemetry/levels';

export const serverConfig = configBlock(
  { title: 'The server', readBy: 'Read by `page/server/` and `page/routes/`.' },
  {
    PORT: {
      schema: withDefault(int(0, 65535), '3000'),
      does: 'Port the page server listens on (`0`: any free port).',
    },

    HOST: { schema: withDefault(text(1, 253), '127.0.0.1'), does: 'Interface it listens on.' },

    PUBLIC_ORIGIN: {
      schema: v.optional(origin),
      does: 'Origin used in canonical, Open Graph and JSON-LD URLs (never the Host header).',
      shownDefault: 'the listening address',
    },

    PRODUCT_ROUTES: {
      schema: v.optional(productRoutes),
      does: 'JSON object slug → product id, e.g. `{"cairnfield-gift-card":"10001"}`. Replaces the defaults.',
      shownDefault: "the served catalogue's products (the demo catalogue, `shop-api/catalogue`)",
    },

    TRUST_PROXY: {
      schema: withDefault(bool, 'false'),
      does: "Behind a TLS-terminating proxy: believe `X-Forwarded-Proto`, mark cookies `Secure` and send HSTS on pages served over HTTPS; each shopper's address (the shop's limits per address) is the last `X-Forwarded-For` entry, the proxy's (`page/server/clientAddress.ts`).",
    },

    CLIENT_HEADERS_TIMEOUT_MS: {
      // Its default lives with the rule that applies it: server/httpServer.ts.
      schema: v.optional(int(1_000, 600_000)),
      does: "How long a client may take to send a request's line and headers (Node's `headersTimeout`); past it Node answers 408 and closes the connection. At most `CLIENT_REQUEST_TIMEOUT_MS`.",
      shownDefault: '`10000` (`server/httpServer.ts`)',
    },

    CLIENT_REQUEST_TIMEOUT_MS: {
      schema: v.optional(int(1_000, 600_000)),
      does: "How long a client may take to send a whole request, body included (Node's `requestTimeout`): a body sent a byte at a time is cut off with 408. Checked every second.",
      shownDefault: '`20000` (`server/httpServer.ts`)',
    },
  },
  (e, context) => ({
    port: e.PORT,
    host: e.HOST,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    productRoutes: e.PRODUCT_ROUTES ?? context.defaultProductRoutes ?? {},
    trustProxy: e.TRUST_PROXY,
    clientTimeouts: {
      headersMs: e.CLIENT_HEADERS_TIMEOUT_MS ?? null,
      requestMs: e.CLIENT_REQUEST_TIMEOUT_MS ?? null,
    },
  }),
);

export const shopAccessConfig = configBlock(
  {
    title: 'The shop it reaches (spec 7)',
    readBy:
      "Read by `page/server/shopAccess.ts` and `page/routes/`; the API time-out and the reviews origin also by the browser's API client (`page/client/main.tsx`).",
  },
  {
    SHOP_API_ORIGIN: {
      schema: v.optional(origin),
      does: "External shop origin, e.g. `http://127.0.0.1:4000`. Unset: the reference shop API is embedded (`createShopApi()`). Set: requests under `/api/`, `/data/`, `/media/`, `/cs/`, `/session/` are proxied there and the page's server-side calls go there.",
    },

    REVIEWS_ORIGIN: {
      schema: v.optional(origin),
      does: "Origin of the reviews service (`/data/*.json`). Unset: the browser uses the page's own origin.",
      public: true,
      shownDefault: 'the shop origin',
    },

    API_TIMEOUT_MS: {
      schema: withDefault(int(100, 120_000), '10000'),
      does: 'Browser-side time-out per shop call attempt.',
      public: true,
    },

    SERVER_API_TIMEOUT_MS: {
      schema: withDefault(int(100, 120_000), '5000'),
      does: 'Server-side time-out per attempt of the critical product call (then a 504 page).',
    },

    SECONDARY_DATA_WAIT_MS: {
      schema: withDefault(int(0, 10_000), '400'),
      does: 'How long the server waits for inventory and review statistics before streaming without them (the browser fetches them).',
    },

    API_RETRIES: {
      schema: withDefault(int(0, 5), '2'),
      does: 'Retries with exponential backoff (200 ms, 400 ms…) for idempotent GETs on the server.',
    },
  },
  (e) => ({
    server: {
      shopApiOrigin: e.SHOP_API_ORIGIN ?? null,
      serverApiTimeoutMs: e.SERVER_API_TIMEOUT_MS,
      secondaryDataWaitMs: e.SECONDARY_DATA_WAIT_MS,
      apiRetries: e.API_RETRIES,
    },
    public: { reviewsOrigin: e.REVIEWS_ORIGIN ?? null, apiTimeoutMs: e.API_TIMEOUT_MS },
  }),
);

export const operationsConfig = configBlock(
  {
    title: 'Operations: logs, metrics, traces, draining',
    readBy: 'Read by `server/main.ts`, `server/cluster.ts` and `telemetry/` (docs/operations.md).',
  },
  {
    LOG_LEVEL: {
      schema: withDefault(v.picklist(LOG_LEVELS), 'info'),
      does: 'Least severe log records written: `fatal`, `error`, `warn`, `info` (one record per request), `debug` (health checks too), `trace`, `silent`.',
    },

    LOG_FORMAT: {
      schema: v.optional(v.picklist(LOG_FORMATS)),
      does: '`json`: one JSON object per line on stdout (production); `pretty`: readable lines (pino-pretty, a development dependency).',
      shownDefault: '`pretty` under `NODE_ENV=development`, else `json`',
    },

    METRICS_PORT: {
      schema: v.optional(int(0, 65535)),
      does: "The operator's port for `GET /metrics` (Prometheus text; a cluster's workers summed by its primary). Unset: no metrics endpoint and nothing counted. Never served on `PORT`.",
    },

    METRICS_HOST: {
      schema: withDefault(text(1, 253), '127.0.0.1'),
      does: "Interface the metrics port listens on (loopback: only this machine's Prometheus reaches it; an internal address for one elsewhere).",
    },

    OTEL_EXPORTER_OTLP_ENDPOINT: {
      schema: v.optional(url),
      does: 'Traces on: spans go there over OTLP/HTTP (e.g. `http://collector:4318`; the other standard `OTEL_*` variables apply). Unset: no traces and no tracing code loaded.',
    },

    SHUTDOWN_DRAIN_MS: {
      schema: withDefault(int(0, 120_000), '5000'),
      does: 'After SIGTERM, `/readyz` answers 503 and answers close their connections; new requests are served for at most this long while the balancer takes the instance out (it stops sooner, once a second passes with none).',
    },

    SHUTDOWN_TIMEOUT_MS: {
      schema: withDefault(int(0, 600_000), '10000'),
      does: 'Then, with the port closed, how long the requests under way may take before the process exits anyway.',
    },
  },
  (e) => ({
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? null,
    metricsPort: e.METRICS_PORT ?? null,
    metricsHost: e.METRICS_HOST,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
    drainMs: e.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  }),
);
