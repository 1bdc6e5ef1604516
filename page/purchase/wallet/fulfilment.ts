/**
 * How the shopper gets a gift card bought with a wallet (spec 7 POST /api/cart/applepay/sku:
 * isPickUpInStore, isShipToStore, selectedStoreId, isSDD, sddStoreId, sddZipCode). Pure: the
 * panel's choice (./fulfilmentChoice.ts) and the shopper's stores in, the wallet add's fulfilment
 * and whether the sheet must ask for an address out.
 */
import { fulfilmentChoices, type FulfilmentChoice } from './fulfilmentChoice';
import { HOME_DELIVERY, type WalletFulfilment } from './payloads';
import { sameDayChoice, type ShopperSameDay } from './sameDay';

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
