/**
 * The sign-in page's data (spec 1: where a 503 from add to cart sends the shopper): the form's
 * state after a GET or a post, its texts, and where the shopper goes back to.
 */
import type { PublicConfig } from '../../config';

export interface SignInPageData {
  kind: 'signIn';
  email: { value: string; error: string | null };
  password: { error: string | null };
  rememberMe: boolean;
  /** Where to go after signing in: a same-site path (safeReturnTo). */
  returnTo: string;
  /** An error about the whole attempt (wrong credentials, shop unavailable). */
  formError: string | null;
  /** The shopper is already signed in (the page's activity cookies say so). */
  signedIn: boolean;
  /** A notice shown above the form (e.g. after signing out). */
  notice: string | null;
  config: PublicConfig;
}

export const LOGON_MESSAGES = {
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter the e-mail address in a valid format, like name@example.com.',
  passwordRequired: 'Enter your password.',
  invalidLogin: 'The e-mail address or password is incorrect.',
  unavailable: 'Signing in is not available right now. Please try again in a moment.',
  crossSite: 'This sign-in form was sent from another site. Please sign in on this page.',
  signedOut: 'You are signed out.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes, then try again.',
} as const;

/**
 * The 429 message with the wait the shop gave (Retry-After): a known device is never kept
 * waiting, and after a few failures the wait is seconds, not minutes (docs/security.md).
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return LOGON_MESSAGES.tooManyAttempts;
  const wait =
    retryAfterSeconds < 90
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many sign-in attempts. Please wait ${wait}, then try again.`;
}

/**
 * A same-site path to return to after signing in, as it goes into the Location header: it must
 * start with one `/` (not `//` or `/\`, which leave the site in browsers) and name a path of this
 * site once parsed; it is returned as the URL parser writes it, so a character a header cannot
 * hold (`/Ā`) arrives percent-encoded. Anything else: the index.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 512) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!/^\/(?![/\\])/.test(value) || /[\s\\\u0000-\u001f\u007f]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, 'http://return-to.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://return-to.invalid') return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') || path.length > 1024 ? '/' : path;
}
