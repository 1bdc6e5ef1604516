/**
 * Security headers of every page response (OWASP secure headers): a strict, nonce-based
 * Content-Security-Policy (https://csp.withgoogle.com/docs/strict-csp.html) and framing,
 * sniffing and referrer rules. The nonce is fresh per response and is handed to React's server
 * renderer (`nonce` option), which puts it on every script it emits; no HTML is rewritten.
 */
import type { WalletProviderPolicy } from './walletProvider';

const NONCE_BYTES = 16;
/** Random bytes drawn from the CSPRNG a batch at a time (as Node's own randomUUID does): one call
 * per 256 nonces instead of one each, which was 2 % of a page response's time. Each byte is used
 * once. */
const pool = new Uint8Array(NONCE_BYTES * 256);
let poolOffset = pool.length;

/** 128 bits from a CSPRNG, base64: a new one for every response. */
export function createNonce(): string {
  if (poolOffset === pool.length) {
    globalThis.crypto.getRandomValues(pool);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return btoa(String.fromCharCode(...bytes));
}

export interface CspOptions {
  nonce: string;
  /** A real wallet provider's needs (./walletProvider.ts); absent with the simulator. */
  walletProvider?: WalletProviderPolicy | null;
}

/**
 * Builds the Content-Security-Policy. 'strict-dynamic' lets the nonced entry module load its own
 * chunks (lazy modals, reviews) without listing hosts; 'unsafe-inline' and https: are ignored by
 * browsers that understand nonces and only serve as fallbacks for very old ones.
 */
export function buildCsp({ nonce, walletProvider }: CspOptions): string {
  const provider = walletProvider?.origins ?? [];
  const directives: [string, ...string[]][] = [
    [
      'script-src',
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...provider,
      "'unsafe-inline'",
      'https:',
    ],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

export function securityHeaders(
  nonce: string,
  walletProvider: WalletProviderPolicy | null = null,
): Record<string, string> {
  return {
    'Content-Security-Policy': buildCsp({ nonce, walletProvider }),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': walletProvider?.crossOriginOpenerPolicy ?? 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  };
}

/** HSTS for pages served over HTTPS (the same policy the shop API sends). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether a request reached us over HTTPS. Behind a TLS-terminating proxy only a trusted proxy's
 * X-Forwarded-Proto counts (TRUST_PROXY); anyone could send the header to a server reached directly.
 */
export function isHttpsRequest(
  url: string,
  forwardedProto: string | undefined,
  trustProxy: boolean,
): boolean {
  if (trustProxy && forwardedProto !== undefined) {
    return forwardedProto.split(',')[0]?.trim().toLowerCase() === 'https';
  }
  return url.startsWith('https:');
}
