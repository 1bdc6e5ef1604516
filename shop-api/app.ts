import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { ShopRepository } from './db/repository.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/unavailable.ts';
import { DEFAULT_MESSAGE, ErrorKey } from './domain/errors.ts';
import type { AppEnv } from './http/env.ts';
import { abortNotices, intervalLines, isClientAbort } from './http/clientAbort.ts';
import { ApiError } from './http/errors.ts';
import { errorForLog } from './http/logLine.ts';
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
  /** Signs preview links (services/previewToken.ts); without it no draft is shown. */
  previewSecret?: string | null;
  /** Fault injection for tests (middleware/idempotency.ts). */
  faults?: FaultHook;
  /** Where one-line notices go (a client hanging up mid-request). @default console.warn */
  logNotice?: (line: string) => void;
  /** Where unexpected errors are reported; they answer 500 with the generic key. */
  logError?: (
    error: unknown,
    context: { method: string; path: string; correlationId: string },
  ) => void;
}

/** The shop's HTTP contract (CONTRACT.md) as a Hono app; storage comes in through `repo`. */
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
  // Never the error object: a database error holds the request's values (http/logLine.ts).
  const logError =
    options.logError ??
    ((error, context) =>
      console.error(
        `[shop-api] ${context.method} ${context.path} (${context.correlationId}): ${errorForLog(error)}`,
      ));

  const notice = options.logNotice ?? ((line: string) => console.warn(line));
  const hangUps = abortNotices({ log: notice });
  // Every request fails while the database is down: one line a minute says so, not one each.
  const databaseDown = intervalLines({ log: notice });

  app.use('*', correlationId());
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
      hangUps.note(c.req.method, c.req.path);
      return c.body(null, 400);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is down or restarting. Say so, and when to try again.
      databaseDown(
        `[shop-api] database unavailable, answering 503: ${c.req.method} ${c.req.path} (${error.message})`,
      );
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
    logError(error, {
      method: c.req.method,
      path: c.req.path,
      correlationId: c.get('requestId'),
    });
    return c.json({ errors: [{ errorKey: ErrorKey.default, message: DEFAULT_MESSAGE }] }, 500);
  });

  return app;
}
