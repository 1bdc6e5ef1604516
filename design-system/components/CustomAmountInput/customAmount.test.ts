import { describe, expect, it } from 'vitest';
import {
  amountErrorText,
  amountHelperText,
  displayAmount,
  formatCustomAmount,
  parseCustomAmount,
  validateAmount,
} from './customAmount';

const ERROR = 'Gift card amount should be between $1 and $1500';

describe('customAmount', () => {
  describe('formatCustomAmount', () => {
    it('should keep digits only, strip leading zeros and prefix a dollar sign', () => {
      expect(formatCustomAmount('$0012a')).toBe('$12');
      expect(formatCustomAmount('25')).toBe('$25');
      expect(formatCustomAmount('1500')).toBe('$1500');
      expect(formatCustomAmount('$1$5')).toBe('$15');
    });
    it('should leave only the dollar sign for nothing, letters or zeros', () => {
      expect(formatCustomAmount('')).toBe('$');
      expect(formatCustomAmount('$')).toBe('$');
      expect(formatCustomAmount('abc')).toBe('$');
      expect(formatCustomAmount('0')).toBe('$');
      expect(formatCustomAmount('000')).toBe('$');
    });
    it('should turn a pasted "$1,000.50" into its digits (then out of range, never silently $1000)', () => {
      expect(formatCustomAmount('$1,000.50')).toBe('$100050');
      expect(validateAmount(parseCustomAmount(formatCustomAmount('$1,000.50')))).toBe(ERROR);
    });
    it('should keep inner zeros', () => {
      expect(formatCustomAmount('$0100')).toBe('$100');
    });
  });

  describe('parseCustomAmount', () => {
    it('should read the amount from the display', () => {
      expect(parseCustomAmount('$12')).toBe(12);
      expect(parseCustomAmount('$1500')).toBe(1500);
      expect(parseCustomAmount('$1501')).toBe(1501);
      expect(parseCustomAmount('$0012')).toBe(12);
    });
    it('should give null when there is no amount', () => {
      expect(parseCustomAmount('')).toBeNull();
      expect(parseCustomAmount('$')).toBeNull();
      expect(parseCustomAmount('$0')).toBeNull();
      expect(parseCustomAmount('abc')).toBeNull();
    });
  });

  describe('validateAmount with the spec bounds 1 to 1500', () => {
    it('should accept 1 and 1500 and everything between', () => {
      expect(validateAmount(1)).toBeNull();
      expect(validateAmount(750)).toBeNull();
      expect(validateAmount(1500)).toBeNull();
    });
    it('should reject 0, 1501, no amount and fractions with the spec message', () => {
      expect(validateAmount(0)).toBe(ERROR);
      expect(validateAmount(1501)).toBe(ERROR);
      expect(validateAmount(null)).toBe(ERROR);
      expect(validateAmount(12.5)).toBe(ERROR);
    });
    it('should use configured bounds in the check and the message', () => {
      expect(validateAmount(5, { min: 10, max: 500 })).toBe(
        'Gift card amount should be between $10 and $500',
      );
      expect(validateAmount(10, { min: 10, max: 500 })).toBeNull();
    });
  });

  describe('texts', () => {
    it('should build the spec helper and error from the bounds', () => {
      expect(amountHelperText({ max: 1500 })).toBe(
        'Please enter a gift card value up to $1500. Must be a whole dollar amount.',
      );
      expect(amountErrorText({ min: 1, max: 1500 })).toBe(ERROR);
    });
  });

  describe('displayAmount', () => {
    it('should show "$" alone only while focused', () => {
      expect(displayAmount(null, true)).toBe('$');
      expect(displayAmount(null, false)).toBe('');
      expect(displayAmount(12, false)).toBe('$12');
    });
  });
});
