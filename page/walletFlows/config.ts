/**
 * Express checkout wallets (spec 4, 6 and 9), read by the flows in this folder and by the server
 * (the real provider's origins in the CSP): the switches, the simulator, the provider's client id,
 * the session and gateway windows and the error delay. Composed by page/config/index.ts.
 */
import * as v from 'valibot';
import { bool, configBlock, int, listOf, pattern, withDefault } from '../configBlock';
import { walletSimulatorModes, type WalletConfig } from '../config/types';

export const walletConfig = configBlock(
  {
    ENABLE_DEVICE_WALLET_GC: withDefault(bool, 'true'),
    ENABLE_ACCOUNT_WALLET_GC: withDefault(bool, 'true'),
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
    // Spec 4: 10 minutes (default) or 5 in the other reading.
    DEVICE_WALLET_SESSION_TIMEOUT_MIN: withDefault(int(1, 120), '10'),
    ALTERNATE_GATEWAY_WINDOW_MIN: withDefault(int(0, 120), '5'),
    WALLET_ERROR_CLEAR_MS: withDefault(int(0, 120_000), '10000'),
  },
  (e, context): { public: WalletConfig; providerOrigins: readonly string[] | null } => ({
    public: {
      simulator:
        e.WALLET_SIMULATOR === 'on' ||
        (e.WALLET_SIMULATOR === 'auto' && context.shopApiOrigin === undefined),
      deviceWalletEnabled: e.ENABLE_DEVICE_WALLET_GC,
      accountWalletEnabled: e.ENABLE_ACCOUNT_WALLET_GC,
      sessionTimeoutMinutes: e.DEVICE_WALLET_SESSION_TIMEOUT_MIN,
      alternateGatewayWindowMs: e.ALTERNATE_GATEWAY_WINDOW_MIN * 60_000,
      errorClearMs: e.WALLET_ERROR_CLEAR_MS,
      accountWalletClientId: e.WALLET_ACCOUNT_CLIENT_ID ?? null,
    },
    providerOrigins: e.WALLET_PROVIDER_ORIGINS ?? null,
  }),
);
