import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed preview links (docs/security.md, "Preview products"): an unpublished draft
 * (`GET /api/preview/product/v2/{id}`) is shown only with a token made with the shop's
 * PREVIEW_SECRET: `<expiry in Unix seconds>.<HMAC-SHA256 of the product id and the expiry,
 * base64url>`. Whoever holds the secret makes links (`npm run preview-link -- 10001`); a link
 * opens that product's draft, and nothing else, until it expires. Without a secret there are no
 * previews.
 */

/** The longest a link may live: a review cycle, not a standing backdoor. */
export const MAX_PREVIEW_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const DEFAULT_PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

/** What a token looks like (the page reads it from the address with this pattern). */
export const PREVIEW_TOKEN_PATTERN = /^\d{1,12}\.[A-Za-z0-9_-]{43}$/;

/** `preview-10001` and `10001` name the same draft. */
const draftId = (id: string) => id.replace(/^preview-/, '');

function mac(secret: string, id: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`cairnfield:preview|${draftId(id)}|${expires}`)
    .digest('base64url');
}

export function checkPreviewSecret(secret: string): string {
  if (secret.length < 32) throw new Error('PREVIEW_SECRET must be at least 32 characters long');
  return secret;
}

export function signPreviewToken(
  secret: string,
  productId: string,
  options: { now: Date; ttlMs?: number },
): string {
  const ttl = Math.min(options.ttlMs ?? DEFAULT_PREVIEW_TTL_MS, MAX_PREVIEW_TTL_MS);
  const expires = Math.floor((options.now.getTime() + ttl) / 1000);
  return `${expires}.${mac(secret, productId, expires)}`;
}

/** Whether `token` opens the draft `productId` at `now`. */
export function verifyPreviewToken(
  secret: string,
  productId: string,
  token: string | undefined,
  now: Date,
): boolean {
  if (token === undefined || !PREVIEW_TOKEN_PATTERN.test(token)) return false;
  const [expiresText = '', given = ''] = token.split('.');
  const expires = Number(expiresText);
  const left = expires * 1000 - now.getTime();
  if (left <= 0 || left > MAX_PREVIEW_TTL_MS) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(mac(secret, productId, expires)));
}
