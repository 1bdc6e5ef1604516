import { describe, expect, it } from 'vitest';
import { buildAmountOptions, formatAmountLabel } from './amountChipsState';

describe('amountChipsState', () => {
  describe('formatAmountLabel and buildAmountOptions', () => {
    it('should show amounts with a dollar sign', () => {
      expect(formatAmountLabel(25)).toBe('$25');
      expect(formatAmountLabel(1500)).toBe('$1,500');
      expect(formatAmountLabel(12.5)).toBe('$12.50');
    });
    it('should add the custom chip last', () => {
      expect(buildAmountOptions([25, 50])).toEqual([
        { value: '25', label: '$25' },
        { value: '50', label: '$50' },
        { value: 'custom', label: 'Other amount' },
      ]);
    });
    it('should write the amounts with the format it is given', () => {
      const pounds = (amount: number) => `£${amount}`;
      expect(buildAmountOptions([25], { include: false }, pounds)).toEqual([
        { value: '25', label: '£25' },
      ]);
    });
    it('should leave the custom chip out or rename it on request', () => {
      expect(buildAmountOptions([25], { include: false })).toEqual([{ value: '25', label: '$25' }]);
      expect(buildAmountOptions([], { include: true, value: 'other', label: 'Other' })).toEqual([
        { value: 'other', label: 'Other' },
      ]);
    });
  });
});
