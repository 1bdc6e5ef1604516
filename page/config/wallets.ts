/** Express checkout wallets (spec 4 and 9): the simulator, the provider's client id and origins. */
import * as v from 'valibot';
import { listOf, pattern, withDefault } from './schema';
import type { WalletConfig } from './types';
import { walletSimulatorModes } from './types';

/** What the wallets read of the parsed environment (the flags and time-outs are storefront keys). */
export interface WalletEnv {
  WALLET_SIMULATOR: (typeof walletSimulatorModes)[number];
  WALLET_ACCOUNT_CLIENT_ID?: string | undefined;
  ENABLE_DEVICE_WALLET_GC: boolean;
  ENABLE_ACCOUNT_WALLET_GC: boolean;
  DEVICE_WALLET_SESSION_TIMEOUT_MIN: number;
  ALTERNATE_GATEWAY_WINDOW_MIN: number;
  WALLET_ERROR_CLEAR_MS: number;
}

/** The simulator and the provider's client id are the wallets' own settings; the wallet flags,
 * time-outs and the error delay are the storefront settings above (one key each). */
export const walletEnv = {
  WALLET_SIMULATOR: withDefault(v.picklist(walletSimulatorModes), 'auto'),
  WALLET_ACCOUNT_CLIENT_ID: v.optional(pattern(/^[A-Za-z0-9_-]{1,128}$/)),
  /** Comma-separated https origins (a leading `*.` allowed) the real provider needs in the CSP. */
  WALLET_PROVIDER_ORIGINS: v.optional(
    listOf(
      pattern(
        /^https:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?$/,
        'each origin must be https://host or https://*.host',
      ),
      'name at least one origin',
    ),
  ),
};

export function readWalletConfig(e: WalletEnv, shopApiOrigin: string | undefined): WalletConfig {
  return {
    simulator:
      e.WALLET_SIMULATOR === 'on' || (e.WALLET_SIMULATOR === 'auto' && shopApiOrigin === undefined),
    deviceWalletEnabled: e.ENABLE_DEVICE_WALLET_GC,
    accountWalletEnabled: e.ENABLE_ACCOUNT_WALLET_GC,
    sessionTimeoutMinutes: e.DEVICE_WALLET_SESSION_TIMEOUT_MIN,
    alternateGatewayWindowMs: e.ALTERNATE_GATEWAY_WINDOW_MIN * 60_000,
    errorClearMs: e.WALLET_ERROR_CLEAR_MS,
    accountWalletClientId: e.WALLET_ACCOUNT_CLIENT_ID ?? null,
  };
}
