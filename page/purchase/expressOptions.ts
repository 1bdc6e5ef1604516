/**
 * Express-checkout options (spec 6): which of card, device wallet and account wallet are enabled,
 * from a colon-separated Y/N triple ('Y:Y:N' = card and device wallet on, account wallet off),
 * read from a cookie or from the guest and registered configuration defaults.
 */
import type { WalletConfig } from '../walletFlows/config';

export interface ExpressOptions {
  card: boolean;
  deviceWallet: boolean;
  accountWallet: boolean;
}

export const ALL_EXPRESS_OPTIONS: ExpressOptions = {
  card: true,
  deviceWallet: true,
  accountWallet: true,
};

const TRIPLE = /^\s*([YN])\s*:\s*([YN])\s*:\s*([YN])\s*$/i;

/**
 * Parses a Y/N triple; anything that is not exactly three Y/N values gives the fallback (a cookie
 * is shopper-controlled text, so a malformed one must not switch anything off or on).
 */
export function parseExpressOptions(
  triple: string | undefined,
  fallback: ExpressOptions,
): ExpressOptions {
  const match = triple === undefined ? null : TRIPLE.exec(triple);
  if (!match) return { ...fallback };
  const [, card, deviceWallet, accountWallet] = match;
  return {
    card: card?.toUpperCase() === 'Y',
    deviceWallet: deviceWallet?.toUpperCase() === 'Y',
    accountWallet: accountWallet?.toUpperCase() === 'Y',
  };
}

/** The shopper's options: the cookie when it holds a valid triple, else the visitor kind's default. */
export function expressOptionsFor(
  cookieValue: string | undefined,
  signedIn: boolean,
  defaults: { guest: string; registered: string },
): ExpressOptions {
  const fallback = parseExpressOptions(
    signedIn ? defaults.registered : defaults.guest,
    ALL_EXPRESS_OPTIONS,
  );
  return parseExpressOptions(cookieValue, fallback);
}

export interface ExpectedWallets {
  device: boolean;
  account: boolean;
}

/**
 * Which wallets the page can expect before the browser is asked (server and browser alike): both
 * with the simulator; the account wallet with a configured provider; never a real device wallet
 * (only the browser knows). A wrong guess costs one collapse when the answer comes.
 */
export function expectedWallets(
  wallets: Pick<
    WalletConfig,
    'simulator' | 'deviceWalletEnabled' | 'accountWalletEnabled' | 'accountWalletClientId'
  >,
  options: ExpressOptions,
): ExpectedWallets {
  const account =
    options.accountWallet &&
    wallets.accountWalletEnabled &&
    (wallets.simulator || Boolean(wallets.accountWalletClientId));
  const device = options.deviceWallet && wallets.deviceWalletEnabled && wallets.simulator;
  return { device, account };
}
