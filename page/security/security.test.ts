// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildCsp, createNonce, securityHeaders } from './headers';
import { DEFAULT_ACCOUNT_WALLET_ORIGINS, walletProviderPolicy } from './walletProvider';
import { serializeForScript } from './serialize';

describe('createNonce', () => {
  it('should be fresh for every call: 128 bits, base64', () => {
    // More than one batch of the random pool, so its refill is crossed too.
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('buildCsp', () => {
  const csp = buildCsp({ nonce: 'abc123' });
  it("should have a nonce-based script-src with 'strict-dynamic'", () => {
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
  });
  it('should forbid objects, base and framing', () => {
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('securityHeaders', () => {
  it('should set the CSP, framing, sniffing and referrer headers', () => {
    const headers = securityHeaders('n1');
    expect(headers['Content-Security-Policy']).toContain("'nonce-n1'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
  it('should never let two responses share a nonce', () => {
    const a = securityHeaders(createNonce())['Content-Security-Policy'];
    const b = securityHeaders(createNonce())['Content-Security-Policy'];
    expect(a).not.toBe(b);
  });
});

describe('walletProviderPolicy', () => {
  const real = { simulator: false, accountWalletEnabled: true, accountWalletClientId: 'sb-1' };
  it('should give the documented provider origins and the popup opener policy for a real provider', () => {
    expect(walletProviderPolicy(real)).toEqual({
      origins: DEFAULT_ACCOUNT_WALLET_ORIGINS,
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
    });
    expect(walletProviderPolicy(real, ['https://www.sandbox.paypal.com'])?.origins).toEqual([
      'https://www.sandbox.paypal.com',
    ]);
  });
  it('should give nothing with the simulator, without a client id or with the wallet off', () => {
    expect(walletProviderPolicy({ ...real, simulator: true })).toBeNull();
    expect(walletProviderPolicy({ ...real, accountWalletClientId: null })).toBeNull();
    expect(walletProviderPolicy({ ...real, accountWalletEnabled: false })).toBeNull();
  });
  it('should put the origins in script-src and relax only the opener policy', () => {
    const headers = securityHeaders('n1', walletProviderPolicy(real));
    expect(headers['Content-Security-Policy']).toContain(
      "script-src 'nonce-n1' 'strict-dynamic' https://www.paypal.com https://*.paypal.com",
    );
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(securityHeaders('n1')['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(securityHeaders('n1')['Content-Security-Policy']).not.toContain('paypal');
  });
});

describe('serializeForScript', () => {
  it('should escape <, >, &, U+2028 and U+2029', () => {
    const out = serializeForScript({ s: '</script><script>alert(1)</script>&\u2028\u2029' });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
    expect(out).toContain('\\u0026');
    expect(out).toContain('\\u2028');
    expect(out).toContain('\\u2029');
  });
  it('should parse back to the same value', () => {
    const value = { a: '<!-- x -->', b: ['&amp;', '\u2028'], c: 1, d: null, e: 'é 🏔' };
    expect(JSON.parse(serializeForScript(value))).toEqual(value);
  });
  it('should never close a script element or open a comment', () => {
    const out = serializeForScript(['</SCRIPT>', '<!--', '<script']);
    expect(out.toLowerCase()).not.toContain('</script');
    expect(out).not.toContain('<!--');
  });
  it('should refuse undefined', () => {
    expect(() => serializeForScript(undefined)).toThrow(TypeError);
  });
});
