// Test fixture: limits, validators and labels a shop could pass to EGiftForm. The real shop's live in
// page/purchase/eGift.ts; the design system's tests use their own so they never depend on a shop.
import type { EGiftFormLimits, EGiftFormValidators } from './eGiftFormReducer';

export const TEST_LIMITS: EGiftFormLimits = {
  maxRecipients: 5,
  maxFieldLength: 40,
  maxEmailLength: 254,
  maxMessageLength: 150,
};

export const TEST_MESSAGES = {
  emailRequired: 'Enter an e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  senderFirstName: 'Enter your first name',
  senderLastName: 'Enter your last name',
  recipientFirstName: "Enter the recipient's first name",
  recipientLastName: "Enter the recipient's last name",
  firstNameLetters: 'Letters only in the first name',
  lastNameLetters: 'Letters only in the last name',
  tooLong: 'Too long: at most {{max}} characters',
};

const name = /^[\p{L}'’ -]+$/u;
const m = TEST_MESSAGES;
const tooLong = (value: string, max: number) =>
  value.length > max ? m.tooLong.replace('{{max}}', String(max)) : null;

export const TEST_VALIDATORS: EGiftFormValidators = {
  email: (value, _party, max) => {
    if (value.trim() === '') return m.emailRequired;
    return (
      tooLong(value, max) ?? (/^\S+@\S+\.[a-z]{2,}$/i.test(value.trim()) ? null : m.emailInvalid)
    );
  },
  firstName: (value, party, max) => {
    if (value.trim() === '') return party === 'sender' ? m.senderFirstName : m.recipientFirstName;
    return tooLong(value, max) ?? (name.test(value) ? null : m.firstNameLetters);
  },
  lastName: (value, party, max) => {
    if (value.trim() === '') return party === 'sender' ? m.senderLastName : m.recipientLastName;
    return tooLong(value, max) ?? (name.test(value) ? null : m.lastNameLetters);
  },
  message: (value, max) => (value.length > max ? `At most ${max} characters` : null),
};

/** EGiftForm props of the tests. */
export const TEST_FORM_PROPS = {
  ...TEST_LIMITS,
  validators: TEST_VALIDATORS,
  emailLabel: 'Email Address',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  sameEmailLabel: 'Send all cards to the same email',
  recipientLegend: 'Recipient {{n}}',
  messageLabel: 'Message (optional)',
  messagePlaceholder: 'Write a message',
  messageCounterLabel: 'Up to {{maxChars}} characters',
};
