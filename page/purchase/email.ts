/**
 * The one e-mail rule of the page's fields (eGift sender and recipients, back in stock): the HTML
 * living standard's "valid e-mail address" (what a browser's type=email checks), as zod ships it
 * (`z.regexes.html5Email`), plus what a card needs to be delivered: a top-level domain of two
 * letters or more and no empty label ('name@example' and 'a..b@example.com' reach nobody). The
 * shop API applies the same rule (shop-api/domain/address.ts).
 */
import * as z from 'zod/mini';

const html5Email = z.email({ pattern: z.regexes.html5Email });

/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return (
    email.length <= EMAIL_MAX_LENGTH &&
    html5Email.safeParse(email).success &&
    /\.[A-Za-z]{2,}$/.test(email) &&
    !email.includes('..')
  );
}
