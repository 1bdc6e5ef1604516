import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { ShopRepository } from './db/repository.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/unavailable.ts';
import { DEFAULT_MESSAGE, ErrorKey } from './domain/errors.ts';
import type { AppEnv } from './http/env.ts';
import { abortNotices, isClientAbort, oncePerInterval } from './http/clientAbort.ts';
import { ApiError } from './http/errors.ts';
import { shopTelemetry } from './http/telemetry.ts';
import { requestLog } from '../telemetry/httpTelemetry.ts';
import { quietLogger, type Logger } from '../telemetry/logger.ts';
import { MEDIA_PREFIX } from './http/paths.ts';
import { limitBody } from './middleware/bodyLimit.ts';
import { cartCreationLimit, type RateLimit } from './middleware/cartRateLimit.ts';
import type { FaultHook } from './middleware/idempotency.ts';
import { correlationId } from './middleware/correlationId.ts';
import { crossSiteProtection } from './middleware/crossSite.ts';
import { requestScheme } from './middleware/scheme.ts';
import { sessionPresence } from './middleware/sessionPresence.ts';
import { signedSession } from './middleware/signedSession.ts';
import { backInStockRoutes } from './routes/backInStock.ts';
import { cartRoutes } from './routes/cart.ts';
import { fraudRoutes } from './routes/fraud.ts';
import { mediaRoutes } from './routes/media.ts';
import { orderRoutes } from './routes/orders.ts';
import { productRoutes } from './routes/product.ts';
import { profileRoutes } from './routes/profile.ts';
import { recentlyViewedRoutes } from './routes/recentlyViewed.ts';
import { reviewsRoutes } from './routes/reviews.ts';
import { signInRoutes } from './routes/signIn.ts';
import type { SignInThrottlePolicy } from './services/signInThrottle.ts';
import { storeRoutes } from './routes/stores.ts';
import { accountWalletRoutes } from './routes/accountWallet.ts';
import { deviceWalletRoutes } from './routes/deviceWallet.ts';
import { OPENAPI_PATH, openApiDocument } from './openapi/document.ts';
import { checkAnswers } from './openapi/describe.ts';

export interface AppOptions {
  repo: ShopRepository;
  now: () => Date;
  /** Origins allowed to send unsafe requests besides this server's own (a page served elsewhere). */
  trustedOrigins?: readonly string[];
  /** This shop's public origins (PUBLIC_ORIGIN); the listening address always counts too. */
  publicOrigins?: readonly string[];
  maxBodyBytes?: number;
  /** Signs the session cookie (32+ characters; index.ts reads or creates it). */
  sessionSecret: string;
  /** Believe X-Forwarded-Proto from the proxy in front (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** New carts per client and window. @default DEFAULT_CART_CREATION_LIMIT */
  cartRateLimit?: RateLimit;
  /** Sign-in guessing limits. @default DEFAULT_SIGN_IN_THROTTLE (services/signInThrottle.ts) */
  signInThrottle?: SignInThrottlePolicy;
  /**
   * Routes mounted only in development: the browsable API reference (openapi/reference.ts), which
   * `createShopApi({ apiReference: true })` loads. Never in production.
   */
  devRoutes?: Hono<AppEnv>;
  /** Signs preview links (services/previewToken.ts); without it no draft is shown. */
  previewSecret?: string | null;
  /** Fault injection for tests (middleware/idempotency.ts). */
  faults?: FaultHook;
  /** Where the shop logs: its requests, notices and errors (docs/operations.md). @default
   * warnings and errors on stdout (telemetry/logger.ts, quietLogger) */
  logger?: Logger;
  /**
   * /readyz: whether this shop should be sent requests (it is not draining; a shared
   * database that is down is no reason, shop-api/index.ts). @default always ready
   */
  readiness?: () => Promise<{ ready: true } | { ready: false; reason: string }>;
}

/** The shop's HTTP contract (its OpenAPI document: openapi/) as a Hono app; storage comes in through `repo`. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const deps = {
    repo: options.repo,
    now: options.now,
    ...(options.faults ? { faults: options.faults } : {}),
    newCarts: cartCreationLimit({
      repo: options.repo,
      now: options.now,
      ...(options.cartRateLimit ? { rateLimit: options.cartRateLimit } : {}),
      trustProxy: options.trustProxy ?? false,
    }),
  };
  // Errors go in as `err`, never printed whole: telemetry/logLine.ts masks a request's values.
  const logger = options.logger ?? quietLogger().child({ server: 'shop' });
  const hangUps = abortNotices({ logger });
  // Every request fails while the database is down: one record a minute says so, not one each.
  const databaseDown = oncePerInterval<{ method: string; route: string; err: Error }>({
    log: (fields) => logger.warn(fields, 'database unavailable, answering 503'),
  });
  const telemetry = shopTelemetry({ logger, trustProxy: options.trustProxy ?? false });

  // The API tests hold every answer to its route's OpenAPI description (openapi/describe.ts).
  if (process.env.SHOP_API_CHECK_ANSWERS === '1') app.use('*', checkAnswers());
  app.use('*', correlationId());
  // One log record, one duration observed, the outcome counters and (traces on) one span per
  // request, continuing the page's trace from its traceparent.
  app.use('*', telemetry.requests);
  app.get('/healthz', (c) => c.text('ok'));
  app.get('/readyz', async (c) => {
    const state = options.readiness ? await options.readiness() : { ready: true as const };
    c.header('Cache-Control', 'no-store');
    return state.ready ? c.text('ready') : c.text(`not ready: ${state.reason}`, 503);
  });
  app.use('*', requestScheme({ trustProxy: options.trustProxy ?? false }));
  app.use('*', async (c, next) => {
    await next();
    // Carts, orders and profiles are personal: no shared cache may keep them.
    if (!c.req.path.startsWith(MEDIA_PREFIX) && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'no-store');
    }
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.use(
    '*',
    crossSiteProtection({
      trustedOrigins: options.trustedOrigins ?? [],
      publicOrigins: options.publicOrigins ?? [],
    }),
  );
  app.use('*', limitBody(options.maxBodyBytes));
  app.use(
    '*',
    signedSession({
      secret: options.sessionSecret,
      sessions: options.repo.signIn,
      now: options.now,
    }),
  );
  app.use('*', sessionPresence(deps));
  // A known path with another method answers 405 with Allow, not a misleading 404.
  app.use(
    '*',
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        c.json(
          {
            errors: [
              {
                errorKey: ErrorKey.methodNotAllowed,
                message: `${c.req.method} is not allowed here; use ${methods.join(', ')}`,
              },
            ],
          },
          405,
          { Allow: methods.join(', ') },
        ),
    }),
  );

  app.route('/', productRoutes({ ...deps, previewSecret: options.previewSecret ?? null }));
  app.route('/', backInStockRoutes(deps));
  app.route('/', storeRoutes());
  app.route('/', reviewsRoutes(deps));
  app.route('/', mediaRoutes());
  app.route('/', profileRoutes(deps));
  app.route(
    '/',
    signInRoutes({
      ...deps,
      secret: options.sessionSecret,
      trustProxy: options.trustProxy ?? false,
      ...(options.signInThrottle ? { signInThrottle: options.signInThrottle } : {}),
    }),
  );
  app.route('/', recentlyViewedRoutes(deps));
  app.route('/', fraudRoutes(deps));
  app.route('/', cartRoutes(deps));
  // Wallets before orders: they own paths under /api/orders/ too.
  app.route('/', deviceWalletRoutes(deps));
  app.route('/', accountWalletRoutes(deps));
  app.route('/', orderRoutes(deps));

  // The contract, generated from the routes above on first request (openapi/document.ts).
  let document: Promise<unknown> | null = null;
  app.get(OPENAPI_PATH, async (c) => c.json(await (document ??= openApiDocument(app))));
  if (options.devRoutes) app.route('/', options.devRoutes);

  app.notFound((c) =>
    c.json(
      {
        errors: [
          { errorKey: ErrorKey.notFound, message: `No route for ${c.req.method} ${c.req.path}` },
        ],
      },
      404,
    ),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json(
        {
          errors: [
            {
              errorKey: status === 413 ? ErrorKey.payloadTooLarge : ErrorKey.default,
              message: error.message,
            },
          ],
        },
        status,
      );
    }
    if (isClientAbort(error, c.req.raw)) {
      // Nobody is there to read an answer; one line, rate-limited (http/clientAbort.ts).
      hangUps.note(c.req.method, telemetry.route(c));
      return c.body(null, 400);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is down or restarting. Say so, and when to try again.
      databaseDown({ method: c.req.method, route: telemetry.route(c), err: error });
      return c.json(
        {
          errors: [
            {
              errorKey: ErrorKey.serviceUnavailable,
              message: 'The shop is briefly unavailable. Please try again in a few seconds.',
            },
          ],
        },
        503,
        { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      );
    }
    requestLog(c, logger).error({ err: error }, 'unhandled error');
    return c.json({ errors: [{ errorKey: ErrorKey.default, message: DEFAULT_MESSAGE }] }, 500);
  });

  return app;
}
