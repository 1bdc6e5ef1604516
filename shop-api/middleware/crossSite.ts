import type { Context, MiddlewareHandler } from 'hono';
import { ErrorKey } from '../domain/errors.ts';
import { ApiError } from '../http/errors.ts';
import { CART_RESTORE_PATH } from '../http/paths.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads that change state all the same: `GET /api/cart/restore` takes back a partial add and
 * drops the express order, so a link on another site must not be able to run it.
 */
export const STATE_CHANGING_READS: readonly string[] = [CART_RESTORE_PATH];

/** The address this server listens on, from the socket (never from the Host header). */
function listeningOrigin(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { localAddress?: string; localPort?: number } } };
  const socket = env?.incoming?.socket;
  if (!socket?.localAddress || !socket.localPort) return null;
  const address = socket.localAddress.replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  const scheme = new URL(c.req.url).protocol;
  return `${scheme}//${host}:${socket.localPort}`;
}

/**
 * Refuses cross-site requests that change state: every unsafe method, and the reads in
 * STATE_CHANGING_READS. The cart cookie is SameSite=Lax, which already keeps it off cross-site
 * POSTs in current browsers (but not off top-level GET navigations); this is the second lock,
 * also for requests a cookie does not gate (a guest identity, a back-in-stock registration).
 *
 * Browsers tell us the relation in Sec-Fetch-Site: only `same-origin` and `none` (typed by the
 * user) pass. Browsers without it still send Origin on POST, which must then be one of the
 * configured origins: `publicOrigins` (PUBLIC_ORIGIN), `trustedOrigins`, or the address the
 * server listens on. The Host header is never the reference: a DNS-rebinding page would send a
 * matching Host and Origin. A request with neither header is not from a browser (curl, a server
 * calling server-side), so there is no ambient cookie to abuse and it passes.
 */
// Not hono/csrf: it checks only form-like content types (a JSON POST passes unchecked), accepts a
// trusted Origin even when Sec-Fetch-Site says cross-site, refuses requests that carry neither
// header (servers, curl), never checks a read, and answers a plain-text 403 outside errors[].
export function crossSiteProtection(
  options: {
    trustedOrigins?: readonly string[];
    publicOrigins?: readonly string[];
    stateChangingReads?: readonly string[];
  } = {},
) {
  const configured = new Set([...(options.trustedOrigins ?? []), ...(options.publicOrigins ?? [])]);
  const reads = new Set(options.stateChangingReads ?? STATE_CHANGING_READS);
  const refuse = () =>
    new ApiError(403, {
      errors: [
        {
          errorKey: ErrorKey.crossSite,
          message: 'Cross-site requests cannot change the cart or place orders',
        },
      ],
    });
  const handler: MiddlewareHandler = async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) || reads.has(c.req.path)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      if (site !== undefined) {
        if (site !== 'same-origin' && site !== 'none') throw refuse();
      } else if (origin !== undefined) {
        if (!configured.has(origin) && origin !== listeningOrigin(c)) throw refuse();
      }
    }
    await next();
  };
  return handler;
}
