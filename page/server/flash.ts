/**
 * A short-lived message from a POST to the GET it redirects to (post/redirect/get), sealed into
 * the cookie itself with AES-256-GCM: the page server stays stateless (any instance can read it,
 * see README "Scaling out"), nothing the shopper typed travels in a URL, and the cookie can be
 * neither read nor forged without the key.
 *
 * Each seal has a receipt, a random name that the redirect's URL carries (`?posted=`), sealed
 * beside the value: the page shows the value only at the URL naming it. The GET does not clear the
 * cookie, so a page that never fully arrives (the instance serving it stopped mid-body, after its
 * headers) is reloaded with its outcome still there; the cookie's own minute bounds it, the next
 * post replaces it, and a plain visit to the page, or an older redirect's URL, shows nothing.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The query parameter of a post's redirect that names its sealed outcome. */
const RECEIPT_PARAM = 'posted';
/** 72 random bits as base64url: a name, not a secret (the sealed cookie is the secret). */
const RECEIPT_BYTES = 9;
const RECEIPT = /^[\w-]{12}$/;

export interface FlashStoreOptions {
  /** How long a sealed value stays readable. @default 60 000 ms */
  ttlMs?: number;
  now?: () => number;
}

/** One sealed value: the cookie's token, and the receipt its redirect's URL names. */
export interface Sealed {
  /** Cookie-safe (base64url). */
  token: string;
  /** Random, and says nothing of the value. */
  receipt: string;
}

export interface FlashStore<T> {
  /** Seals `value` with a new receipt. */
  put(value: T): Sealed;
  /**
   * The value sealed in `token` when `receipt` is the one it was sealed with; null when it is not
   * (or there is none), or the token is forged, damaged, sealed by another key or expired.
   */
  open(token: string, receipt: string | null): T | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Where a post redirects to: `path?posted=<receipt>#fragment`. */
export function withReceipt(path: string, receipt: string, fragment: string): string {
  return `${path}?${RECEIPT_PARAM}=${receipt}#${fragment}`;
}

/** The receipt a page's URL names, or null when it names none (or not one this server makes). */
export function receiptOf(url: URL): string | null {
  const receipt = url.searchParams.get(RECEIPT_PARAM);
  return receipt !== null && RECEIPT.test(receipt) ? receipt : null;
}

/**
 * `secret`: the same on every instance (SESSION_SECRET); without one, a random key per process
 * (a single instance, as in the demo).
 */
export function createFlashStore<T>(
  secret: string | null | undefined,
  options: FlashStoreOptions = {},
): FlashStore<T> {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const key = secret
    ? createHash('sha256').update(`cairnfield-purchase-flash:${secret}`).digest()
    : randomBytes(32);

  return {
    put(value) {
      const receipt = randomBytes(RECEIPT_BYTES).toString('base64url');
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = Buffer.from(JSON.stringify({ v: value, x: now() + ttlMs, r: receipt }), 'utf8');
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      const token = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
      return { token, receipt };
    },
    open(token, receipt) {
      // A visit naming no receipt (most of them, the cookie being sent to every product page for
      // its minute) opens nothing.
      if (receipt === null || !/^[\w-]{40,6000}$/.test(token)) return null;
      try {
        const raw = Buffer.from(token, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        const { v, x, r } = JSON.parse(plain) as { v: T; x: number; r: unknown };
        // Not a secret compared: the receipt is in the URL; what it opens needs the cookie too.
        return typeof x === 'number' && x > now() && r === receipt ? v : null;
      } catch {
        return null;
      }
    },
  };
}
