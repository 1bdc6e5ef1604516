import { describe, expect, it } from 'vitest';
import {
  EGIFT_MAX_EMAIL_LENGTH,
  EGIFT_MAX_FIELD_LENGTH,
  isEgiftDraftValid,
  egiftPayloadFields,
  isValidName,
  requiredMessage,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateMessage,
} from './eGift';
import { INVALID_EMAILS, VALID_EMAILS } from '../test/emailExamples';

describe('eGift rules (spec 5 messages, spec 3 payload)', () => {
  describe('validateEmail', () => {
    it('should require an address (spaces count as empty)', () => {
      expect(validateEmail('')).toBe('Email Address is required');
      expect(validateEmail('   ')).toBe('Email Address is required');
    });
    // The shop's e-mail rule's own examples: the validator agrees with it on every one.
    it.each(VALID_EMAILS)('given %s, when validated, should accept it', (email) => {
      expect(validateEmail(email)).toBeNull();
    });
    // (Over the length limit the limit's own message wins: see the long-address case below.)
    it.each(INVALID_EMAILS.filter((email) => email.length <= EGIFT_MAX_EMAIL_LENGTH))(
      'given %s, when validated, should give the format message',
      (email) => {
        expect(validateEmail(email)).toBe(
          'Please enter the Email Address in a valid format (example: name@example.com)',
        );
      },
    );
  });

  describe('names', () => {
    it.each([
      "O'Brien",
      'Mary-Jane',
      'Zoë',
      'José',
      'Mary Ann',
      'van der Berg',
      'D’Angelo',
      ' Sam ',
    ])('should accept %s (letters, apostrophes, hyphens, single spaces)', (name) => {
      expect(isValidName(name)).toBe(true);
    });
    it.each(['Sam3', 'Sam!', 'Sam  Lee', "'-", 'sam@x', 'Sam.'])('should reject %s', (name) => {
      expect(isValidName(name)).toBe(false);
    });

    it('should use the sender messages for the sender', () => {
      expect(validateFirstName('', 'sender')).toBe('Please enter your first name.');
      expect(validateLastName(' ', 'sender')).toBe('Please enter your last name.');
      expect(validateFirstName('Sam3', 'sender')).toBe('First Name can only contain letters.');
      expect(validateLastName('Lee!', 'sender')).toBe('Last Name can only contain letters.');
      expect(validateFirstName('Sam', 'sender')).toBeNull();
    });

    it('should use the recipient messages for recipients', () => {
      expect(validateFirstName('', 'recipient')).toBe('Please enter first name of the recipient.');
      expect(validateLastName('', 'recipient')).toBe('Please enter last name of the recipient.');
      expect(validateFirstName('R2D2', 'recipient')).toBe('First Name can only contain letters.');
      expect(validateLastName("O'Neil", 'recipient')).toBeNull();
    });
  });

  describe('length limits (never cut, always said)', () => {
    it('should accept a 42-character e-mail and refuse one past 254 with the limit', () => {
      const email = `${'a'.repeat(30)}@example.com`;
      expect(email).toHaveLength(42);
      expect(validateEmail(email)).toBeNull();
      const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
      expect(long.length).toBeGreaterThan(EGIFT_MAX_EMAIL_LENGTH);
      expect(validateEmail(long)).toBe('Email Address can be at most 254 characters.');
    });
    it('should keep names at 32 characters and say so past it', () => {
      expect(EGIFT_MAX_FIELD_LENGTH).toBe(32);
      expect(validateFirstName('A'.repeat(32), 'sender')).toBeNull();
      expect(validateFirstName('A'.repeat(33), 'sender')).toBe(
        'First Name can be at most 32 characters.',
      );
      expect(validateLastName('B'.repeat(40), 'recipient')).toBe(
        'Last Name can be at most 32 characters.',
      );
      expect(validateLastName(` ${'B'.repeat(32)} `, 'recipient')).toBeNull();
    });
    it('should use the limit the form passes', () => {
      expect(validateFirstName('Samantha', 'sender', 5)).toBe(
        'First Name can be at most 5 characters.',
      );
      expect(validateEmail('sam@example.com', 'recipient', 10)).toBe(
        'Email Address can be at most 10 characters.',
      );
    });
    it('should refuse a draft with a name over the limit', () => {
      const person = { email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee' };
      const draft = {
        sender: person,
        recipients: [{ ...person, firstName: 'S'.repeat(33) }],
        message: '',
        sendToSame: false,
        quantity: 1,
      };
      expect(isEgiftDraftValid(draft)).toBe(false);
      expect(isEgiftDraftValid({ ...draft, recipients: [person] })).toBe(true);
    });
  });

  describe('validateMessage', () => {
    it('should allow an empty message and up to the limit', () => {
      expect(validateMessage('', 122)).toBeNull();
      expect(validateMessage('a'.repeat(122), 122)).toBeNull();
      expect(validateMessage('a'.repeat(123), 122)).toBe('Message can be at most 122 characters.');
    });
  });

  describe('requiredMessage', () => {
    it('should fill the field label into the spec template', () => {
      expect(requiredMessage('Recipient Email')).toBe('Recipient Email is required');
    });
  });

  describe('egiftPayloadFields', () => {
    const draft = {
      sender: { email: ' sam@example.com ', firstName: 'Sam ', lastName: 'Lee' },
      recipients: [
        { email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz' },
        { email: 'kai@example.com', firstName: 'Kai', lastName: "O'Neil" },
        { email: 'hidden@example.com', firstName: 'Hid', lastName: 'Den' },
      ],
      message: ' Enjoy! ',
      sendToSame: false,
      quantity: 2,
    };

    it('given two cards, should send the trimmed sender and the first two recipients', () => {
      expect(egiftPayloadFields(draft, 2)).toEqual({
        senderEmail: 'sam@example.com',
        senderFirstName: 'Sam',
        senderLastName: 'Lee',
        senderMessage: 'Enjoy!',
        recipients: [
          {
            sequence: 1,
            recipientFirstName: 'Ana',
            recipientLastName: 'Ruiz',
            recipientEmail: 'ana@example.com',
          },
          {
            sequence: 2,
            recipientFirstName: 'Kai',
            recipientLastName: "O'Neil",
            recipientEmail: 'kai@example.com',
          },
        ],
        isSendToOne: '0',
        sendDate: '',
        sendTimeZone: '',
        designId: '',
      });
    });

    it('given a send date, should send it with the shopper’s zone (Central time when none came)', () => {
      expect(
        egiftPayloadFields(
          { ...draft, sendDate: '2026-12-12', sendTimeZone: 'Pacific/Honolulu' },
          1,
        ),
      ).toMatchObject({ sendDate: '2026-12-12', sendTimeZone: 'Pacific/Honolulu' });
      expect(egiftPayloadFields({ ...draft, sendDate: '2026-12-12' }, 1)).toMatchObject({
        sendDate: '2026-12-12',
        sendTimeZone: 'America/Chicago',
      });
    });

    it("given same email and three cards, should send one recipient with isSendToOne '1'", () => {
      const fields = egiftPayloadFields({ ...draft, sendToSame: true }, 3);
      expect(fields.isSendToOne).toBe('1');
      expect(fields.recipients.map((r) => r.recipientEmail)).toEqual(['ana@example.com']);
    });

    it("given same email and one card, should send isSendToOne '0'", () => {
      expect(egiftPayloadFields({ ...draft, sendToSame: true }, 1).isSendToOne).toBe('0');
    });
  });
});

describe('isEgiftDraftValid', () => {
  const person = (n: string) => ({ email: `${n}@example.com`, firstName: 'Ana', lastName: 'Ruiz' });
  const draft = {
    sender: person('s'),
    recipients: [person('a'), person('b')],
    message: 'Happy trails',
    sendToSame: false,
    quantity: 2,
  };
  describe('given a sender and one recipient per card', () => {
    it('should be valid', () => {
      expect(isEgiftDraftValid(draft)).toBe(true);
    });
  });
  describe('given more cards than recipients', () => {
    it('should be invalid until each card has one, or all go to the same address', () => {
      expect(isEgiftDraftValid({ ...draft, quantity: 3 })).toBe(false);
      expect(isEgiftDraftValid({ ...draft, quantity: 3, sendToSame: true })).toBe(true);
    });
  });
  describe('given a bad field anywhere', () => {
    it('should be invalid', () => {
      expect(isEgiftDraftValid({ ...draft, sender: { ...draft.sender, email: 'x@' } })).toBe(false);
      expect(isEgiftDraftValid({ ...draft, message: 'x'.repeat(123) })).toBe(false);
    });
  });
});
