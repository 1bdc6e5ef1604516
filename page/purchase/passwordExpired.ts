/**
 * The password-expired redirect (spec 6): a shopper whose password has expired (the shop sets the
 * `PASSWORD_EXPIRED` cookie) is sent to /shop/createpassword when adding to cart, before anything
 * is sent. Pure. Read at an add: by the add flow in the browser and by the form action on the
 * server.
 */
import { parse } from 'cookie';

/** The password-expired flag cookie (documented in page/CONFIG.md). */
export const PASSWORD_EXPIRED_COOKIE = 'PASSWORD_EXPIRED';

/** True when the flag cookie is set to a true value ('true', '1', 'Y', 'yes'). */
export function isPasswordExpired(cookieHeader: string | null | undefined): boolean {
  const cookies = parse(cookieHeader ?? '');
  const value = cookies[PASSWORD_EXPIRED_COOKIE]?.trim().toLowerCase();
  return value === 'true' || value === '1' || value === 'y' || value === 'yes';
}
