import { describe, expect, it } from 'vitest';
import { egiftDesignLine, egiftSendLine } from './eGiftLines';

describe('an eGift line as the shopper reads it (cart, drawer, confirmation)', () => {
  it('names the design', () => {
    expect(egiftDesignLine('Birthday')).toBe('Design: Birthday');
    expect(egiftDesignLine('  Into the Outdoors ')).toBe('Design: Into the Outdoors');
  });

  it('says nothing of a design when none was chosen', () => {
    expect(egiftDesignLine(null)).toBeNull();
    expect(egiftDesignLine(undefined)).toBeNull();
    expect(egiftDesignLine('   ')).toBeNull();
  });

  it('says the send date with its weekday, as the send date field’s rules format it', () => {
    expect(egiftSendLine('2026-12-12')).toBe('Sends on Sat, Dec 12, 2026');
    expect(egiftSendLine('2027-02-01')).toBe('Sends on Mon, Feb 1, 2027');
  });

  it('says the cards go right away without a date, or with one it cannot read', () => {
    expect(egiftSendLine(null)).toBe('Sends right away');
    expect(egiftSendLine('')).toBe('Sends right away');
    expect(egiftSendLine('2026-02-30')).toBe('Sends right away');
  });
});
