/**
 * What the page's security headers must allow for a real wallet provider: only when the
 * simulator is off and the account wallet's SDK is really loaded (a client id, the wallet on).
 *
 * - The SDK's script comes from the provider's origins (PayPal documents www.paypal.com,
 *   *.paypal.com and *.paypalobjects.com). The nonced entry module loads it, which 'strict-dynamic'
 *   allows; script-src also names the origins so the policy says what it expects. The page's CSP
 *   sets no default-src, frame-src or connect-src, so the provider's button and checkout frames
 *   and its calls are not restricted by it (if those directives are ever added, add these origins).
 * - The checkout window is a popup that talks back to its opener: `Cross-Origin-Opener-Policy:
 *   same-origin` would cut that link (the popup lands in another browsing-context group), so the
 *   page relaxes it to `same-origin-allow-popups`
 *   (https://developer.mozilla.org/docs/Web/HTTP/Headers/Cross-Origin-Opener-Policy).
 *
 * The device wallet needs nothing here: Apple Pay JS is built into the browser and the page draws
 * its own 'Buy with' button (Apple's button script, https://applepay.cdn-apple.com, is not used).
 */
import type { WalletConfig } from '../walletFlows/config';

/** https://developer.paypal.com/sdk/js/ (Content Security Policy). */
export const DEFAULT_ACCOUNT_WALLET_ORIGINS = [
  'https://www.paypal.com',
  'https://*.paypal.com',
  'https://*.paypalobjects.com',
] as const;

export interface WalletProviderPolicy {
  /** Added to script-src. */
  origins: readonly string[];
  crossOriginOpenerPolicy: 'same-origin-allow-popups';
}

/** The provider's needs, or null when no real provider is loaded (simulator on, or none set). */
export function walletProviderPolicy(
  wallets: Pick<WalletConfig, 'simulator' | 'accountWalletEnabled' | 'accountWalletClientId'>,
  origins: readonly string[] | null = null,
): WalletProviderPolicy | null {
  if (wallets.simulator || !wallets.accountWalletEnabled || !wallets.accountWalletClientId) {
    return null;
  }
  return {
    origins: origins && origins.length > 0 ? origins : DEFAULT_ACCOUNT_WALLET_ORIGINS,
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
  };
}
