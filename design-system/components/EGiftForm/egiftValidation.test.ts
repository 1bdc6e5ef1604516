import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  FIRST_NAME_LETTERS_ONLY,
  isValidEmail,
  isValidName,
  LAST_NAME_LETTERS_ONLY,
  RECIPIENT_FIRST_NAME_REQUIRED,
  RECIPIENT_LAST_NAME_REQUIRED,
  requiredMessage,
  SENDER_FIRST_NAME_REQUIRED,
  SENDER_LAST_NAME_REQUIRED,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateMessage,
} from './egiftValidation';

describe('egiftValidation', () => {
  describe('messages', () => {
    it('should use the exact spec texts', () => {
      expect(requiredMessage()).toBe('Email Address is required');
      expect(requiredMessage('Recipient Email')).toBe('Recipient Email is required');
      expect(EMAIL_INVALID_MESSAGE).toBe(
        'Please enter the Email Address in a valid format (example: name@example.com)',
      );
      expect(SENDER_FIRST_NAME_REQUIRED).toBe('Please enter your first name.');
      expect(FIRST_NAME_LETTERS_ONLY).toBe('First Name can only contain letters.');
      expect(SENDER_LAST_NAME_REQUIRED).toBe('Please enter your last name.');
      expect(LAST_NAME_LETTERS_ONLY).toBe('Last Name can only contain letters.');
      expect(RECIPIENT_FIRST_NAME_REQUIRED).toBe('Please enter first name of the recipient.');
      expect(RECIPIENT_LAST_NAME_REQUIRED).toBe('Please enter last name of the recipient.');
    });
  });

  describe('validateEmail', () => {
    it('should require an address (spaces count as empty)', () => {
      expect(validateEmail('')).toBe('Email Address is required');
      expect(validateEmail('   ')).toBe('Email Address is required');
    });
    it.each(['sam@example.com', 'sam.lee+gifts@trail.example.co.uk', ' sam@example.com '])(
      'should accept %s',
      (email) => {
        expect(validateEmail(email)).toBeNull();
      },
    );
    it.each([
      'sam',
      'sam@',
      '@example.com',
      'sam@example',
      'sam@@example.com',
      'sam lee@example.com',
      'sam..lee@example.com',
      'sam@-example.com',
    ])('should reject %s with the format message', (email) => {
      expect(validateEmail(email)).toBe(EMAIL_INVALID_MESSAGE);
    });
    it('should agree with isValidEmail', () => {
      expect(isValidEmail('a@b.io')).toBe(true);
      expect(isValidEmail('a@b')).toBe(false);
    });
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

  describe('validateMessage', () => {
    it('should allow an empty message and up to the limit', () => {
      expect(validateMessage('', 122)).toBeNull();
      expect(validateMessage('a'.repeat(122), 122)).toBeNull();
      expect(validateMessage('a'.repeat(123), 122)).toBe('Message can be at most 122 characters.');
    });
  });
});
