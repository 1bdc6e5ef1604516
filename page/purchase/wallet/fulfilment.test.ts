import { describe, expect, it } from 'vitest';
import { buildWalletAddToCart } from './payloads';
import { fulfilmentFor, shipsToAnAddress, walletFulfilment } from './fulfilment';

const physical = { isEgift: false, storeId: '0412' };

describe('wallet fulfilment in the payload (spec 9)', () => {
  it('when pickup later is chosen, the wallet add should ship to the selected store', () => {
    const payload = buildWalletAddToCart(
      { giftAmount: 25 },
      fulfilmentFor('pickUpLater', physical),
    );
    expect(payload).toEqual({
      giftAmount: 25,
      isPickUpInStore: false,
      isShipToStore: true,
      selectedStoreId: '0412',
      isSDD: false,
    });
    expect(shipsToAnAddress(fulfilmentFor('pickUpLater', physical), false)).toBe(false);
  });
  it('when shipping to me is chosen (or pickup is not possible), the add should ship home', () => {
    for (const fulfilment of [
      fulfilmentFor('shipToMe', physical),
      fulfilmentFor('pickUpLater', { isEgift: false, storeId: null }),
    ]) {
      expect(buildWalletAddToCart({}, fulfilment)).toEqual({
        isPickUpInStore: false,
        isShipToStore: false,
        isSDD: false,
      });
      expect(shipsToAnAddress(fulfilment, false)).toBe(true);
    }
    expect(shipsToAnAddress(fulfilmentFor('shipToMe', physical), true)).toBe(false);
  });
  it('should add same day for the device wallet shipping to an address, never otherwise', () => {
    const sameDay = { storeId: '0412', zipCode: '80202' };
    const base = { isEgift: false, storeId: '0412', sameDay };
    expect(walletFulfilment({ ...base, wallet: 'device', choice: 'shipToMe' })).toEqual({
      fulfilment: {
        pickUpInStore: false,
        shipToStore: false,
        storeId: null,
        sameDay: { storeId: '0412', zipCode: '80202' },
      },
      shipsSomething: true,
    });
    expect(
      walletFulfilment({ ...base, wallet: 'account', choice: 'shipToMe' }).fulfilment.sameDay,
    ).toBeNull();
    expect(walletFulfilment({ ...base, wallet: 'device', choice: 'pickUpLater' })).toEqual({
      fulfilment: { pickUpInStore: false, shipToStore: true, storeId: '0412', sameDay: null },
      shipsSomething: false,
    });
    expect(
      walletFulfilment({ ...base, isEgift: true, wallet: 'device', choice: 'shipToMe' }),
    ).toMatchObject({ fulfilment: { sameDay: null }, shipsSomething: false });
  });
});
