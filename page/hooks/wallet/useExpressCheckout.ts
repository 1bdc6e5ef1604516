/**
 * Express checkout for the purchase panel (spec 4): finds which wallets this browser offers
 * (loading the simulator or the account wallet's SDK lazily, after hydration), starts the device
 * wallet flow on click and renders the account wallet's button into a container (the flows
 * themselves load on the shopper's intent: walletIntent.ts), and holds the
 * state both flows share: which one runs (the other button and Add to cart are disabled), and the
 * error, which clears after the configured delay.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PublicConfig } from '../../config';
import type { Product } from '../../domain';
import type { Shopper } from '../../pages/pageData';
import { buildAddToCartPayload } from '../../purchase/addToCart';
import { effectiveAmount } from '../../purchase/amount';
import { walletFulfilment } from '../../purchase/wallet/fulfilment';
import {
  DEFAULT_FULFILMENT,
  fulfilmentChoices,
  type FulfilmentChoice,
} from '../../purchase/wallet/fulfilmentChoice';
import {
  ALL_EXPRESS_OPTIONS,
  expectedWallets,
  type ExpectedWallets,
  type ExpressOptions,
} from '../../purchase/expressOptions';
import { useServices } from '../services';
import { CART_KEY } from '../useCart';
import { useDataStore } from '../DataProvider';
import type { PurchaseController } from '../usePurchase';
import { uuid } from '../uuid';
import { availableDeviceWallet } from './deviceWalletApi';
import type { FlowEnd, WalletClick, WalletKind } from './flowContext';
import {
  deferredAccountWalletOptions,
  loadWalletFlows,
  openDeviceWalletSheet,
} from './walletIntent';

export type WalletAvailability = 'unknown' | 'available' | 'unavailable';

export interface ExpressCheckoutState {
  device: WalletAvailability;
  account: WalletAvailability;
  running: WalletKind | null;
  error: string | null;
  onDeviceWalletClick: () => void;
  /** How the wallets deliver a physical card (spec 9); no choices without a selected store. */
  fulfilment: {
    choices: readonly FulfilmentChoice[];
    value: FulfilmentChoice;
    onChange: (choice: FulfilmentChoice) => void;
  };
  /** The wallets expected to appear once known, so their space is kept from the first paint. */
  expected: ExpectedWallets;
  /** A sign the shopper may pay with a wallet (a button hovered, focused or touched): the flows
   * load now, before the click. */
  onIntent: () => void;
}

export interface UseExpressCheckoutInput {
  product: Product;
  purchase: PurchaseController;
  config: PublicConfig;
  shopper: Shopper;
  storeId: string | null;
  /** The shopper's express options (spec 6: the Y/N triple). @default all on */
  options?: ExpressOptions;
  /** Shows the eGift form's errors and focuses the first; returns whether it is valid. */
  validateEgift: () => boolean;
}

export function useExpressCheckout(input: UseExpressCheckoutInput): {
  state: ExpressCheckoutState;
  /** The account wallet's SDK renders its button in here. */
  accountContainerRef: RefObject<HTMLDivElement | null>;
} {
  const services = useServices();
  const { shop } = services;
  const { refresh: mutate } = useDataStore();
  const wallets = input.config.wallets;
  const options = input.options ?? ALL_EXPRESS_OPTIONS;
  const [device, setDevice] = useState<WalletAvailability>('unknown');
  const [account, setAccount] = useState<WalletAvailability>('unknown');
  const [runningKind, setRunning] = useState<WalletKind | null>(null);
  const running = useRef<WalletKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accountContainerRef = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState<FulfilmentChoice>(DEFAULT_FULFILMENT);
  const latestChoice = useRef(choice);
  useEffect(() => {
    latestChoice.current = choice;
  }, [choice]);

  const latest = useRef({ input, shop, services });
  useEffect(() => {
    latest.current = { input, shop, services };
  });

  // The error clears after the configured delay (spec 9: 10000 ms).
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), wallets.errorClearMs);
    return () => clearTimeout(timer);
  }, [error, wallets.errorClearMs]);

  /** What one click knows (the flows make their context of it), or null when nothing may start. */
  const contextFor = useCallback(
    (kind: WalletKind): WalletClick | null => {
      const { input: i, shop: s, services: svc } = latest.current;
      // As of the last dispatch: a quantity the stepper settled just before the click counts.
      const { state: st, view } = i.purchase.current();
      if (running.current !== null || st.submit.status === 'adding') return null;
      const amount = effectiveAmount(st.amount, i.purchase.amountBounds);
      const isEgift = i.product.giftCard.type === 'egift';
      if (isEgift && !i.validateEgift()) return null;
      if (amount === null || !view.enabled) return null;
      const { fulfilment, shipsSomething } = walletFulfilment({
        wallet: kind,
        choice: latestChoice.current,
        isEgift,
        storeId: i.storeId,
        sameDay: i.shopper.sameDay,
      });
      setError(null);
      // A second click before React renders the first must not start a second flow.
      running.current = kind;
      setRunning(kind);
      return {
        shop: s,
        addPayload: buildAddToCartPayload({
          product: i.product,
          skuId: st.skuId,
          quantity: st.quantity,
          amount,
          storeId: i.storeId,
          egift: st.egift.values,
        }),
        fulfilment,
        initialTotal: amount * st.quantity,
        productName: i.product.name,
        shipsSomething,
        needsGuestIdentity: isEgift && !i.shopper.signedIn,
        fraud: svc.fraud,
        newSessionId: () => uuid().replace(/-/g, ''),
        wallets: i.config.wallets,
        showError: (message) => setError(message),
        reloadMiniCart: () => void mutate(CART_KEY),
        onEnd: (end: FlowEnd) => {
          running.current = null;
          setRunning(null);
          if (end.kind === 'failed') setError(end.message);
        },
      };
    },
    [mutate],
  );

  // Which wallets this browser offers: after hydration only (the server renders them hidden).
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (wallets.simulator) {
        const { installWalletSimulator } = await import('../../walletSimulator');
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

  // While the device wallet or an add to cart runs, the account wallet's button is disabled.
  const adding = input.purchase.state.submit.status === 'adding';
  useEffect(() => {
    const actions = accountInit.current;
    if (!actions) return;
    void (runningKind === 'device' || adding ? actions.disable() : actions.enable());
  }, [runningKind, adding, account]);

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

  const loadOnIntent = useCallback(() => {
    // A failure shows when the shopper clicks (and the click asks again).
    loadWalletFlows().catch(() => undefined);
  }, []);

  const choices = fulfilmentChoices({
    isEgift: input.product.giftCard.type === 'egift',
    storeId: input.storeId,
  });
  return {
    state: {
      device,
      account,
      running: runningKind,
      error,
      onDeviceWalletClick,
      fulfilment: {
        choices,
        value: choices.includes(choice) ? choice : DEFAULT_FULFILMENT,
        onChange: setChoice,
      },
      expected: expectedWallets(wallets, options),
      onIntent: loadOnIntent,
    },
    accountContainerRef,
  };
}
