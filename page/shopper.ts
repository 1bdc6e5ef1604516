/**
 * Who is shopping, from cookies (spec 3 "Client state", spec 4 "Visitor kind"). The cookie names
 * are the reference shop's (shop-api/CONTRACT.md); the region cookie's name is configurable.
 */
import { parse } from 'cookie';
import type { Shopper } from './pageData';

export const SHOPPER_COOKIES = {
  /** Activity cookie: 'registered' (or 'r') for a logged-in session; anything else is a guest. */
  userActivity: 'USER_ACTIVITY',
  profileId: 'profileId',
  /** The selected store (spec 3: cookies hold the selected store id). */
  storeId: 'selectedStoreId',
  /** The current order id, when the shop exposes one to the page. */
  orderId: 'orderId',
} as const;

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const token = (value: string | undefined): string | null =>
  value !== undefined && TOKEN.test(value) ? value : null;

export function parseShopper(
  cookieHeader: string | null | undefined,
  regionCookie: string,
): Shopper {
  const cookies = parse(cookieHeader ?? '');
  const activity = cookies[SHOPPER_COOKIES.userActivity]?.toLowerCase();
  const registered = activity === 'registered' || activity === 'r';
  const profileId = registered ? token(cookies[SHOPPER_COOKIES.profileId]) : null;
  return {
    regionId: token(cookies[regionCookie]),
    signedIn: registered && profileId !== null,
    profileId,
    storeId: token(cookies[SHOPPER_COOKIES.storeId]),
    orderId: token(cookies[SHOPPER_COOKIES.orderId]),
  };
}

export const GUEST: Shopper = {
  regionId: null,
  signedIn: false,
  profileId: null,
  storeId: null,
  orderId: null,
};
