/**
 * The one e-mail rule of the page's fields (eGift sender and recipients, back in stock): the HTML
 * living standard's "valid e-mail address" (what a browser's type=email checks), plus what a card needs to be delivered: a top-level domain of two
 * letters or more and no empty label ('name@example' and 'a..b@example.com' reach nobody). The
 * shop API applies the same rule (shop-api/domain/address.ts).
 */
/**
 * The pattern the HTML standard gives for a valid e-mail address, verbatim
 * (https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address). It is the standard's
 * own definition, so it is written here rather than taken from a schema library.
 */
const HTML5_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

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
