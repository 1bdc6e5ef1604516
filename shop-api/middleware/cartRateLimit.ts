import type { MiddlewareHandler } from 'hono';
import type { ShopRepository } from '../db/repository.ts';
import { ErrorKey } from '../domain/errors.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { ApiError } from '../http/errors.ts';
import { readVisitor } from '../services/visitor.ts';

export interface RateLimit {
  /** Requests per window and client. */
  limit: number;
  windowMs: number;
}

/** 60 new carts per client per 10 minutes: far above any shopper, far below a flood. */
export const DEFAULT_CART_CREATION_LIMIT: RateLimit = { limit: 60, windowMs: 10 * 60_000 };

/** `SHOP_API_CART_RATE_LIMIT="60/600"`: requests per window of seconds. */
export function parseRateLimit(value: string | undefined): RateLimit | undefined {
  if (!value) return undefined;
  const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,7})\s*$/.exec(value);
  if (!match?.[1] || !match[2] || Number(match[2]) === 0) {
    throw new Error(`SHOP_API_CART_RATE_LIMIT: cannot read "${value}" (want requests/seconds)`);
  }
  return { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

/**
 * Limits how many carts one client may start: a request without a cart cookie, or with one that
 * names no known cart session (a made-up token would start a new cart just the same), counts
 * against a fixed window per client address, kept in the database so every instance shares it.
 * Above the limit: 429 with Retry-After, nothing stored. Shoppers whose cart cookie names a
 * session the shop issued are never limited here.
 */
export function cartCreationLimit(deps: {
  repo: ShopRepository;
  now: () => Date;
  rateLimit?: RateLimit;
  trustProxy?: boolean;
}): MiddlewareHandler {
  const { limit, windowMs } = deps.rateLimit ?? DEFAULT_CART_CREATION_LIMIT;
  return async (c, next) => {
    const { sessionToken } = readVisitor(c);
    if (sessionToken !== null && (await deps.repo.sessions.get(sessionToken)) !== null) {
      return next();
    }
    const now = deps.now().getTime();
    const windowStart = now - (now % windowMs);
    const bucket = `new-cart:${clientAddress(c, deps.trustProxy ?? false)}`;
    const hits = await deps.repo.rateLimits.hit(bucket, new Date(windowStart));
    if (hits > limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
      throw new ApiError(
        429,
        {
          errors: [
            {
              errorKey: ErrorKey.tooManyRequests,
              message: `Too many new carts from this address. Please try again in ${retryAfter} seconds.`,
            },
          ],
        },
        { 'Retry-After': String(retryAfter) },
      );
    }
    return next();
  };
}
