import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorKey } from '../domain/errors.ts';
import { ApiError, invalidInput } from '../http/errors.ts';
import type { IdempotencyRecord } from '../db/schema.ts';
import type { ShopRepository } from '../db/repository.ts';
import { CART_COOKIE, readVisitor } from '../services/visitor.ts';

/** A test's hook at a named point of a request; throwing there stands for a crash. */
export type FaultHook = (point: 'idempotency:before-record') => void | Promise<void>;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAY_HEADER = 'Idempotent-Replayed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A pending key older than this belongs to a request that died mid-way; it may be taken over. */
const STALE_PENDING_MS = 2 * 60_000;

/** The scope of a request with no cart cookie and no sign-in: the key alone tells them apart. */
export const ANONYMOUS_SCOPE = 'anonymous';

/**
 * How long after its first request a cookie-less answer may still hand its new cart cookie to a
 * cookie-less retry. A lost answer is retried within seconds (the page never retries a POST by
 * itself; this is for proxies and network stacks), so a minute is plenty for them and keeps a
 * leaked key useless soon after.
 */
export const ANONYMOUS_COOKIE_REPLAY_MS = 60_000;

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
 * Which shopper asks: the cart cookie and the demo sign-in, hashed so the scope column is an
 * identifier rather than the token itself. No cookie and no sign-in: the anonymous scope.
 */
export function idempotencyScope(sessionToken: string | null, profileId: string | null): string {
  if (sessionToken === null && profileId === null) return ANONYMOUS_SCOPE;
  return createHash('sha256')
    .update(`cart=${sessionToken ?? ''}\nprofile=${profileId ?? ''}`)
    .digest('hex');
}

/** The cart token a stored or fresh answer hands out in Set-Cookie, if any. */
function issuedCartToken(setCookies: readonly string[]): string | null {
  for (const cookie of setCookies) {
    const [pair = ''] = cookie.split(';');
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== CART_COOKIE) continue;
    const value = pair.slice(index + 1).trim();
    if (UUID.test(value)) return value;
  }
  return null;
}

/**
 * Add to cart and place order take an `Idempotency-Key` (a UUID per attempt). The first answer
 * under a key is stored; a retry with the same key and the same request gets that answer again
 * (with `Idempotent-Replayed: true`) instead of adding twice, while the same key on a different
 * request is refused with 422. Server errors (5xx) are not stored, so they can be retried.
 * Without the header the request runs normally.
 *
 * Answers are stored per shopper (`idempotencyScope`): a key is only ever looked up among the
 * requester's own answers, so learning somebody's key gets nobody their answer or their cookie.
 *
 * - Same key from another shopper: a new request under that shopper's own record, not a 422.
 *   Keys are random UUIDs picked by the client, so two honest shoppers never share one; a 422
 *   would tell a stranger that the key exists (and for which request), a new request tells them
 *   nothing and does to them only what any fresh key would.
 * - An answer that hands out a new cart cookie is also filed under the scope of that cookie, so
 *   a retry that already carries it (the headers arrived, the body did not) replays it too.
 * - Cookie-less requests share the anonymous scope, told apart by the key alone. That is what
 *   lets a brand-new shopper's first add, whose answer was lost, be retried without adding
 *   twice: the retry has no cookie either. But a cookie-less stranger holding the key looks the
 *   same, and the answer's Set-Cookie is the new cart itself. So an anonymous replay always has
 *   the status and body (no personal data in them: the add-to-cart summary, or a 404 for
 *   orders, which need a cookie or a sign-in), while its Set-Cookie is replayed only while the
 *   answer is younger than ANONYMOUS_COOKIE_REPLAY_MS and that cookie has never come back to
 *   the shop. Once it has come back, its shopper evidently got it, so a cookie-less request
 *   with the key is not their lost-answer retry; after the minute, no transport retry is. The
 *   one case left open is a stranger who has the key within that minute, before the shopper's
 *   cookie comes back: to the shop the two are the same request, as the key is the only thing
 *   a cookie-less client has. A page that wants no such window creates the cart session first
 *   (POST /api/identity/guest) so that every add carries the cookie.
 */
export function idempotency(deps: {
  repo: ShopRepository;
  now: () => Date;
  /** Fault injection for tests: called between the effects and the stored answer. */
  faults?: FaultHook;
}): MiddlewareHandler {
  /** Whether an anonymous replay may carry the stored Set-Cookie (see above). */
  const mayReplayCookieAnonymously = async (record: IdempotencyRecord): Promise<boolean> => {
    if (deps.now().getTime() - record.createdAt.getTime() > ANONYMOUS_COOKIE_REPLAY_MS) {
      return false;
    }
    const token = issuedCartToken(record.headers?.['set-cookie'] ?? []);
    if (token === null) return false;
    const session = await deps.repo.sessions.get(token);
    return session !== null && session.presentedAt === null;
  };

  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!UUID.test(key)) {
      throw invalidInput([
        { field: IDEMPOTENCY_HEADER, message: 'Idempotency-Key must be a UUID' },
      ]);
    }
    const visitor = readVisitor(c);
    const scope = idempotencyScope(visitor.sessionToken, visitor.profileId);
    const url = new URL(c.req.url);
    url.searchParams.delete('correlationId');
    url.searchParams.sort();
    const text = await c.req.text();
    const fingerprint = createHash('sha256')
      .update(`${c.req.method} ${url.pathname}?${url.searchParams.toString()}\n`)
      .update(bodyFingerprint(text))
      .digest('hex');

    // One transaction holds the claim, the use case's effects and the stored answer: a crash
    // anywhere before the commit leaves none of them, so a retry runs afresh and adds once;
    // after it, the retry finds the answer. (Services' own transactions join this one.) On
    // PostgreSQL a concurrent duplicate waits on the claim's row lock and then replays.
    const outcome = await deps.repo.transaction(async (repo) => {
      let claim = await repo.idempotencyKeys.claim(scope, key, fingerprint, deps.now());
      if (
        !claim.claimed &&
        claim.record.state === 'pending' &&
        deps.now().getTime() - claim.record.createdAt.getTime() > STALE_PENDING_MS
      ) {
        // A pending row only exists from before answers were stored in the effect's
        // transaction; such a request's effects cannot be told apart, so it is retried.
        await repo.idempotencyKeys.release(scope, key);
        claim = await repo.idempotencyKeys.claim(scope, key, fingerprint, deps.now());
      }
      if (!claim.claimed) return { kind: 'existing' as const, record: claim.record };

      await next();
      if (c.res.status >= 500) {
        // Not stored, so it can be retried; effects a failing handler committed stay, as before.
        await repo.idempotencyKeys.release(scope, key);
        return { kind: 'ran' as const };
      }
      const setCookies = c.res.headers.getSetCookie();
      const issued = issuedCartToken(setCookies);
      await deps.faults?.('idempotency:before-record');
      await repo.idempotencyKeys.complete(
        scope,
        key,
        {
          status: c.res.status,
          body: await c.res.clone().text(),
          headers: setCookies.length > 0 ? { 'set-cookie': setCookies } : {},
        },
        issued !== null && issued !== visitor.sessionToken
          ? idempotencyScope(issued, visitor.profileId)
          : null,
      );
      return { kind: 'ran' as const };
    });
    if (outcome.kind === 'ran') return;

    const { record } = outcome;
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
    const withCookie = scope !== ANONYMOUS_SCOPE || (await mayReplayCookieAnonymously(record));
    const headers: Record<string, string | string[]> = {
      'content-type': 'application/json; charset=UTF-8',
    };
    for (const [name, values] of Object.entries(record.headers ?? {})) {
      if (name === 'set-cookie' && !withCookie) continue;
      headers[name] = values;
    }
    headers[REPLAY_HEADER] = 'true';
    // Through the context, so the headers middleware set before (the correlation id) are kept.
    return c.body(record.body ?? '', record.status as ContentfulStatusCode, headers);
  };
}
