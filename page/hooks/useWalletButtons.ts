/**
 * The wallet buttons' mechanics, whatever they pay for (the product page's selection or the cart):
 * which wallets this browser offers (the simulator or the account wallet's SDK loaded lazily,
 * after hydration), the device wallet's click (its sheet opens inside the click), the account
 * wallet's button rendered by its SDK into a container, the flows loaded on the shopper's intent
 * (walletIntent.ts), and the state both flows share: which one runs (the other button waits) and
 * the error, which clears after the configured delay. What one click buys comes from `selection`.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PublicConfig } from '../config';
import {
  ALL_EXPRESS_OPTIONS,
  expectedWallets,
  type ExpectedWallets,
  type ExpressOptions,
} from '../purchase/expressOptions';
import { useServices } from '../providers/ServicesProvider';
import { uuid } from '../purchase/uuid';
import { availableDeviceWallet } from '../walletFlows/deviceWalletApi';
import type { FlowEnd, WalletClick, WalletKind } from '../walletFlows/flowContext';
import {
  deferredAccountWalletOptions,
  loadWalletFlows,
  openDeviceWalletSheet,
} from '../walletFlows/walletIntent';

export type WalletAvailability = 'unknown' | 'available' | 'unavailable';

/** What one click pays for, as the caller knows it; the hook adds the services and callbacks. */
export type WalletSelection = Pick<
  WalletClick,
  'source' | 'fulfilment' | 'initialTotal' | 'productName' | 'shipsSomething' | 'needsGuestIdentity'
>;

export interface WalletButtonsInput {
  wallets: PublicConfig['wallets'];
  /** The shopper's express options (spec 6: the Y/N triple). @default all on */
  options?: ExpressOptions | undefined;
  /**
   * What a click of `kind` pays for, or null when nothing may start now (the caller shows why).
   * Read at the click, so it sees the latest state.
   */
  selection: (kind: WalletKind) => WalletSelection | null;
  /** Something else runs (an add to cart): the account wallet's button is disabled meanwhile. */
  busy: boolean;
  /** The page's cart changed or may have (a flow ended): its count and drawer read it again. */
  reloadCart: () => void;
}

export interface WalletButtons {
  device: WalletAvailability;
  account: WalletAvailability;
  running: WalletKind | null;
  error: string | null;
  onDeviceWalletClick: () => void;
  /** The wallets expected to appear once known, so their space is kept from the first paint. */
  expected: ExpectedWallets;
  /** A sign the shopper may pay with a wallet (a button hovered, focused or touched): the flows
   * load now, before the click. */
  onIntent: () => void;
  /** The account wallet's SDK renders its button in here. */
  accountContainerRef: RefObject<HTMLDivElement | null>;
}

export function useWalletButtons(input: WalletButtonsInput): WalletButtons {
  const services = useServices();
  const { wallets } = input;
  const options = input.options ?? ALL_EXPRESS_OPTIONS;
  const [device, setDevice] = useState<WalletAvailability>('unknown');
  const [account, setAccount] = useState<WalletAvailability>('unknown');
  const [runningKind, setRunning] = useState<WalletKind | null>(null);
  const running = useRef<WalletKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accountContainerRef = useRef<HTMLDivElement>(null);

  const latest = useRef({ input, services });
  useEffect(() => {
    latest.current = { input, services };
  });

  // The error clears after the configured delay (spec 9: 10000 ms).
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), wallets.errorClearMs);
    return () => clearTimeout(timer);
  }, [error, wallets.errorClearMs]);

  /** What one click knows (the flows make their context of it), or null when nothing may start. */
  const contextFor = useCallback((kind: WalletKind): WalletClick | null => {
    const { input: i, services: svc } = latest.current;
    if (running.current !== null) return null;
    const selection = i.selection(kind);
    if (!selection) return null;
    setError(null);
    // A second click before React renders the first must not start a second flow.
    running.current = kind;
    setRunning(kind);
    return {
      ...selection,
      shop: svc.shop,
      fraud: svc.fraud,
      newSessionId: () => uuid().replace(/-/g, ''),
      wallets: i.wallets,
      showError: (message) => setError(message),
      reloadMiniCart: () => latest.current.input.reloadCart(),
      onEnd: (end: FlowEnd) => {
        running.current = null;
        setRunning(null);
        if (end.kind === 'failed') setError(end.message);
      },
    };
  }, []);

  // Which wallets this browser offers: after hydration only (the server renders them hidden).
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (wallets.simulator) {
        const { installWalletSimulator } = await import('../walletSimulator');
        // Not once the page has gone: what it installs stays for the window's life.
        if (cancelled) return;
        installWalletSimulator(window);
      } else if (
        wallets.accountWalletClientId &&
        options.accountWallet &&
        wallets.accountWalletEnabled
      ) {
        const { loadScript } = await import('@paypal/paypal-js');
        await loadScript({
          clientId: wallets.accountWalletClientId,
          currency: 'USD',
          intent: 'order',
          components: 'buttons',
        }).catch(() => null);
      }
      if (cancelled) return;
      setDevice(
        options.deviceWallet && wallets.deviceWalletEnabled && availableDeviceWallet(window)
          ? 'available'
          : 'unavailable',
      );
      setAccount(
        options.accountWallet && wallets.accountWalletEnabled && window.paypal?.Buttons
          ? 'available'
          : 'unavailable',
      );
    })().catch(() => {
      if (!cancelled) {
        setDevice('unavailable');
        setAccount('unavailable');
      }
    });
    return () => {
      cancelled = true;
    };
  }, [wallets, options.deviceWallet, options.accountWallet]);

  // The account wallet's button, rendered by its SDK (or the simulator) into the container.
  const accountInit = useRef<{ enable: () => Promise<void>; disable: () => Promise<void> } | null>(
    null,
  );
  useEffect(() => {
    const container = accountContainerRef.current;
    const Buttons = window.paypal?.Buttons;
    if (account !== 'available' || !container || !Buttons) return;
    const component = Buttons({
      ...deferredAccountWalletOptions(() => contextFor('account'), setError),
      onInit: (_data, actions) => {
        accountInit.current = actions;
      },
    });
    if (!component.isEligible()) {
      setAccount('unavailable');
      return;
    }
    void component.render(container).catch(() => setAccount('unavailable'));
    return () => {
      accountInit.current = null;
      void component.close().catch(() => undefined);
    };
  }, [account, contextFor]);

  // While the device wallet or something else runs, the account wallet's button is disabled.
  const { busy } = input;
  useEffect(() => {
    const actions = accountInit.current;
    if (!actions) return;
    void (runningKind === 'device' || busy ? actions.disable() : actions.enable());
  }, [runningKind, busy, account]);

  const onDeviceWalletClick = useCallback(() => {
    const Session = availableDeviceWallet(window);
    const ErrorCtor = window.ApplePayError;
    if (!Session || !ErrorCtor) {
      setDevice('unavailable');
      return;
    }
    const click = contextFor('device');
    // Synchronously inside the click: the browser only opens the sheet from a user gesture.
    if (click) openDeviceWalletSheet(Session, ErrorCtor, click);
  }, [contextFor]);

  const onIntent = useCallback(() => {
    // A failure shows when the shopper clicks (and the click asks again).
    loadWalletFlows().catch(() => undefined);
  }, []);

  return {
    device,
    account,
    running: runningKind,
    error,
    onDeviceWalletClick,
    expected: expectedWallets(wallets, options),
    onIntent,
    accountContainerRef,
  };
}
