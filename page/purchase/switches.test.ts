import { describe, expect, it } from 'vitest';
import { PURCHASE_OFF_MESSAGE, purchaseSwitch } from './switches';

const on = { purchaseEnabled: true, egiftEnabled: true, egiftDisabledMessage: 'No eGift.' };

describe('purchaseSwitch (spec 6)', () => {
  it('should be open by default for every card type', () => {
    expect(purchaseSwitch('standard', on)).toEqual({ open: true });
    expect(purchaseSwitch('egift', on)).toEqual({ open: true });
  });
  it('given ENABLE_PURCHASE_PDP_SHIP off, should close buying with a clear note', () => {
    expect(purchaseSwitch('bulk', { ...on, purchaseEnabled: false })).toEqual({
      open: false,
      message: PURCHASE_OFF_MESSAGE,
    });
  });
  it('given a disabled eGift card, should show EGC_DISABLED_MSG and keep other cards open', () => {
    const off = { ...on, egiftEnabled: false };
    expect(purchaseSwitch('egift', off)).toEqual({ open: false, message: 'No eGift.' });
    expect(purchaseSwitch('standard', off)).toEqual({ open: true });
  });
});
