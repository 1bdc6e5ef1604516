/**
 * The eGift card's rules (spec 3 "eGift card form" and "Add-to-cart variant fields", spec 5 "eGift
 * form", spec 9 limits): the form's limits, its validators with the spec's messages (the design
 * system's EGiftForm receives them as props), and the eGift fields of the add-to-cart payload.
 */
import type {
  EGiftFormValues,
  EGiftParty,
  EGiftPerson,
} from '@cairnfield/design-system/formValues';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';
import { fillPlaceholders } from './messageText';
import { sendTimeZoneOrBusiness } from './timeZone';
import { EGIFT_TEXT } from './messages';

/**
 * Spec 9: text fields at most 32 characters (maxCharsForEGCFormFields). The names keep it; an
 * e-mail takes a real address's length (EMAIL_MAX_LENGTH, 254): the spec's 32 would refuse or cut
 * ordinary addresses ('firstname.lastname@company-name.example' is 40). Longer text is never cut:
 * it stays in the field with the message saying the limit.
 */
export const EGIFT_MAX_FIELD_LENGTH = 32;
/** The eGift e-mail fields' limit: the page's one e-mail rule's (email.ts). */
export const EGIFT_MAX_EMAIL_LENGTH = EMAIL_MAX_LENGTH;
/** Spec 9: the message at most 122 characters (maxCharsForEGCMessageField). */
export const EGIFT_MAX_MESSAGE_LENGTH = 122;

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

/** The eGift form's texts: the spec's (EGIFT_TEXT), or the page's catalogue's for its language. */
export type EGiftText = { readonly [K in keyof typeof EGIFT_TEXT]: string };

/** 'Email Address is required' (or the given field label). */
export function requiredMessage(
  field: string = EGIFT_TEXT.emailLabel,
  text: EGiftText = EGIFT_TEXT,
): string {
  return fillPlaceholders(text.required, { field });
}

/** The e-mail's error, or null. Over `maxLength` (trimmed) it names the limit. */
export function validateEmail(
  value: string,
  _party: EGiftParty = 'sender',
  maxLength: number = EGIFT_MAX_EMAIL_LENGTH,
  text: EGiftText = EGIFT_TEXT,
): string | null {
  if (value.trim() === '') return requiredMessage(text.emailLabel, text);
  if (value.trim().length > maxLength) {
    return fillPlaceholders(text.emailTooLong, { max: maxLength });
  }
  return isValidEmail(value) ? null : text.emailInvalid;
}

/** The texts of the one name rule, for each part of a name. */
const nameText = (text: EGiftText) => ({
  first: {
    sender: text.senderFirstNameRequired,
    recipient: text.recipientFirstNameRequired,
    tooLong: text.firstNameTooLong,
    lettersOnly: text.firstNameLettersOnly,
  },
  last: {
    sender: text.senderLastNameRequired,
    recipient: text.recipientLastNameRequired,
    tooLong: text.lastNameTooLong,
    lettersOnly: text.lastNameLettersOnly,
  },
});

/** A name's error for the sender or a recipient: required, at most `maxLength`, letters only. */
function validateName(
  part: 'first' | 'last',
  value: string,
  party: EGiftParty,
  maxLength: number,
  texts: EGiftText,
): string | null {
  const text = nameText(texts)[part];
  if (value.trim() === '') return text[party];
  if (value.trim().length > maxLength) {
    return fillPlaceholders(text.tooLong, { max: maxLength });
  }
  return isValidName(value) ? null : text.lettersOnly;
}

/** The first name's error for the sender or a recipient, or null. */
export function validateFirstName(
  value: string,
  party: EGiftParty,
  maxLength: number = EGIFT_MAX_FIELD_LENGTH,
  text: EGiftText = EGIFT_TEXT,
): string | null {
  return validateName('first', value, party, maxLength, text);
}

/** The last name's error for the sender or a recipient, or null. */
export function validateLastName(
  value: string,
  party: EGiftParty,
  maxLength: number = EGIFT_MAX_FIELD_LENGTH,
  text: EGiftText = EGIFT_TEXT,
): string | null {
  return validateName('last', value, party, maxLength, text);
}

/** The optional message's error (shown only if a controlled message exceeds the limit), or null. */
export function validateMessage(
  value: string,
  maxChars: number,
  text: EGiftText = EGIFT_TEXT,
): string | null {
  return value.length > maxChars ? fillPlaceholders(text.messageTooLong, { max: maxChars }) : null;
}

/** The validators the page passes to the design system's EGiftForm, in the spec's words. */
export const egiftValidators = {
  email: validateEmail,
  firstName: validateFirstName,
  lastName: validateLastName,
  message: validateMessage,
};

/** The same validators, in the words of `text` (the page's catalogue for its language). */
export function egiftValidatorsIn(text: EGiftText): typeof egiftValidators {
  if (text === EGIFT_TEXT) return egiftValidators;
  return {
    email: (value, party, maxLength) => validateEmail(value, party, maxLength, text),
    firstName: (value, party, maxLength) => validateFirstName(value, party, maxLength, text),
    lastName: (value, party, maxLength) => validateLastName(value, party, maxLength, text),
    message: (value, maxChars) => validateMessage(value, maxChars, text),
  };
}

/**
 * Whether a whole draft passes the form's rules: the sender, each recipient whose form shows (one
 * with 'same email' on, else one per card) and the message. A prefilled order item opens valid
 * when this holds (spec 2, ?orderItemId).
 */
export function isEgiftDraftValid(
  draft: EGiftFormValues,
  maxMessageLength: number = EGIFT_MAX_MESSAGE_LENGTH,
): boolean {
  const visible = draft.sendToSame ? 1 : Math.max(1, draft.quantity);
  const people: Array<[EGiftPerson | undefined, EGiftParty]> = [
    [draft.sender, 'sender'],
    ...Array.from({ length: visible }, (_, i): [EGiftPerson | undefined, EGiftParty] => [
      draft.recipients[i],
      'recipient',
    ]),
  ];
  return (
    people.every(
      ([person, party]) =>
        person !== undefined &&
        validateEmail(person.email) === null &&
        validateFirstName(person.firstName, party) === null &&
        validateLastName(person.lastName, party) === null,
    ) && validateMessage(draft.message, maxMessageLength) === null
  );
}

export interface EgiftPayloadRecipient {
  /** 1-based position of the recipient. */
  sequence: number;
  recipientFirstName: string;
  recipientLastName: string;
  recipientEmail: string;
}

export interface EgiftPayloadFields {
  senderEmail: string;
  senderFirstName: string;
  senderLastName: string;
  senderMessage: string;
  recipients: EgiftPayloadRecipient[];
  /** '1' when every card goes to one recipient, '0' otherwise. */
  isSendToOne: '1' | '0';
  /** The day to send ('YYYY-MM-DD'), or '' to send now (egiftSendDate.ts). */
  sendDate: string;
  /**
   * The zone the date is read in, as the shopper's browser gave it ('' with no date; the business
   * zone when a form came without one).
   */
  sendTimeZone: string;
  /** The chosen card design's id ('' when the product offers none). */
  designId: string;
}

/**
 * The eGift fields of the add-to-cart payload (spec 3) for `quantity` cards. One recipient per card,
 * or one for all of them with 'same email' on ('isSendToOne' '1'; it is '0' for a single card, where
 * there is nothing to send "to one"). Recipients kept beyond the quantity are never sent. Text is
 * trimmed; the message is already normalised (plain dashes and quotes) by the form.
 */
export function egiftPayloadFields(draft: EGiftFormValues, quantity: number): EgiftPayloadFields {
  const sendToOne = draft.sendToSame && quantity > 1;
  const sendDate = draft.sendDate?.trim() ?? '';
  return {
    senderEmail: draft.sender.email.trim(),
    senderFirstName: draft.sender.firstName.trim(),
    senderLastName: draft.sender.lastName.trim(),
    senderMessage: draft.message.trim(),
    recipients: draft.recipients.slice(0, sendToOne ? 1 : Math.max(1, quantity)).map((r, i) => ({
      sequence: i + 1,
      recipientFirstName: r.firstName.trim(),
      recipientLastName: r.lastName.trim(),
      recipientEmail: r.email.trim(),
    })),
    isSendToOne: sendToOne ? '1' : '0',
    sendDate: sendDate,
    sendTimeZone: sendDate ? sendTimeZoneOrBusiness(draft.sendTimeZone) : '',
    designId: draft.designId ?? '',
  };
}
