import { describe, expect, it } from 'vitest';
import {
  buildAmountOptions,
  chipKeyAction,
  CUSTOM_AMOUNT_VALUE,
  formatAmountLabel,
  nextIndex,
  previousIndex,
  tabStopIndex,
} from './amountChipsState';

describe('amountChipsState', () => {
  describe('nextIndex', () => {
    it('should move forward and wrap from the last to the first', () => {
      expect(nextIndex(0, 4)).toBe(1);
      expect(nextIndex(2, 4)).toBe(3);
      expect(nextIndex(3, 4)).toBe(0);
    });
    it('should start at the first when nothing is current, and give -1 for no chips', () => {
      expect(nextIndex(-1, 4)).toBe(0);
      expect(nextIndex(0, 0)).toBe(-1);
    });
  });

  describe('previousIndex', () => {
    it('should move back and wrap from the first to the last', () => {
      expect(previousIndex(3, 4)).toBe(2);
      expect(previousIndex(1, 4)).toBe(0);
      expect(previousIndex(0, 4)).toBe(3);
    });
    it('should start at the last when nothing is current, and give -1 for no chips', () => {
      expect(previousIndex(-1, 4)).toBe(3);
      expect(previousIndex(0, 0)).toBe(-1);
    });
  });

  describe('tabStopIndex', () => {
    const values = ['25', '50', '100', CUSTOM_AMOUNT_VALUE];
    it('should be the checked chip', () => {
      expect(tabStopIndex(values, '100')).toBe(2);
      expect(tabStopIndex(values, CUSTOM_AMOUNT_VALUE)).toBe(3);
    });
    it('should be the first chip when none (or an unknown value) is checked', () => {
      expect(tabStopIndex(values, null)).toBe(0);
      expect(tabStopIndex(values, undefined)).toBe(0);
      expect(tabStopIndex(values, '75')).toBe(0);
    });
    it('should be -1 without chips', () => {
      expect(tabStopIndex([], '25')).toBe(-1);
    });
  });

  describe('formatAmountLabel and buildAmountOptions', () => {
    it('should show amounts with a dollar sign', () => {
      expect(formatAmountLabel(25)).toBe('$25');
      expect(formatAmountLabel(1500)).toBe('$1500');
      expect(formatAmountLabel(12.5)).toBe('$12.50');
    });
    it('should add the custom chip last', () => {
      expect(buildAmountOptions([25, 50])).toEqual([
        { value: '25', label: '$25' },
        { value: '50', label: '$50' },
        { value: 'custom', label: 'Other amount' },
      ]);
    });
    it('should leave the custom chip out or rename it on request', () => {
      expect(buildAmountOptions([25], { include: false })).toEqual([{ value: '25', label: '$25' }]);
      expect(buildAmountOptions([], { include: true, value: 'other', label: 'Other' })).toEqual([
        { value: 'other', label: 'Other' },
      ]);
    });
  });

  describe('chipKeyAction', () => {
    it('should map Right/Down forward, Left/Up back and Space to check', () => {
      expect(chipKeyAction('ArrowRight')).toBe('next');
      expect(chipKeyAction('ArrowDown')).toBe('next');
      expect(chipKeyAction('ArrowLeft')).toBe('previous');
      expect(chipKeyAction('ArrowUp')).toBe('previous');
      expect(chipKeyAction(' ')).toBe('check');
    });
    it('should leave other keys (Tab, Enter) alone', () => {
      expect(chipKeyAction('Tab')).toBeNull();
      expect(chipKeyAction('Enter')).toBeNull();
    });
  });
});
