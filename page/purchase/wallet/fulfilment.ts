/**
 * How the shopper gets a gift card bought with a wallet (spec 7 POST /api/cart/applepay/sku:
 * isPickUpInStore, isShipToStore, selectedStoreId, isSDD, sddStoreId, sddZipCode). Pure: the
 * panel's choice (./fulfilmentChoice.ts) and the shopper's stores in, the wallet add's fulfilment
 * and whether the sheet must ask for an address out.
 */
import { fulfilmentChoices, type FulfilmentChoice } from './fulfilmentChoice';
import type { WalletFulfilment } from './payloads';

/** Delivered to the address the wallet gives: no pickup, no ship to store, no same day. */
export const HOME_DELIVERY: WalletFulfilment = {
  pickUpInStore: false,
  shipToStore: false,
  storeId: null,
  sameDay: null,
};

export interface ShopperSameDay {
  storeId: string | null;
  zipCode: string | null;
}

/**
 * The wallet add to cart's same-day part (isSDD, sddStoreId, sddZipCode): sent when the shopper has
 * a same-day store and the card is a physical one (eGift cards go by e-mail). Null: no same day.
 */
export function sameDayChoice(
  shopper: ShopperSameDay | null | undefined,
  isEgift: boolean,
): { storeId: string; zipCode: string } | null {
  const storeId = shopper?.storeId?.trim() ?? '';
  if (isEgift || !/^\d{1,10}$/.test(storeId)) return null;
  return { storeId, zipCode: shopper?.zipCode?.trim() ?? '' };
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

/**
 * One wallet click's fulfilment: the panel's choice, plus same day from the storefront's
 * same-day store when the device wallet ships the card to an address (its sheet offers the
 * windows as methods; the account wallet's has no place for them).
 */
export function walletFulfilment(input: {
  wallet: 'device' | 'account';
  choice: FulfilmentChoice;
  isEgift: boolean;
  storeId: string | null;
  sameDay: ShopperSameDay | null;
}): { fulfilment: WalletFulfilment; shipsSomething: boolean } {
  const chosen = fulfilmentFor(input.choice, input);
  const shipsSomething = shipsToAnAddress(chosen, input.isEgift);
  return {
    fulfilment: {
      ...chosen,
      sameDay:
        input.wallet === 'device' && shipsSomething
          ? sameDayChoice(input.sameDay, input.isEgift)
          : null,
    },
    shipsSomething,
  };
}
