import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ErrorKey } from '../domain/errors.ts';
import { ApiError, invalidInput } from '../http/errors.ts';
import type { ShopRepository } from '../db/repository.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAY_HEADER = 'Idempotent-Replayed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A pending key older than this belongs to a request that died mid-way; it may be taken over. */
const STALE_PENDING_MS = 2 * 60_000;

/** JSON with sorted keys, so the same body serialised in another key order matches. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function bodyFingerprint(text: string): string {
  try {
    return canonical(JSON.parse(text));
  } catch {
    return text;
  }
}

/**
 * Add to cart and place order take an `Idempotency-Key` (a UUID per attempt). The first answer
 * under a key is stored; a retry with the same key and the same request gets that answer again
 * (with `Idempotent-Replayed: true`) instead of adding twice, while the same key on a different
 * request is refused with 422. Server errors (5xx) are not stored, so they can be retried.
 * Without the header the request runs normally.
 */
export function idempotency(deps: { repo: ShopRepository; now: () => Date }): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!UUID.test(key)) {
      throw invalidInput([
        { field: IDEMPOTENCY_HEADER, message: 'Idempotency-Key must be a UUID' },
      ]);
    }
    const url = new URL(c.req.url);
    url.searchParams.delete('correlationId');
    url.searchParams.sort();
    const text = await c.req.text();
    const fingerprint = createHash('sha256')
      .update(`${c.req.method} ${url.pathname}?${url.searchParams.toString()}\n`)
      .update(bodyFingerprint(text))
      .digest('hex');

    let claim = await deps.repo.claimIdempotencyKey(key, fingerprint, deps.now());
    if (
      !claim.claimed &&
      claim.record.state === 'pending' &&
      deps.now().getTime() - claim.record.createdAt.getTime() > STALE_PENDING_MS
    ) {
      await deps.repo.releaseIdempotencyKey(key);
      claim = await deps.repo.claimIdempotencyKey(key, fingerprint, deps.now());
    }
    if (!claim.claimed) {
      const { record } = claim;
      if (record.fingerprint !== fingerprint) {
        throw new ApiError(422, {
          errors: [
            {
              errorKey: ErrorKey.idempotencyReused,
              field: IDEMPOTENCY_HEADER,
              message: 'This Idempotency-Key was already used for a different request',
            },
          ],
        });
      }
      if (record.state === 'pending' || record.status === null) {
        throw new ApiError(409, {
          errors: [
            {
              errorKey: ErrorKey.idempotencyInProgress,
              field: IDEMPOTENCY_HEADER,
              message: 'A request with this Idempotency-Key is still being processed',
            },
          ],
        });
      }
      const headers = new Headers({ 'content-type': 'application/json; charset=UTF-8' });
      for (const [name, values] of Object.entries(record.headers ?? {})) {
        for (const value of values) headers.append(name, value);
      }
      headers.set(REPLAY_HEADER, 'true');
      return new Response(record.body, { status: record.status, headers });
    }

    try {
      await next();
    } catch (error) {
      await deps.repo.releaseIdempotencyKey(key);
      throw error;
    }
    if (c.res.status >= 500) {
      await deps.repo.releaseIdempotencyKey(key);
      return;
    }
    const setCookies = c.res.headers.getSetCookie();
    await deps.repo.completeIdempotencyKey(key, {
      status: c.res.status,
      body: await c.res.clone().text(),
      headers: setCookies.length > 0 ? { 'set-cookie': setCookies } : {},
    });
  };
}
