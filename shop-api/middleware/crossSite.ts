import type { MiddlewareHandler } from 'hono';
import { ErrorKey } from '../domain/errors.ts';
import { ApiError } from '../http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site requests with side effects. The cart cookie is SameSite=Lax, which already
 * keeps it off cross-site POSTs in current browsers; this is the second lock for older browsers
 * and for requests a cookie does not gate (a guest identity, a back-in-stock registration).
 *
 * Browsers tell us the relation in Sec-Fetch-Site: only `same-origin` and `none` (typed by the
 * user) pass. Browsers without it still send Origin on POST, which must then match this host or a
 * trusted origin. A request with neither header is not from a browser (curl, a server calling
 * server-side), so there is no ambient cookie to abuse and it passes.
 */
export function crossSiteProtection(options: { trustedOrigins?: readonly string[] } = {}) {
  const trusted = new Set(options.trustedOrigins ?? []);
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
    if (!SAFE_METHODS.has(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      if (site !== undefined) {
        if (site !== 'same-origin' && site !== 'none') throw refuse();
      } else if (origin !== undefined) {
        const own = new URL(c.req.url).origin;
        if (origin !== own && !trusted.has(origin)) throw refuse();
      }
    }
    await next();
  };
  return handler;
}
