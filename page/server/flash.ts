/**
 * A one-time, short-lived message from a POST to the GET it redirects to (post/redirect/get),
 * sealed into the cookie itself with AES-256-GCM: the page server stays stateless (any instance
 * can read it, see README "Scaling out"), nothing the shopper typed travels in a URL, and the
 * cookie can be neither read nor forged without the key. The GET clears the cookie after reading.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface FlashStoreOptions {
  /** How long a sealed value stays readable. @default 60 000 ms */
  ttlMs?: number;
  now?: () => number;
}

export interface FlashStore<T> {
  /** Seals `value` into a cookie-safe token (base64url). */
  put(value: T): string;
  /** The value, or null when the token is forged, damaged, sealed by another key or expired. */
  take(token: string): T | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

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
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = Buffer.from(JSON.stringify({ v: value, x: now() + ttlMs }), 'utf8');
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    take(token) {
      if (!/^[\w-]{40,6000}$/.test(token)) return null;
      try {
        const raw = Buffer.from(token, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        const { v, x } = JSON.parse(plain) as { v: T; x: number };
        return typeof x === 'number' && x > now() ? v : null;
      } catch {
        return null;
      }
    },
  };
}
