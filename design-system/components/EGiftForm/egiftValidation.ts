// Validators and messages of the eGift form (spec 5, "eGift form"). Messages are exported constants
// so tests and the page use the exact spec texts.
import * as z from 'zod/mini';

/** The e-mail fields' label, also the {{field}} of the required message. */
export const EMAIL_FIELD_LABEL = 'Email Address';
/** The example address appended to the invalid-format message. */
export const EMAIL_EXAMPLE = 'name@example.com';

/** Spec 5: '{{field}} is required'. */
export const REQUIRED_MESSAGE_TEMPLATE = '{{field}} is required';
/** Spec 5 sentence, verbatim, before the example address. */
export const EMAIL_FORMAT_SENTENCE = 'Please enter the Email Address in a valid format';
/** 'Please enter the Email Address in a valid format (example: name@example.com)'. */
export const EMAIL_INVALID_MESSAGE = `${EMAIL_FORMAT_SENTENCE} (example: ${EMAIL_EXAMPLE})`;

export const SENDER_FIRST_NAME_REQUIRED = 'Please enter your first name.';
export const SENDER_LAST_NAME_REQUIRED = 'Please enter your last name.';
export const RECIPIENT_FIRST_NAME_REQUIRED = 'Please enter first name of the recipient.';
export const RECIPIENT_LAST_NAME_REQUIRED = 'Please enter last name of the recipient.';
/** Used for sender and recipients alike (the spec gives one letters-only message per name part). */
export const FIRST_NAME_LETTERS_ONLY = 'First Name can only contain letters.';
export const LAST_NAME_LETTERS_ONLY = 'Last Name can only contain letters.';

/** 'Email Address is required' (or the given field label). */
export function requiredMessage(field: string = EMAIL_FIELD_LABEL): string {
  return REQUIRED_MESSAGE_TEMPLATE.replace('{{field}}', field);
}

/** Shown if a (controlled) message somehow exceeds the limit; typing cannot (maxlength). */
export function messageTooLongMessage(maxChars: number): string {
  return `Message can be at most ${maxChars} characters.`;
}

// The HTML living standard's valid e-mail address (what type=email checks, as zod ships it), plus
// a top-level domain and no empty label: 'name@example' is not an address a card can be sent to.
// The same rule as page/purchase/email.ts, which is the one to use once these validators move
// to page/purchase (the design system may not import from page/).
const html5Email = z.email({ pattern: z.regexes.html5Email });

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return (
    email.length <= 254 &&
    html5Email.safeParse(email).success &&
    /\.[A-Za-z]{2,}$/.test(email) &&
    !email.includes('..')
  );
}

/**
 * Names: letters (any script, so 'Zoë' and 'José' pass), apostrophes (straight or curly) and
 * hyphens, as the spec allows, plus single spaces between words ('Mary Ann', 'van der Berg'), which
 * real names need. At least one letter; leading and trailing spaces are ignored.
 */
const NAME_PATTERN = /^[\p{L}\p{M}'’-]+(?: [\p{L}\p{M}'’-]+)*$/u;

export function isValidName(value: string): boolean {
  const name = value.trim();
  return NAME_PATTERN.test(name) && /\p{L}/u.test(name);
}

export type EGiftParty = 'sender' | 'recipient';

/** The e-mail's error, or null. */
export function validateEmail(value: string, field: string = EMAIL_FIELD_LABEL): string | null {
  if (value.trim() === '') return requiredMessage(field);
  return isValidEmail(value) ? null : EMAIL_INVALID_MESSAGE;
}

/** The first name's error for the sender or a recipient, or null. */
export function validateFirstName(value: string, party: EGiftParty): string | null {
  if (value.trim() === '') {
    return party === 'sender' ? SENDER_FIRST_NAME_REQUIRED : RECIPIENT_FIRST_NAME_REQUIRED;
  }
  return isValidName(value) ? null : FIRST_NAME_LETTERS_ONLY;
}

/** The last name's error for the sender or a recipient, or null. */
export function validateLastName(value: string, party: EGiftParty): string | null {
  if (value.trim() === '') {
    return party === 'sender' ? SENDER_LAST_NAME_REQUIRED : RECIPIENT_LAST_NAME_REQUIRED;
  }
  return isValidName(value) ? null : LAST_NAME_LETTERS_ONLY;
}

/** The optional message's error, or null. */
export function validateMessage(value: string, maxChars: number): string | null {
  return value.length > maxChars ? messageTooLongMessage(maxChars) : null;
}
