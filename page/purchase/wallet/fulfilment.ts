/**
 * How the shopper gets a physical gift card bought with a wallet (spec 9 "Fulfilment options",
 * spec 7 POST /api/cart/applepay/sku: isPickUpInStore, isShipToStore, selectedStoreId). Gift cards
 * are never picked up the same day, so the page offers shipping to the shopper or to the shopper's
 * selected store for pickup later (ship to store); the choice appears only when a store is
 * selected. Pure: the choice in, the wallet add's fulfilment fields out.
 */
import { HOME_DELIVERY, type WalletFulfilment } from './payloads';

export const FULFILMENT_CHOICES = ['shipToMe', 'pickUpLater'] as const;
export type FulfilmentChoice = (typeof FULFILMENT_CHOICES)[number];

/** Spec 9 labels. */
export const FULFILMENT_LABELS: Readonly<Record<FulfilmentChoice, string>> = {
  shipToMe: 'Ship to Me for Free',
  pickUpLater: 'Pick Up at a Later Date',
};

export const DEFAULT_FULFILMENT: FulfilmentChoice = 'shipToMe';

/** The choices offered: none for eGift cards (e-mailed) or without a selected store. */
export function fulfilmentChoices(input: {
  isEgift: boolean;
  storeId: string | null;
}): readonly FulfilmentChoice[] {
  return input.isEgift || !input.storeId ? [] : FULFILMENT_CHOICES;
}

/** The wallet add's fulfilment for a choice (an unavailable choice falls back to shipping). */
export function fulfilmentFor(
  choice: FulfilmentChoice,
  input: { isEgift: boolean; storeId: string | null },
): WalletFulfilment {
  if (choice === 'pickUpLater' && fulfilmentChoices(input).includes('pickUpLater')) {
    return { ...HOME_DELIVERY, shipToStore: true, storeId: input.storeId };
  }
  return HOME_DELIVERY;
}

/** Whether anything is delivered to an address the wallet must ask for. */
export function shipsToAnAddress(fulfilment: WalletFulfilment, isEgift: boolean): boolean {
  return !isEgift && !fulfilment.shipToStore && !fulfilment.pickUpInStore;
}
