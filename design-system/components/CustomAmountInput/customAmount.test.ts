import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../i18n/money';
import {
  caretAfterDigits,
  displayAmount,
  formatCustomAmount,
  parseCustomAmount,
  type AmountFieldFormat,
} from './customAmount';

const nbsp = '\u00a0';
/** A locale's format as the component makes it (grouping on, as Intl writes it). */
const formatIn = (locale: string, currency: string, emptyText: string): AmountFieldFormat => ({
  write: (amount) => formatMoney(amount, { locale, currency, dropZeroCents: true }),
  emptyText: () => emptyText,
});
const pounds = formatIn('en-GB', 'GBP', '£');
const canadianFrench = formatIn('fr-CA', 'CAD', '');

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

  describe('in other locales and currencies', () => {
    it('should write pounds grouped and read back what it writes (en-GB)', () => {
      expect(formatCustomAmount('1500', pounds)).toBe('£1,500');
      expect(parseCustomAmount('£1,500')).toBe(1500);
      expect(formatCustomAmount('£1,5007', pounds)).toBe('£15,007');
      expect(formatCustomAmount('', pounds)).toBe('£');
    });
    it('should write dollars after the amount in fr-CA, and nothing alone while empty', () => {
      expect(formatCustomAmount('1500', canadianFrench)).toBe(`1${nbsp}500${nbsp}$`);
      expect(parseCustomAmount(`1${nbsp}500${nbsp}$`)).toBe(1500);
      // A digit typed after the currency still joins the amount.
      expect(formatCustomAmount(`1${nbsp}500${nbsp}$5`, canadianFrench)).toBe(
        `15${nbsp}005${nbsp}$`,
      );
      expect(displayAmount(null, true, canadianFrench)).toBe('');
    });
    it('should read digits of any script', () => {
      expect(parseCustomAmount('١٥٠٠')).toBe(1500);
    });
  });

  describe('caretAfterDigits', () => {
    it('should put the caret after the same digit, past any separator, before a suffix', () => {
      expect(caretAfterDigits('£1,500', 2)).toBe(4);
      expect(caretAfterDigits(`1${nbsp}500${nbsp}$`, 4)).toBe(5);
      expect(caretAfterDigits('$12', 0)).toBe(1);
      expect(caretAfterDigits('£', 0)).toBe(1);
      expect(caretAfterDigits('', 0)).toBe(0);
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
