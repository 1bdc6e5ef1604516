import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { UserType } from '../domain/shipping.ts';

/** The cart cookie: an opaque session token the shop sets on the first add to cart. */
export const CART_COOKIE = 'WC_CART_ID';
/** Demo sign-in: `USER_ACTIVITY=registered` plus `profileId=<id>` marks a registered shopper. */
export const USER_ACTIVITY_COOKIE = 'USER_ACTIVITY';
export const PROFILE_COOKIE = 'profileId';

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROFILE = /^[A-Za-z0-9_-]{1,64}$/;

export interface Visitor {
  /** The cart session token from the cookie, when it has a valid shape. */
  sessionToken: string | null;
  userType: UserType;
  profileId: string | null;
}

export function readVisitor(c: Context): Visitor {
  const token = getCookie(c, CART_COOKIE);
  const activity = getCookie(c, USER_ACTIVITY_COOKIE)?.toLowerCase();
  const profile = getCookie(c, PROFILE_COOKIE);
  const registered = activity === 'registered' || activity === 'r';
  return {
    sessionToken: token && TOKEN.test(token) ? token : null,
    userType: registered ? 'R' : 'G',
    profileId: registered && profile && PROFILE.test(profile) ? profile : null,
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
    secure: new URL(c.req.url).protocol === 'https:',
  });
}
