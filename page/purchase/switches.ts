/**
 * Purchase switches (spec 6). Pure.
 *
 * - ENABLE_PURCHASE_PDP_SHIP off: buying on the page is hidden and a note says why.
 * - eGift cards switched off: an eGift product shows the configured EGC_DISABLED_MSG instead.
 *
 * The password-expired redirect, read at an add, is passwordExpired.ts.
 */
import type { GiftCardType } from '../domain';

export const PURCHASE_OFF_MESSAGE =
  'Buying this gift card online is switched off right now. Please visit a store or try again later.';

export type PurchaseSwitch = { open: true } | { open: false; message: string };

export function purchaseSwitch(
  type: GiftCardType,
  config: { purchaseEnabled: boolean; egiftEnabled: boolean; egiftDisabledMessage: string },
): PurchaseSwitch {
  if (!config.purchaseEnabled) return { open: false, message: PURCHASE_OFF_MESSAGE };
  if (type === 'egift' && !config.egiftEnabled) {
    return { open: false, message: config.egiftDisabledMessage };
  }
  return { open: true };
}
