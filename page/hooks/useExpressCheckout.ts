/**
 * Express checkout for the purchase panel (spec 4): what a wallet click on the product page pays
 * for (the current selection, checked as Add to cart checks it, with the eGift form's errors
 * shown), and how the wallets deliver a physical card (spec 9). The buttons' mechanics, shared with
 * the cart page, are useWalletButtons'; an add to cart that runs keeps the wallets waiting.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PublicConfig } from '../config';
import type { Product } from '../domain';
import type { Shopper } from '../storefront/shopper';
import { effectiveAmount } from '../purchase/amount';
import { walletFulfilment } from '../purchase/wallet/fulfilment';
import {
  DEFAULT_FULFILMENT,
  fulfilmentChoices,
  type FulfilmentChoice,
} from '../purchase/wallet/fulfilmentChoice';
import type { ExpectedWallets, ExpressOptions } from '../purchase/expressOptions';
import { CART_KEY } from './useCart';
import { useDataStore } from '../providers/DataProvider';
import type { PurchaseController } from './usePurchase';
import type { WalletKind } from '../walletFlows/flowContext';
import {
  useWalletButtons,
  type WalletAvailability,
  type WalletSelection,
} from './useWalletButtons';

export type { WalletAvailability };

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
  const { refresh: mutate } = useDataStore();
  const [choice, setChoice] = useState<FulfilmentChoice>(DEFAULT_FULFILMENT);
  const latestChoice = useRef(choice);
  useEffect(() => {
    latestChoice.current = choice;
  }, [choice]);

  /** What a click buys: the selection as of the last dispatch, or null when it cannot be bought. */
  const selection = (kind: WalletKind): WalletSelection | null => {
    // As of the last dispatch: a quantity the stepper settled just before the click counts.
    const { state: st, view } = input.purchase.current();
    if (st.submit.status === 'adding') return null;
    const amount = effectiveAmount(st.amount, input.purchase.amountBounds);
    const isEgift = input.product.giftCard.type === 'egift';
    if (isEgift && !input.validateEgift()) return null;
    if (amount === null || !view.enabled) return null;
    const { fulfilment, shipsSomething } = walletFulfilment({
      wallet: kind,
      choice: latestChoice.current,
      isEgift,
      storeId: input.storeId,
      sameDay: input.shopper.sameDay,
    });
    return {
      // The payload is built by the flow (walletFlows/flowContext.ts), which loads on intent.
      source: {
        kind: 'selection',
        order: {
          product: input.product,
          skuId: st.skuId,
          quantity: st.quantity,
          amount,
          storeId: input.storeId,
          egift: st.egift.values,
        },
      },
      fulfilment,
      initialTotal: amount * st.quantity,
      productName: input.product.name,
      shipsSomething,
      needsGuestIdentity: isEgift && !input.shopper.signedIn,
    };
  };

  const reloadCart = useCallback(() => void mutate(CART_KEY), [mutate]);
  const buttons = useWalletButtons({
    wallets: input.config.wallets,
    options: input.options,
    selection,
    busy: input.purchase.state.submit.status === 'adding',
    reloadCart,
  });

  const choices = fulfilmentChoices({
    isEgift: input.product.giftCard.type === 'egift',
    storeId: input.storeId,
  });
  return {
    state: {
      device: buttons.device,
      account: buttons.account,
      running: buttons.running,
      error: buttons.error,
      onDeviceWalletClick: buttons.onDeviceWalletClick,
      fulfilment: {
        choices,
        value: choices.includes(choice) ? choice : DEFAULT_FULFILMENT,
        onChange: setChoice,
      },
      expected: buttons.expected,
      onIntent: buttons.onIntent,
    },
    accountContainerRef: buttons.accountContainerRef,
  };
}
