import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { UserType } from '../domain/shipping.ts';
import type { AppEnv } from '../http/env.ts';

/** The cart cookie: an opaque session token the shop sets on the first add to cart. */
export const CART_COOKIE = 'WC_CART_ID';

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Visitor {
  /** The cart session token from the cookie, when it has a valid shape. */
  sessionToken: string | null;
  userType: UserType;
  profileId: string | null;
}

/**
 * Who asks: the cart cookie, and the profile of the signed session cookie (read and verified by
 * middleware/signedSession.ts). The plain `USER_ACTIVITY` / `profileId` cookies are not read:
 * they are hints for the page, and forging them makes nobody registered.
 */
export function readVisitor(c: Context): Visitor {
  const token = getCookie(c, CART_COOKIE);
  const profileId = (c as Context<AppEnv>).get('signedInProfileId') ?? null;
  return {
    sessionToken: token && TOKEN.test(token) ? token : null,
    userType: profileId !== null ? 'R' : 'G',
    profileId,
  };
}

/** 30 days, like a persistent cart. */
const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

export function setCartCookie(c: Context, token: string): void {
  // httpOnly: page scripts never need the token; SameSite=Lax keeps it off cross-site POSTs.
  setCookie(c, CART_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: CART_COOKIE_MAX_AGE,
    secure: (c as Context<AppEnv>).get('secure') ?? new URL(c.req.url).protocol === 'https:',
  });
}

/** Clears the cart cookie (sign-out; a sign-in that leaves the shopper no cart). */
export function clearCartCookie(c: Context): void {
  if (getCookie(c, CART_COOKIE) === undefined) return;
  deleteCookie(c, CART_COOKIE, {
    path: '/',
    secure: (c as Context<AppEnv>).get('secure') ?? new URL(c.req.url).protocol === 'https:',
  });
}
