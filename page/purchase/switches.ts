/**
 * Purchase switches and the password-expired redirect (spec 6). Pure.
 *
 * - ENABLE_PURCHASE_PDP_SHIP off: buying on the page is hidden and a note says why.
 * - eGift cards switched off: an eGift product shows the configured EGC_DISABLED_MSG instead.
 * - A shopper whose password has expired (the shop sets the `PASSWORD_EXPIRED` cookie) is sent to
 *   /shop/createpassword when adding to cart, before anything is sent.
 */
import { parse } from 'cookie';
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

/** The password-expired flag cookie (documented in page/CONFIG.md). */
export const PASSWORD_EXPIRED_COOKIE = 'PASSWORD_EXPIRED';

/** True when the flag cookie is set to a true value ('true', '1', 'Y', 'yes'). */
export function isPasswordExpired(cookieHeader: string | null | undefined): boolean {
  const cookies = parse(cookieHeader ?? '');
  const value = cookies[PASSWORD_EXPIRED_COOKIE]?.trim().toLowerCase();
  return value === 'true' || value === '1' || value === 'y' || value === 'yes';
}
