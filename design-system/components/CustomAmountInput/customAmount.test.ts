import { describe, expect, it } from 'vitest';
import {
  displayAmount,
  formatCustomAmount,
  parseCustomAmount,
  requireAmount,
} from './customAmount';

describe('customAmount', () => {
  describe('formatCustomAmount', () => {
    it('should keep digits only, strip leading zeros and prefix a dollar sign', () => {
      expect(formatCustomAmount('$0012a')).toBe('$12');
      expect(formatCustomAmount('25')).toBe('$25');
      expect(formatCustomAmount('2500')).toBe('$2500');
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
      expect(parseCustomAmount(formatCustomAmount('$1,000.50'))).toBe(100050);
    });
    it('should keep inner zeros', () => {
      expect(formatCustomAmount('$0100')).toBe('$100');
    });
  });

  describe('parseCustomAmount', () => {
    it('should read the amount from the display', () => {
      expect(parseCustomAmount('$12')).toBe(12);
      expect(parseCustomAmount('$2500')).toBe(2500);
      expect(parseCustomAmount('$2501')).toBe(2501);
      expect(parseCustomAmount('$0012')).toBe(12);
    });
    it('should give null when there is no amount', () => {
      expect(parseCustomAmount('')).toBeNull();
      expect(parseCustomAmount('$')).toBeNull();
      expect(parseCustomAmount('$0')).toBeNull();
      expect(parseCustomAmount('abc')).toBeNull();
    });
  });

  describe('requireAmount (the neutral default rule)', () => {
    it('should ask for an amount and accept any', () => {
      expect(requireAmount(null)).toBe('Enter an amount.');
      expect(requireAmount(99999)).toBeNull();
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
