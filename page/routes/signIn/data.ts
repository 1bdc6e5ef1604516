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
 * A same-site path to return to: starts with one `/`, not `//` or `/\` (both leave the site in
 * browsers), no control characters. Anything else: the index.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 512) return '/';
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value)) return '/';
  return value;
}
