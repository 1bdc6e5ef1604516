/**
 * Express checkout wallets (spec 4, 6 and 9), read by the flows in this folder and by the server
 * (the real provider's origins in the CSP): the switches, the simulator, the provider's client id,
 * the session and gateway windows and the error delay. Composed by page/config/index.ts.
 */
import * as v from 'valibot';
import { bool, configBlock, int, listOf, pattern, withDefault } from '../configBlock';

export const walletSimulatorModes = ['on', 'off', 'auto'] as const;

export const walletConfig = configBlock(
  {
    title: 'Express checkout wallets (spec 4, 6 and 9)',
    readBy:
      'Read by the wallet flows in `page/walletFlows/`; the provider origins also by the server, for the CSP.',
  },
  {
    ENABLE_DEVICE_WALLET_GC: {
      schema: withDefault(bool, 'true'),
      does: 'Spec 6: the device wallet (express) for gift cards.',
      public: true,
    },

    ENABLE_ACCOUNT_WALLET_GC: {
      schema: withDefault(bool, 'true'),
      does: 'Spec 6: the account wallet (express) for gift cards.',
      public: true,
    },

    WALLET_SIMULATOR: {
      schema: withDefault(v.picklist(walletSimulatorModes), 'auto'),
      does: '`on`, `off` or `auto`. The in-page wallet simulator stands in for the device wallet (`window.ApplePaySession`) and the account wallet (`window.paypal`). `auto`: on unless `SHOP_API_ORIGIN` is set.',
      public: true,
    },

    WALLET_ACCOUNT_CLIENT_ID: {
      schema: v.optional(pattern(/^[A-Za-z0-9_-]{1,128}$/)),
      does: "The account wallet's SDK client id, for a real provider (its script is then loaded with `@paypal/paypal-js`; the CSP must allow the provider's origin). Not needed with the simulator.",
      public: true,
    },

    /** Comma-separated https origins (a leading `*.` allowed) the real provider needs in the CSP. */
    WALLET_PROVIDER_ORIGINS: {
      schema: v.optional(
        listOf(
          pattern(
            /^https:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?$/,
            'each origin must be https://host or https://*.host',
          ),
          'name at least one origin',
        ),
      ),
      does: "Comma-separated `https://host` or `https://*.host` origins of the real provider, added to the CSP's `script-src` (with `Cross-Origin-Opener-Policy: same-origin-allow-popups`) only when the simulator is off and `WALLET_ACCOUNT_CLIENT_ID` is set. Default `https://www.paypal.com, https://*.paypal.com, https://*.paypalobjects.com`.",
      shownDefault: "PayPal's documented origins",
    },

    // Spec 4: 10 minutes (default) or 5 in the other reading.
    DEVICE_WALLET_SESSION_TIMEOUT_MIN: {
      schema: withDefault(int(1, 120), '10'),
      does: 'Spec 4: device-wallet session timeout (minutes).',
      public: true,
      otherReading: '5',
    },

    ALTERNATE_GATEWAY_WINDOW_MIN: {
      schema: withDefault(int(0, 120), '5'),
      does: 'Spec 4: how long (minutes) the alternate payment gateway stays on after its timed flag is set.',
      public: true,
    },

    WALLET_ERROR_CLEAR_MS: {
      schema: withDefault(int(0, 120_000), '10000'),
      does: 'Spec 4/9: a device-wallet error clears after this delay.',
      public: true,
    },
  },
  (e, context) => ({
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

/** The wallets' settings the browser reads (PublicConfig['wallets']). */
export type WalletConfig = ReturnType<typeof walletConfig.read>['public'];
