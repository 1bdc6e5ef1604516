/**
 * The server's own settings (read by server/ and routes/) and how the page reaches the shop
 * (spec 7; read by server/shopAccess.ts, the browser's API client in client/main.tsx and the
 * product route). Composed with the other blocks by page/config/index.ts; page/CONFIG.md.
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
} from '../config/schema';
import * as v from 'valibot';
import { LOG_FORMATS, LOG_LEVELS } from '../../telemetry/levels';

export const serverConfig = configBlock(
  {
    PORT: withDefault(int(0, 65535), '3000'),
    HOST: withDefault(text(1, 253), '127.0.0.1'),
    PUBLIC_ORIGIN: v.optional(origin),
    PRODUCT_ROUTES: v.optional(productRoutes),
    TRUST_PROXY: withDefault(bool, 'false'),
    // Their defaults (10 s, 20 s) live with the rule that applies them: server/httpServer.ts.
    CLIENT_HEADERS_TIMEOUT_MS: v.optional(int(1_000, 600_000)),
    CLIENT_REQUEST_TIMEOUT_MS: v.optional(int(1_000, 600_000)),
    // Operations (docs/operations.md): logs, metrics, traces, draining.
    LOG_LEVEL: withDefault(v.picklist(LOG_LEVELS), 'info'),
    LOG_FORMAT: v.optional(v.picklist(LOG_FORMATS)),
    METRICS_PORT: v.optional(int(0, 65535)),
    METRICS_HOST: withDefault(text(1, 253), '127.0.0.1'),
    OTEL_EXPORTER_OTLP_ENDPOINT: v.optional(url),
    SHUTDOWN_DRAIN_MS: withDefault(int(0, 120_000), '5000'),
    SHUTDOWN_TIMEOUT_MS: withDefault(int(0, 600_000), '10000'),
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
    operations: {
      logLevel: e.LOG_LEVEL,
      logFormat: e.LOG_FORMAT ?? null,
      metricsPort: e.METRICS_PORT ?? null,
      metricsHost: e.METRICS_HOST,
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
      drainMs: e.SHUTDOWN_DRAIN_MS,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
  }),
);

export const shopAccessConfig = configBlock(
  {
    SHOP_API_ORIGIN: v.optional(origin),
    REVIEWS_ORIGIN: v.optional(origin),
    API_TIMEOUT_MS: withDefault(int(100, 120_000), '10000'),
    SERVER_API_TIMEOUT_MS: withDefault(int(100, 120_000), '5000'),
    SECONDARY_DATA_WAIT_MS: withDefault(int(0, 10_000), '400'),
    API_RETRIES: withDefault(int(0, 5), '2'),
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
