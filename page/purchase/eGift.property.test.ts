// Property tests (fast-check) of the eGift form's name and e-mail validators: for any input nothing
// throws, the answer is null or one of the spec's exact messages, and what passes obeys the rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';
import { EGIFT_TEXT } from './messages';
import {
  EGIFT_MAX_FIELD_LENGTH,
  isValidName,
  requiredMessage,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateMessage,
} from './eGift';

const {
  emailInvalid: EMAIL_INVALID_MESSAGE,
  firstNameLettersOnly: FIRST_NAME_LETTERS_ONLY,
  lastNameLettersOnly: LAST_NAME_LETTERS_ONLY,
  recipientFirstNameRequired: RECIPIENT_FIRST_NAME_REQUIRED,
  recipientLastNameRequired: RECIPIENT_LAST_NAME_REQUIRED,
  senderFirstNameRequired: SENDER_FIRST_NAME_REQUIRED,
  senderLastNameRequired: SENDER_LAST_NAME_REQUIRED,
} = EGIFT_TEXT;

/**
 * Any character a shopper can type or paste: every grapheme, plus lone surrogates, NUL and
 * zero-width characters ('binary' would cover them too, but costs seconds to set up per file).
 */
const anyChar = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u0000', '\u200B', '\uFEFF', '\u202E'),
);

const anyText = fc.oneof(
  fc.string({ unit: anyChar, maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(..."ab@.-_ '’Zé1+"), maxLength: 30 }),
);
const party = fc.constantFrom('sender' as const, 'recipient' as const);

const letter = fc.constantFrom(...'abcxyzABCXYZéüñøßçЖжλΩ李明');
/** Names the spec allows: letters with apostrophes or hyphens, single spaces between words. */
const validName = fc
  .array(
    fc
      .tuple(
        fc.string({ unit: letter, minLength: 1, maxLength: 8 }),
        fc.constantFrom('', "'", '’', '-'),
        fc.string({ unit: letter, maxLength: 6 }),
      )
      .map((parts) => parts.join('')),
    { minLength: 1, maxLength: 3 },
  )
  .map((words) => words.join(' '));

const label = fc.string({
  unit: fc.constantFrom(...'abcdefghij0123456789'),
  minLength: 1,
  maxLength: 10,
});
const validEmail = fc
  .tuple(
    fc.array(fc.string({ unit: fc.constantFrom(...'abcxyz0189_%+'), minLength: 1, maxLength: 8 }), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
      minLength: 2,
      maxLength: 6,
    }),
  )
  .map(([local, domain, tld]) => `${local.join('.')}@${domain.join('.')}.${tld}`);

describe('eGift validators (properties)', () => {
  it('given any input, should answer an e-mail with null, the required message or the format message', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const error = validateEmail(value);
        expect([null, requiredMessage(), EMAIL_INVALID_MESSAGE]).toContain(error);
        expect(error === requiredMessage()).toBe(value.trim() === '');
      }),
    );
  });

  it('should accept only e-mails with one @, no spaces or controls, and a dotted domain ending in letters', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        if (!isValidEmail(value)) return;
        const email = value.trim();
        expect(email.split('@')).toHaveLength(2);
        expect(email).not.toMatch(/[\s\p{Cc}]/u);
        expect(email).not.toContain('..');
        expect(email.split('@')[1]).toMatch(/\.[A-Za-z]{2,}$/);
      }),
    );
  });

  it('should accept every well-formed address, with spaces around it', () => {
    fc.assert(
      fc.property(validEmail, fc.constantFrom('', ' ', '  '), (email, pad) => {
        expect(validateEmail(`${pad}${email}${pad}`)).toBeNull();
      }),
    );
  });

  it('given any input, should answer a name with null or one of the spec messages for its part and party', () => {
    fc.assert(
      fc.property(anyText, party, (value, who) => {
        const first = validateFirstName(value, who);
        const last = validateLastName(value, who);
        const firstRequired =
          who === 'sender' ? SENDER_FIRST_NAME_REQUIRED : RECIPIENT_FIRST_NAME_REQUIRED;
        const lastRequired =
          who === 'sender' ? SENDER_LAST_NAME_REQUIRED : RECIPIENT_LAST_NAME_REQUIRED;
        const firstTooLong = 'First Name can be at most 32 characters.';
        const lastTooLong = 'Last Name can be at most 32 characters.';
        expect([null, firstRequired, FIRST_NAME_LETTERS_ONLY, firstTooLong]).toContain(first);
        expect([null, lastRequired, LAST_NAME_LETTERS_ONLY, lastTooLong]).toContain(last);
        expect(first === firstTooLong).toBe(value.trim().length > EGIFT_MAX_FIELD_LENGTH);
        expect(first === null).toBe(last === null);
      }),
    );
  });

  it('should accept only names holding a letter and only letters, marks, apostrophes, hyphens and single spaces', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        if (!isValidName(value)) return;
        const name = value.trim();
        expect(name).toMatch(/\p{L}/u);
        expect(name).toMatch(/^[\p{L}\p{M}'’ -]+$/u);
        expect(name).not.toContain('  ');
      }),
    );
  });

  it('should accept every name made of letters, apostrophes and hyphens, up to the limit', () => {
    fc.assert(
      fc.property(validName, party, (name, who) => {
        const fits = name.length <= EGIFT_MAX_FIELD_LENGTH;
        expect(validateFirstName(name, who) === null).toBe(fits);
        expect(validateLastName(` ${name} `, who) === null).toBe(fits);
        if (!fits) {
          expect(validateFirstName(name, who)).toBe('First Name can be at most 32 characters.');
        }
      }),
    );
  });

  it('should pass a message exactly when it fits the limit', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 300 }), (value, maxChars) => {
        expect(validateMessage(value, maxChars) === null).toBe(value.length <= maxChars);
      }),
    );
  });
});
