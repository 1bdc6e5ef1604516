import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/env.ts';

/**
 * The known-device cookie of sign-in throttling (OWASP's "device cookies"; ./signInThrottle.ts):
 * a browser that signed in to an account is given a proof of it, and its later attempts at that
 * account skip the back-off that guesses from elsewhere cause.
 *
 * The value is a random device id and, for each account signed in to from this browser (at most
 * MAX_ACCOUNTS, the latest first), a tag: HMAC-SHA256 of the device id and the e-mail under a key
 * derived from the session secret, cut to 128 bits. It names no account (a tag is opaque without
 * the key) and holds nothing personal, so sign-out keeps it: the next person at a shared browser
 * learns nothing from it, and can at most make the device's own few attempts
 * (DEFAULT_SIGN_IN_THROTTLE.device). It is not a credential: it never signs anyone in.
 */
export const DEVICE_COOKIE = 'CF_DEVICE';
export const MAX_ACCOUNTS = 5;
/** A year, as OWASP's scheme suggests; each sign-in renews it. */
const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const PART = /^[A-Za-z0-9_-]{22}$/;

export interface KnownDevice {
  deviceId: string;
  tags: string[];
}

/** The device's tag for the account `email` (typed in any case). */
export function deviceTag(secret: string, deviceId: string, email: string): string {
  const key = createHmac('sha256', secret).update('cairnfield:device-cookie').digest();
  return createHmac('sha256', key)
    .update(`${deviceId}|${email.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The cookie's device id and tags when it has the cookie's shape, else null. */
export function parseDeviceCookie(value: string | undefined): KnownDevice | null {
  if (!value) return null;
  const [deviceId = '', ...tags] = value.split('.');
  if (!PART.test(deviceId) || tags.length > MAX_ACCOUNTS || !tags.every((t) => PART.test(t))) {
    return null;
  }
  return { deviceId, tags };
}

/** The tag proving this device signed in to `email` before, or null. */
export function knownDeviceTag(
  device: KnownDevice | null,
  secret: string,
  email: string,
): string | null {
  if (!device) return null;
  const expected = Buffer.from(deviceTag(secret, device.deviceId, email));
  const found = device.tags.find((tag) => timingSafeEqual(Buffer.from(tag), expected));
  return found ?? null;
}

/** The cookie's value after a sign-in to `email`: that account's tag first. */
export function withAccount(device: KnownDevice | null, secret: string, email: string): string {
  const deviceId = device?.deviceId ?? randomBytes(16).toString('base64url');
  const tag = deviceTag(secret, deviceId, email);
  const others = (device?.tags ?? []).filter((t) => t !== tag);
  return [deviceId, tag, ...others].slice(0, MAX_ACCOUNTS + 1).join('.');
}

export function readDeviceCookie(c: Context): KnownDevice | null {
  return parseDeviceCookie(getCookie(c, DEVICE_COOKIE));
}

export function rememberDevice(c: Context<AppEnv>, secret: string, email: string): void {
  setCookie(c, DEVICE_COOKIE, withAccount(readDeviceCookie(c), secret, email), {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE,
    secure: c.get('secure'),
  });
}
