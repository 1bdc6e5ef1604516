import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.ts';

/** One year, the usual HSTS lifetime. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request came over HTTPS. Directly: the URL says so. Behind a TLS-terminating proxy
 * the URL is plain http, and only with `trustProxy` (TRUST_PROXY=1) is the proxy's
 * `X-Forwarded-Proto` believed; without it anyone could send that header. Over HTTPS, cookies
 * get `Secure` and every answer carries HSTS.
 */
export function requestScheme(options: { trustProxy?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const direct = new URL(c.req.url).protocol === 'https:';
    const forwarded =
      options.trustProxy === true &&
      c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
    const secure = direct || forwarded;
    c.set('secure', secure);
    await next();
    if (secure) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
