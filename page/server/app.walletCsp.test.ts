// @vitest-environment node
/**
 * The page's security headers for both wallet configurations: with the simulator the
 * policy names no wallet provider and keeps the strict opener policy; with a real provider's SDK
 * (simulator off, a client id) it allows the provider's origins and its checkout popup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShop, type RunningFakeShop } from '../test/fakeShop';
import { startTestPage, type RunningTestPage } from '../test/servers';

let shop: RunningFakeShop;
const pages: RunningTestPage[] = [];

beforeAll(async () => {
  shop = await startFakeShop();
});

afterAll(async () => {
  await Promise.all(pages.map((p) => p.close()));
  await shop?.close();
});

async function headersFor(env: Record<string, string>) {
  const page = await startTestPage({ shopApiOrigin: shop.origin, env, dataCache: null });
  pages.push(page);
  const response = await fetch(`${page.origin}/p/cairnfield-gift-card`);
  await response.text();
  expect(response.status).toBe(200);
  return {
    csp: response.headers.get('content-security-policy') ?? '',
    coop: response.headers.get('cross-origin-opener-policy'),
  };
}

const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';

describe('wallet provider in the security headers', () => {
  describe('given the wallet simulator', () => {
    it('should name no provider origin and keep Cross-Origin-Opener-Policy same-origin', async () => {
      const { csp, coop } = await headersFor({
        WALLET_SIMULATOR: 'on',
        WALLET_ACCOUNT_CLIENT_ID: 'sb-client_1',
      });
      expect(csp).not.toMatch(/paypal/);
      expect(scriptSrc(csp)).toMatch(
        /^script-src 'nonce-[^']+' 'strict-dynamic' 'unsafe-inline' https:$/,
      );
      expect(coop).toBe('same-origin');
    });
  });

  describe('given a real provider (simulator off, client id set)', () => {
    it('should allow the documented provider origins and its checkout popup', async () => {
      const { csp, coop } = await headersFor({
        WALLET_SIMULATOR: 'off',
        WALLET_ACCOUNT_CLIENT_ID: 'sb-client_1',
      });
      expect(scriptSrc(csp)).toContain(
        "'strict-dynamic' https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com",
      );
      expect(coop).toBe('same-origin-allow-popups');
    });

    it('should use the configured origins instead (WALLET_PROVIDER_ORIGINS)', async () => {
      const { csp } = await headersFor({
        WALLET_SIMULATOR: 'off',
        WALLET_ACCOUNT_CLIENT_ID: 'sb-client_1',
        WALLET_PROVIDER_ORIGINS: 'https://www.sandbox.paypal.com, https://*.paypal.com',
      });
      expect(scriptSrc(csp)).toContain(
        "'strict-dynamic' https://www.sandbox.paypal.com https://*.paypal.com 'unsafe-inline'",
      );
      expect(csp).not.toContain('paypalobjects');
    });
  });

  describe('given the simulator off but no client id (no provider SDK is loaded)', () => {
    it('should name no provider', async () => {
      const { csp, coop } = await headersFor({ WALLET_SIMULATOR: 'off' });
      expect(csp).not.toMatch(/paypal/);
      expect(coop).toBe('same-origin');
    });
  });
});
