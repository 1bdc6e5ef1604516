import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../http/env.ts';

/**
 * The demo shop's sign-in: a signed, HttpOnly, SameSite=Lax cookie holding the profile id and an
 * expiry, signed (HMAC-SHA256, Hono's signed-cookie helpers) with a secret every instance on the
 * database shares. The shop keeps no session rows: the signature is the proof. The activity
 * cookies the page reads (`USER_ACTIVITY`, `profileId`) are set beside it at sign-in and cleared
 * at sign-out, but they are only hints for rendering: nothing in the shop trusts them.
 */
export const SESSION_COOKIE = 'CF_SESSION';
export const USER_ACTIVITY_COOKIE = 'USER_ACTIVITY';
export const PROFILE_COOKIE = 'profileId';

/** A browser session; the signed expiry still ends it after 12 hours. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** "Remember me": a persistent cookie for 30 days. */
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const PROFILE = /^[A-Za-z0-9_-]{1,64}$/;

/** The secret: SESSION_SECRET (32+ characters), else one generated and kept in the database. */
export function newSessionSecret(): string {
  return randomBytes(32).toString('hex');
}

export function checkSessionSecret(secret: string): string {
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
  return secret;
}

/** The profile id of a valid, unexpired signed session cookie, else null. */
export async function readSession(
  c: Context<AppEnv>,
  secret: string,
  now: Date,
): Promise<string | null> {
  let value: string | false | undefined;
  try {
    value = await getSignedCookie(c, secret, SESSION_COOKIE);
  } catch {
    return null; // a malformed cookie (bad encoding) is no session
  }
  if (!value) return null;
  const [profileId = '', expires = ''] = value.split('|');
  if (!PROFILE.test(profileId) || !/^\d{1,16}$/.test(expires)) return null;
  return Number(expires) > now.getTime() ? profileId : null;
}

export async function startSession(
  c: Context<AppEnv>,
  secret: string,
  profileId: string,
  options: { now: Date; remember: boolean },
): Promise<void> {
  const ttl = options.remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
  const expires = options.now.getTime() + ttl;
  const common = {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: c.get('secure'),
    // Without "remember me" these are browser-session cookies.
    ...(options.remember ? { maxAge: Math.floor(ttl / 1000) } : {}),
  } as const;
  await setSignedCookie(c, SESSION_COOKIE, `${profileId}|${expires}`, secret, common);
  setCookie(c, USER_ACTIVITY_COOKIE, 'registered', common);
  setCookie(c, PROFILE_COOKIE, profileId, common);
}

export function endSession(c: Context<AppEnv>): void {
  for (const name of [SESSION_COOKIE, USER_ACTIVITY_COOKIE, PROFILE_COOKIE]) {
    deleteCookie(c, name, { path: '/', secure: c.get('secure') });
  }
}
