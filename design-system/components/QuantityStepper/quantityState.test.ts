import { describe, expect, it } from 'vitest';
import {
  clampToBounds,
  isQuantityInRange,
  parseQuantity,
  quantityKeyAction,
  resolveQuantity,
  sanitizeQuantityText,
  stepQuantity,
} from './quantityState';

const bounds = { min: 1, max: 10 };

describe('quantityState', () => {
  describe('clampToBounds', () => {
    it('should keep values within min and max', () => {
      expect(clampToBounds(0, bounds)).toBe(1);
      expect(clampToBounds(5, bounds)).toBe(5);
      expect(clampToBounds(11, bounds)).toBe(10);
      expect(clampToBounds(60, { min: 1, max: 50 })).toBe(50);
    });
  });

  describe('resolveQuantity', () => {
    it('should pass values within the bounds through', () => {
      expect(resolveQuantity(3, bounds)).toEqual({ value: 3, attempted: 3, exceeded: null });
      expect(resolveQuantity(10, bounds)).toEqual({ value: 10, attempted: 10, exceeded: null });
    });
    it('should clamp above max and report it (typing 60 with max 50)', () => {
      expect(resolveQuantity(60, { min: 1, max: 50 })).toEqual({
        value: 50,
        attempted: 60,
        exceeded: 'max',
      });
    });
    it('should clamp below min and report it (bulk minimum 51)', () => {
      expect(resolveQuantity(20, { min: 51, max: 999 })).toEqual({
        value: 51,
        attempted: 20,
        exceeded: 'min',
      });
    });
  });

  describe('stepQuantity', () => {
    it('should step by ±1 and report a step past a bound', () => {
      expect(stepQuantity(4, 1, bounds)).toEqual({ value: 5, attempted: 5, exceeded: null });
      expect(stepQuantity(10, 1, bounds)).toEqual({ value: 10, attempted: 11, exceeded: 'max' });
      expect(stepQuantity(1, -1, bounds)).toEqual({ value: 1, attempted: 0, exceeded: 'min' });
    });
    it('should take page steps of 10, clamped', () => {
      expect(stepQuantity(1, 10, { min: 1, max: 50 }).value).toBe(11);
      expect(stepQuantity(5, 10, bounds)).toEqual({ value: 10, attempted: 15, exceeded: 'max' });
    });
  });

  describe('parsing', () => {
    it('should keep digits only', () => {
      expect(sanitizeQuantityText('1a2')).toBe('12');
      expect(sanitizeQuantityText('-3.5')).toBe('35');
    });
    it('should parse a number or give null for no digits', () => {
      expect(parseQuantity('07')).toBe(7);
      expect(parseQuantity('')).toBeNull();
      expect(parseQuantity('abc')).toBeNull();
    });
    it('should know the range', () => {
      expect(isQuantityInRange(1, bounds)).toBe(true);
      expect(isQuantityInRange(11, bounds)).toBe(false);
    });
  });

  describe('quantityKeyAction', () => {
    it('should map the APG spinbutton keys', () => {
      expect(quantityKeyAction('ArrowUp')).toEqual({ type: 'step', delta: 1 });
      expect(quantityKeyAction('ArrowDown')).toEqual({ type: 'step', delta: -1 });
      expect(quantityKeyAction('PageUp')).toEqual({ type: 'step', delta: 10 });
      expect(quantityKeyAction('PageDown')).toEqual({ type: 'step', delta: -10 });
      expect(quantityKeyAction('Home')).toEqual({ type: 'set', to: 'min' });
      expect(quantityKeyAction('End')).toEqual({ type: 'set', to: 'max' });
      expect(quantityKeyAction('Enter')).toEqual({ type: 'commit' });
      expect(quantityKeyAction('a')).toBeNull();
    });
  });

  it('should read digits of any script', () => {
    expect(parseQuantity('١٢')).toBe(12);
  });
});
