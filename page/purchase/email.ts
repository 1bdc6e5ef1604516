/**
 * The one e-mail rule of the page's fields (eGift sender and recipients, back in stock): the HTML
 * living standard's "valid e-mail address" (what a browser's type=email checks), as zod ships it
 * (`z.regexes.html5Email`), plus what a card needs to be delivered: a top-level domain of two
 * letters or more and no empty label ('name@example' and 'a..b@example.com' reach nobody). The
 * shop API applies the same rule (shop-api/domain/address.ts).
 */
// Only the pattern is taken from zod (its core's regexes are side-effect free, so the browser bundle
// gets this one regular expression, not the schema library).
import { regexes } from 'zod/v4/core';

const HTML5_EMAIL = regexes.html5Email;

/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return (
    email.length <= EMAIL_MAX_LENGTH &&
    HTML5_EMAIL.test(email) &&
    /\.[A-Za-z]{2,}$/.test(email) &&
    !email.includes('..')
  );
}
