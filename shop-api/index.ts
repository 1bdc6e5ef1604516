import path from 'node:path';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import type { ShopDatabase } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { openPostgres } from './db/pg.ts';
import { openPglite } from './db/pglite.ts';
import { createRepository } from './db/repository.ts';
import type { ShopRepository } from './db/repository.ts';
import { seed } from './db/seed.ts';
import type { AppEnv } from './http/env.ts';
import { DEFAULT_MAX_BODY_BYTES } from './middleware/bodyLimit.ts';
import type { FaultHook } from './middleware/idempotency.ts';
import { parseRateLimit, type RateLimit } from './middleware/cartRateLimit.ts';
import { errorForLog } from './http/logLine.ts';
import { checkPreviewSecret } from './services/previewToken.ts';
import { checkSessionSecret, newSessionSecret } from './services/session.ts';
import type { SignInThrottlePolicy } from './services/signInThrottle.ts';

export type { ShopRepository } from './db/repository.ts';

export interface ShopApiOptions {
  /** `postgres://...` for a PostgreSQL server. Default: `DATABASE_URL` unless `dataDir` is given. */
  databaseUrl?: string;
  /** PGlite data folder. Default: `SHOP_API_DATA_DIR`, else `.data/shop-db` under the current directory (git-ignored). */
  dataDir?: string;
  /** Write the demo catalogue on start (idempotent). Default: true. */
  seed?: boolean;
  /** Stock per SKU, applied after the seed (e.g. `{ '20001': 40 }`). Default: `SHOP_API_STOCK_LEVELS`. */
  stockLevels?: Record<string, number>;
  /** Clock, for tests. Default: the real time. */
  now?: () => Date;
  /** Origins besides this server's own allowed to send unsafe requests. Default: `SHOP_API_TRUSTED_ORIGINS`. */
  trustedOrigins?: string[];
  /** The public origin(s) the shop is reached at, besides its listening address. Default: `PUBLIC_ORIGIN`. */
  publicOrigins?: string[];
  /** Signs session cookies. Default: `SESSION_SECRET`, else a secret generated on first start
   * and kept in the database (so every instance on one database shares it). */
  sessionSecret?: string;
  /** Believe the proxy in front: the client's address in its `X-Forwarded-For` (limits per
   * address) and `X-Forwarded-Proto` (Secure cookies and HSTS behind HTTPS). Default:
   * `TRUST_PROXY=1`; embedded behind the page server, always (server/main.ts). */
  trustProxy?: boolean;
  /** Signs preview links (32+ characters; services/previewToken.ts). Default: `PREVIEW_SECRET`;
   * without one, drafts are never shown. */
  previewSecret?: string | null;
  /** New carts per client and window. Default: `SHOP_API_CART_RATE_LIMIT` ("60/600"). */
  cartRateLimit?: RateLimit;
  /** Anonymous carts untouched this long are deleted (on start, then hourly). Default: 30 days. */
  abandonedCartTtlMs?: number;
  /** Sign-in guessing limits. Default: services/signInThrottle.ts (10 per account, 100 per
   * address in 15 minutes). */
  signInThrottle?: SignInThrottlePolicy;
  /** Where one-line notices go (a client hanging up mid-request). Default: console.warn. */
  logNotice?: (line: string) => void;
  /** Fault injection, for tests only (see middleware/idempotency.ts). */
  faults?: FaultHook;
}

export interface ShopApi {
  app: Hono<AppEnv>;
  repo: ShopRepository;
  /** Which database backs this instance. */
  backend: 'pglite' | 'postgres';
  /** The largest request body it reads (a larger one is answered 413): a server in front of it
   * may refuse larger ones itself, before reading them. */
  maxBodyBytes: number;
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = path.join('.data', 'shop-db');

/** Anonymous carts nobody touched for 30 days (the cart cookie's lifetime) are deleted. */
export const ABANDONED_CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** Idempotency keys are kept a day: long enough for any retry, short enough to stay small. */
const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** `SHOP_API_STOCK_LEVELS="20001=40,20002=100"`. */
export function parseStockLevels(value: string | undefined): Record<string, number> {
  const levels: Record<string, number> = {};
  for (const entry of (value ?? '').split(',')) {
    if (!entry.trim()) continue;
    const match = /^\s*(\d{1,12})\s*=\s*(\d{1,9})\s*$/.exec(entry);
    if (!match?.[1] || !match[2])
      throw new Error(`SHOP_API_STOCK_LEVELS: cannot read "${entry}" (want sku=level)`);
    levels[match[1]] = Number(match[2]);
  }
  return levels;
}

/**
 * Which database: an explicit `databaseUrl`, else an explicit `dataDir` (PGlite, even when
 * DATABASE_URL is set, so a test asking for PGlite gets it), else DATABASE_URL, else PGlite in
 * SHOP_API_DATA_DIR or `.data/shop-db`.
 */
async function openDatabase(options: ShopApiOptions): Promise<ShopDatabase> {
  const url = options.databaseUrl ?? (options.dataDir ? undefined : process.env.DATABASE_URL);
  if (url) {
    if (!/^postgres(?:ql)?:\/\//.test(url)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return openPostgres(url);
  }
  return openPglite(options.dataDir ?? (process.env.SHOP_API_DATA_DIR || DEFAULT_DATA_DIR));
}

/**
 * Opens (and on first start creates and migrates) the database, seeds the demo catalogue, and
 * returns the Hono app. `npm start` mounts `app.fetch` for the shop's prefixes (SHOP_PREFIXES in
 * page/server/proxy.ts: /api/, /data/, /media/, /cs/, /session/).
 */
export async function createShopApi(options: ShopApiOptions = {}): Promise<ShopApi> {
  const now = options.now ?? (() => new Date());
  const database = await openDatabase(options);
  try {
    await migrate(database);
    const repo = createRepository(database);
    const stockLevels = options.stockLevels ?? parseStockLevels(process.env.SHOP_API_STOCK_LEVELS);
    if (options.seed ?? true) {
      await seed(repo, { now: now(), stockLevels });
    } else {
      // Without the seed, stock overrides still apply to whatever SKUs the database holds.
      for (const [skuId, level] of Object.entries(stockLevels)) {
        if (!(await repo.products.setStockLevel(skuId, level))) {
          throw new Error(`stockLevels: unknown SKU ${skuId}`);
        }
      }
    }
    const trustedOrigins =
      options.trustedOrigins ??
      (process.env.SHOP_API_TRUSTED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
    const configuredSecret = options.sessionSecret ?? (process.env.SESSION_SECRET || undefined);
    const sessionSecret = configuredSecret
      ? checkSessionSecret(configuredSecret)
      : await repo.accounts.sharedSecret('session', newSessionSecret, now());
    const cartRateLimit =
      options.cartRateLimit ?? parseRateLimit(process.env.SHOP_API_CART_RATE_LIMIT);
    const trustProxy =
      options.trustProxy ?? ['1', 'true', 'yes'].includes(process.env.TRUST_PROXY ?? '');
    const publicOrigins =
      options.publicOrigins ??
      (process.env.PUBLIC_ORIGIN ?? '')
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean);
    const previewSecret = options.previewSecret ?? (process.env.PREVIEW_SECRET || null);
    const app = createApp({
      repo,
      now,
      previewSecret: previewSecret !== null ? checkPreviewSecret(previewSecret) : null,
      trustedOrigins,
      publicOrigins,
      sessionSecret,
      trustProxy,
      ...(options.faults ? { faults: options.faults } : {}),
      ...(options.signInThrottle ? { signInThrottle: options.signInThrottle } : {}),
      ...(options.logNotice ? { logNotice: options.logNotice } : {}),
      ...(cartRateLimit ? { cartRateLimit } : {}),
    });
    const cartTtl = options.abandonedCartTtlMs ?? ABANDONED_CART_TTL_MS;
    const housekeeping = async () => {
      const at = now().getTime();
      await repo.orders.purgeAbandonedCarts(new Date(at - cartTtl));
      await repo.sessions.purgeUnused(new Date(at - cartTtl));
      await repo.rateLimits.purge(new Date(at - 24 * 60 * 60 * 1000));
      await repo.signIn.purge(new Date(at), new Date(at - 24 * 60 * 60 * 1000));
      await repo.idempotencyKeys.purge(new Date(at - IDEMPOTENCY_RETENTION_MS));
    };
    await housekeeping();
    const timer = setInterval(() => {
      housekeeping().catch((error: unknown) =>
        console.error(`[shop-api] housekeeping failed: ${errorForLog(error)}`),
      );
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
    let closed = false;
    return {
      app,
      repo,
      backend: database.backend,
      maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
      async close() {
        if (closed) return;
        closed = true;
        clearInterval(timer);
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
