/**
 * Who is shopping, from cookies (spec 3 "Client state", spec 4 "Visitor kind"). The cookie names
 * are the reference shop's (shop-api/CONTRACT.md); the region cookie's name is configurable.
 *
 * The activity cookies are read for display and for choosing defaults only (greeting, free-shipping
 * threshold, recently-viewed limit, express options): the shop itself decides who is signed in from
 * its own session, so nothing here is trusted for anything else.
 */
import { parse } from 'cookie';
import type { PublicConfig } from '../config';
import { expressOptionsFor, type ExpressOptions } from '../purchase/expressOptions';

export interface Shopper {
  /** Region id from the region cookie (shipping restriction). */
  regionId: string | null;
  /** Spec 4: registered when the activity cookies show a logged-in session. */
  signedIn: boolean;
  /** Spec 4: registered, guest, or remembered but not signed in on this visit (counts as a guest). */
  visitorKind: VisitorKind;
  profileId: string | null;
  storeId: string | null;
  /** The current cart's order id (cookie), for the eGift order item lookup. */
  orderId: string | null;
  /** Spec 3: zip codes from the cookies (5 digits, or ZIP+4), for delivery and the selected store. */
  zipCodes: { delivery: string | null; store: string | null };
  /** Spec 3: same-day delivery info (store and zip code it was checked for). */
  sameDay: { storeId: string | null; zipCode: string | null };
  /** Spec 6: the express-checkout options enabled for this shopper (cookie or defaults). */
  expressOptions: ExpressOptions;
}

export const visitorKinds = ['registered', 'guest', 'remembered'] as const;
export type VisitorKind = (typeof visitorKinds)[number];

export const SHOPPER_COOKIES = {
  /**
   * Activity cookie: 'registered' (or 'r') for a logged-in session; 'remembered' for a shopper the
   * shop remembers but who has not signed in on this visit; anything else is a guest.
   */
  userActivity: 'USER_ACTIVITY',
  profileId: 'profileId',
  /** User type kept by the storefront: 'R' (registered) or 'G' (guest). */
  userType: 'USER_TYPE',
  /** The selected store (spec 3: cookies hold the selected store id). */
  storeId: 'selectedStoreId',
  /** The current order id, when the shop exposes one to the page. */
  orderId: 'orderId',
  /** Zip codes (spec 3): home delivery and the selected store's. */
  deliveryZipCode: 'deliveryZipCode',
  storeZipCode: 'storeZipCode',
  /** Same-day delivery (spec 3): the store and zip code it was checked for. */
  sddStoreId: 'sddStoreId',
  sddZipCode: 'sddZipCode',
} as const;

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const ZIP = /^\d{5}(-\d{4})?$/;
const token = (value: string | undefined): string | null =>
  value !== undefined && TOKEN.test(value) ? value : null;
const zip = (value: string | undefined): string | null =>
  value !== undefined && ZIP.test(value) ? value : null;

/** Spec 4: registered, guest, or remembered but not authenticated. */
export function visitorKindOf(cookies: Readonly<Record<string, string | undefined>>): VisitorKind {
  const activity = cookies[SHOPPER_COOKIES.userActivity]?.toLowerCase();
  const profileId = token(cookies[SHOPPER_COOKIES.profileId]);
  if ((activity === 'registered' || activity === 'r') && profileId !== null) return 'registered';
  // A logged-in activity without a usable profile id, an explicit 'remembered', or a registered
  // user type without a session: the shop knows the shopper, who has not signed in.
  if (
    activity === 'registered' ||
    activity === 'r' ||
    activity === 'remembered' ||
    cookies[SHOPPER_COOKIES.userType]?.toUpperCase() === 'R'
  ) {
    return 'remembered';
  }
  return 'guest';
}

export type ShopperSettings = Pick<PublicConfig, 'regionCookie' | 'expressOptions'>;

export function parseShopper(
  cookieHeader: string | null | undefined,
  regionCookie: string,
  settings: Pick<ShopperSettings, 'expressOptions'>,
): Shopper {
  const cookies = parse(cookieHeader ?? '');
  const visitorKind = visitorKindOf(cookies);
  const signedIn = visitorKind === 'registered';
  return {
    regionId: token(cookies[regionCookie]),
    signedIn,
    visitorKind,
    profileId: signedIn ? token(cookies[SHOPPER_COOKIES.profileId]) : null,
    storeId: token(cookies[SHOPPER_COOKIES.storeId]),
    orderId: token(cookies[SHOPPER_COOKIES.orderId]),
    zipCodes: {
      delivery: zip(cookies[SHOPPER_COOKIES.deliveryZipCode]),
      store: zip(cookies[SHOPPER_COOKIES.storeZipCode]),
    },
    sameDay: {
      storeId: token(cookies[SHOPPER_COOKIES.sddStoreId]),
      zipCode: zip(cookies[SHOPPER_COOKIES.sddZipCode]),
    },
    expressOptions: expressOptionsFor(
      cookies[settings.expressOptions.cookie],
      signedIn,
      settings.expressOptions,
    ),
  };
}

export { GUEST } from './guest';
