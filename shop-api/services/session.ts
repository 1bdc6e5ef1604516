import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import type { SignInRepository } from '../db/repositories/signIn.ts';
import type { AppEnv } from '../http/env.ts';

/**
 * The demo shop's sign-in: a signed, HttpOnly, SameSite=Lax cookie holding the profile id, an
 * expiry and a session id, signed (HMAC-SHA256, Hono's signed-cookie helpers) with a secret every
 * instance on the database shares. The session id names a row of sign_in_sessions: sign-out marks
 * it ended, so a copy of the cookie taken before is refused after, on every instance.
 *
 * A cookie signed before sessions had rows holds only the profile id and the expiry. It keeps its
 * shopper signed in (the shop's upgrade signs nobody out): its session id is a digest of the signed
 * value, and its row is made on first use, so sign-out ends it like any other, and a copy of it is
 * refused after (the ended row stays until the cookie's own expiry). No such cookie is signed any
 * more, so none is valid past the longest session (30 days) after the upgrade. The activity
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
const SESSION_ID = /^[0-9a-f]{32}$/;

interface SignedSession {
  profileId: string;
  sessionId: string;
  expiresAt: Date;
  /** Signed before sessions had rows: the row is made on first use. */
  legacy: boolean;
}

/** The session id of a cookie signed before sessions had rows: a digest of its signed value. */
export function legacySessionId(signedValue: string): string {
  return createHash('sha256').update(`legacy-session|${signedValue}`).digest('hex').slice(0, 32);
}

/** The signed cookie's content when its signature holds and it has not expired, else null. */
async function signedCookie(
  c: Context<AppEnv>,
  secret: string,
  now: Date,
): Promise<SignedSession | null> {
  let value: string | false | undefined;
  try {
    value = await getSignedCookie(c, secret, SESSION_COOKIE);
  } catch {
    return null; // a malformed cookie (bad encoding) is no session
  }
  if (!value) return null;
  const parts = value.split('|');
  const [profileId = '', expires = '', sessionId] = parts;
  if (!PROFILE.test(profileId) || !/^\d{1,16}$/.test(expires)) return null;
  if (Number(expires) <= now.getTime()) return null;
  const expiresAt = new Date(Number(expires));
  if (parts.length === 2) {
    return { profileId, sessionId: legacySessionId(value), expiresAt, legacy: true };
  }
  if (parts.length !== 3 || sessionId === undefined || !SESSION_ID.test(sessionId)) return null;
  return { profileId, sessionId, expiresAt, legacy: false };
}

/** The secret: SESSION_SECRET (32+ characters), else one generated and kept in the database. */
export function newSessionSecret(): string {
  return randomBytes(32).toString('hex');
}

export function checkSessionSecret(secret: string): string {
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
  return secret;
}

/** The profile id of a valid, unexpired signed session cookie whose session was not ended. */
export async function readSession(
  c: Context<AppEnv>,
  deps: { secret: string; sessions: SignInRepository },
  now: Date,
): Promise<string | null> {
  const session = await signedCookie(c, deps.secret, now);
  if (!session) return null;
  if (session.legacy) await deps.sessions.adoptSession({ ...session, now });
  const live = await deps.sessions.isSessionLive(session.sessionId, session.profileId, now);
  return live ? session.profileId : null;
}

export async function startSession(
  c: Context<AppEnv>,
  deps: { secret: string; sessions: SignInRepository },
  profileId: string,
  options: { now: Date; remember: boolean },
): Promise<void> {
  const ttl = options.remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
  const expires = options.now.getTime() + ttl;
  const sessionId = randomBytes(16).toString('hex');
  await deps.sessions.createSession({
    sessionId,
    profileId,
    expiresAt: new Date(expires),
    now: options.now,
  });
  const common = {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: c.get('secure'),
    // Without "remember me" these are browser-session cookies.
    ...(options.remember ? { maxAge: Math.floor(ttl / 1000) } : {}),
  } as const;
  await setSignedCookie(
    c,
    SESSION_COOKIE,
    `${profileId}|${expires}|${sessionId}`,
    deps.secret,
    common,
  );
  setCookie(c, USER_ACTIVITY_COOKIE, 'registered', common);
  setCookie(c, PROFILE_COOKIE, profileId, common);
}

/** Ends the session on the server (its row is marked ended) and clears the cookies. */
export async function endSession(
  c: Context<AppEnv>,
  deps: { secret: string; sessions: SignInRepository },
  now: Date,
): Promise<void> {
  // Any signed, unexpired session is ended, live or not (a legacy one gets its row ended).
  const session = await signedCookie(c, deps.secret, now);
  if (session) await deps.sessions.endSession({ ...session, now });
  for (const name of [SESSION_COOKIE, USER_ACTIVITY_COOKIE, PROFILE_COOKIE]) {
    deleteCookie(c, name, { path: '/', secure: c.get('secure') });
  }
}
