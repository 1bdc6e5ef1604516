/**
 * The one e-mail address rule of the page (eGift form and back-in-stock form): local part and
 * domain as browsers check type=email (WHATWG), plus a dot-separated top-level domain of two letters
 * or more: 'name@example' is not an address a card can be sent to.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return EMAIL_PATTERN.test(email) && !email.includes('..');
}
