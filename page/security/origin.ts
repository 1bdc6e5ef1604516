/**
 * Which origins the page server answers for, and whether a request that changes state came from
 * one of them. The Host header is never trusted: links, canonical URLs and structured data use
 * the configured public origin (PUBLIC_ORIGIN, default: the listening address), and a form post
 * is accepted only from that origin (Sec-Fetch-Site, else Origin).
 */

/** PUBLIC_ORIGIN when set, else the address the server listens on. */
export function resolvePublicOrigin(configured: string | null, listening: string): string {
  return (configured ?? listening).replace(/\/+$/, '');
}

/**
 * Not hono/csrf: it refuses a form post carrying neither header (no browser sends such a post
 * cross-site, while scripts and tools do) and answers a bare 'Forbidden', where the shopper needs
 * the form's own page saying what happened (the purchase form's and the sign-in form's).
 *
 * True for a request another site made the browser send. `same-origin` and `none` (typed or
 * bookmarked) pass; browsers without Sec-Fetch-Site send Origin on POST, which must be one of
 * `allowedOrigins`. Neither header: not a browser's cross-site request (no ambient cookies).
 */
export function isCrossSite(
  headers: { get(name: string): string | null },
  allowedOrigins: readonly string[],
): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null) return site !== 'same-origin' && site !== 'none';
  const origin = headers.get('origin');
  if (origin !== null) return !allowedOrigins.includes(origin);
  return false;
}
