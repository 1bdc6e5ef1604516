import { describe, expect, it } from 'vitest';
import { INVALID_EMAILS, VALID_EMAILS } from '../test/emailExamples';
import { isValidEmail } from './email';

describe('isValidEmail (the HTML standard valid e-mail address, deliverable)', () => {
  it.each(VALID_EMAILS)('given %s, when checked, should accept it', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(INVALID_EMAILS)('given %s, when checked, should refuse it', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
